// A course syllabus, read at once (the student waits for it): its text, then
// its sections. Unreadable or section-less files raise UnreadableMaterial.
import type { SyllabusData } from '../db/schema';
import { languageModel } from '../generate/model';
import { extractRange } from './extract';
import { UnreadableMaterial } from './failures';
import type { MaterialKind } from './file-type';
import { pageQuality, unusableReason } from './page-quality';
import { readSyllabus } from './read-syllabus';
import { isEmptySyllabus } from './syllabus';

export const noSyllabusSections =
  'We could not find syllabus sections (topics, learning objectives, exams or grading) in this file.';

export async function syllabusDataOf(env: Env, key: string, kind: MaterialKind): Promise<SyllabusData> {
  const object = await env.FILES.get(key);
  if (!object) throw new Error(`the syllabus upload ${key} is missing`);
  // A syllabus is short: its first range of pages is all that is read.
  const { text } = await extractRange(env, kind, new Uint8Array(await object.arrayBuffer()), 1);
  // A syllabus may be a short list of topics: any readable text is worth reading.
  const readable = text.pages.filter((page) => pageQuality(page.text).verdict !== 'garbage');
  const content = readable.map((page) => page.text).join('\n');
  if (!content.trim()) {
    throw new UnreadableMaterial(
      unusableReason(text.pages.some((p) => p.text.trim()) ? 'garbage' : 'empty', text.unit),
    );
  }
  const data = await readSyllabus(content, languageModel(env));
  if (isEmptySyllabus(data)) throw new UnreadableMaterial(noSyllabusSections);
  return data;
}

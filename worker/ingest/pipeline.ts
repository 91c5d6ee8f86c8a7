// A material's processing, as named steps run one queue message at a time:
//   extract  — text out of the file, page by page (PDFs a range per message),
//              each range saved to R2 as it is done;
//   analyze  — the pages merged, checked, and the title, description and
//              topics found;
//   generate — the material's question bank written and verified; the bank
//              and the completion are saved together.
import type { ProcessingJob } from '../contracts/jobs';
import type { Db } from '../db/client';
import { completeWithBank, loadMaterialForProcessing, saveAnalysis } from '../db/queries/processing';
import { questionRow } from '../db/queries/questions';
import type { StudyMaterial } from '../db/schema';
import { questionTypes } from '../db/schema';
import { questionEngine } from '../generate';
import { materialSource } from '../generate/material-source';
import { deletePrefix, materialPrefix } from '../storage/keys';
import { analyzeText } from './analyze';
import { extractRange } from './extract';
import { failureReasons, UnreadableMaterial } from './failures';
import { kindFromMimeType } from './file-type';
import {
  collectExtractionChunks,
  extractionChunkKey,
  type MaterialText,
  materialTextKey,
  mergeExtractionChunks,
  writeJson,
} from './material-text';
import { noQuestionsReason } from './page-quality';

type Job = Required<ProcessingJob>;

export async function runStep(env: Env, db: Db, job: Job): Promise<void> {
  const material = await loadMaterialForProcessing(db, job.materialId);
  if (!material) {
    // Deleted while queued: make sure nothing written meanwhile stays behind.
    await deletePrefix(env.FILES, materialPrefix(job.userId, job.materialId));
    return;
  }
  if (material.status !== 'processing') return; // already settled: a duplicate or late message
  if (job.step === 'extract') await extract(env, material, job.fromPage, job.blankPages);
  else if (job.step === 'analyze') await analyze(env, db, material);
  else await generate(env, db, material);
}

const next = (env: Env, material: StudyMaterial, step: Job['step'], fromPage = 1, blankPages = 0) =>
  env.JOBS.send({
    kind: 'process-material',
    materialId: material.id,
    userId: material.userId,
    step,
    fromPage,
    blankPages,
  });

/** After this many pages in a row without text, a PDF is a scan (or empty): reading stops. */
export const blankPagesLimit = 200;

async function extract(env: Env, material: StudyMaterial, fromPage: number, blankBefore: number): Promise<void> {
  const object = await env.FILES.get(material.objectPath);
  if (!object) throw new UnreadableMaterial(failureReasons.gaveUp);
  const bytes = new Uint8Array(await object.arrayBuffer());

  const { text, nextPage } = await extractRange(env, kindFromMimeType(material.mimeType), bytes, fromPage);
  // Saved before the next step is queued: a retry redoes this range, never skips it.
  await writeJson(env.FILES, extractionChunkKey(material.userId, material.id, fromPage), text);
  const blank = text.pages.every((page) => !page.text.trim()) ? blankBefore + text.pages.length : 0;
  const more = nextPage !== null && blank < blankPagesLimit;
  await (more ? next(env, material, 'extract', nextPage as number, blank) : next(env, material, 'analyze'));
}

async function analyze(env: Env, db: Db, material: StudyMaterial): Promise<void> {
  const { chunks, keys } = await collectExtractionChunks(env.FILES, material.userId, material.id);
  if (chunks.length === 0) throw new Error('no extracted text to analyze');
  const analysis = analyzeText(mergeExtractionChunks(chunks), material.originalName);
  const textPath = materialTextKey(material.userId, material.id);
  await writeJson(env.FILES, textPath, analysis.text);
  await saveAnalysis(db, material.id, {
    title: analysis.title,
    description: analysis.description,
    topics: analysis.topics,
    extractedText: analysis.excerpt,
    textPath,
    pageCount: analysis.pageCount,
  });
  await env.FILES.delete(keys);
  await next(env, material, 'generate');
}

/** About one question per 150 words of text, at least 12 and at most 60; exams ask for more on demand. */
export function bankSize(text: MaterialText): number {
  const words = text.pages.reduce((sum, page) => sum + page.text.split(/\s+/).length, 0);
  return Math.min(60, Math.max(12, Math.round(words / 150)));
}

async function generate(env: Env, db: Db, material: StudyMaterial): Promise<void> {
  const source = await materialSource(env, db, material);
  if (!source) throw new Error(`material ${material.id} has no analysed text`);
  const bank = await questionEngine(env).generate(source, {
    count: bankSize(source.text),
    types: [...questionTypes],
    difficulty: 'mixed',
  });
  // A material is completed only with questions to ask; the engine's verdict on its text is final.
  if (bank.length === 0) throw new UnreadableMaterial(noQuestionsReason(source.text.pages));
  await completeWithBank(
    db,
    material.id,
    bank.map((question) => questionRow(material.userId, question)),
  );
}

// The analyze step's reading of a material's text: which pages are usable,
// and the material's title, description and topics.
import { foreignTypesNotice } from '../generate/local/foreign';
import { cleanDocument } from '../text/clean';
import { isLikelyEnglish } from '../text/language';
import { outlineOfBlocks } from '../text/outline';
import { materialDescription, materialTitle, materialTopics, sectionTopic } from '../text/topics';
import { UnreadableMaterial } from './failures';
import type { MaterialText } from './material-text';
import { assessPages, unusableReason } from './page-quality';

const excerptLength = 2000;

// "Chapter title ⋯⋯⋯ 11" or "Chapter title 11⋯⋯⋯": an entry of a table of contents.
const contentsEntry = /^\s*(.{2,80}?)\s*[\d０-９]*\s*(?:[.·⋯…]\s?){3,}\s*[\d０-９]*\s*$/;

/**
 * Topics of a document whose outline gives none (a table of contents alone, a
 * short page): the headings its extractor listed, else the entries of its
 * table of contents, both section titles too; else its title alone.
 */
function fallbackTopics(text: MaterialText, title: string): string[] {
  const entries = text.pages.flatMap((page) =>
    page.text.split('\n').flatMap((line) => contentsEntry.exec(line)?.[1]?.trim() ?? []),
  );
  const topics = [...text.headings, ...entries].flatMap((heading) => sectionTopic(heading) ?? []);
  const unique = [...new Set(topics)].slice(0, 8);
  return unique.length > 0 ? unique : [title];
}

/**
 * A material in another language says what the offline engine can ask of it,
 * where the student reads the material's description.
 */
function withLanguageNotice(description: string | null, blocks: { text: string; kind: string }[]): string | null {
  const sample = blocks
    .filter((b) => b.kind === 'para')
    .map((b) => b.text.slice(0, 400))
    .join(' ')
    .slice(0, 30_000);
  if (isLikelyEnglish(sample) || !/\p{L}{2}/u.test(sample)) return description;
  return description ? `${description} ${foreignTypesNotice}` : foreignTypesNotice;
}

export function analyzeText(text: MaterialText, fileName: string) {
  const { verdict, keep, size } = assessPages(text.pages);
  if (verdict !== 'ok') throw new UnreadableMaterial(unusableReason(verdict, text.unit, size));
  const document = cleanDocument(keep, { paged: text.unit === 'page', headings: text.headings });
  const title = materialTitle(document, text.metadataTitle, fileName);
  // The extractor's section tree, else the one the cleaned text's headings give; kept with the
  // text so that the question engine finds each passage's section as the topics were chosen.
  const outline = text.outline?.length ? text.outline : outlineOfBlocks(document.blocks);
  const topics = materialTopics(document, outline, { paged: text.unit === 'page', title });
  return {
    // Only readable pages are kept: questions must never quote scrambled text.
    text: { ...text, pages: keep, outline },
    title,
    description: withLanguageNotice(materialDescription(document), document.blocks),
    // A material without usable headings is about what its title says, never a word picked from its text.
    topics: topics.length > 0 ? topics : fallbackTopics({ ...text, pages: keep }, title),
    excerpt: keep
      .map((page) => page.text.trim())
      .join('\n\n')
      .slice(0, excerptLength),
    pageCount: text.pages.length,
  };
}

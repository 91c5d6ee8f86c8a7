// The analyze step's reading of a material's text: which pages are usable,
// and the material's title, description and topics.
import { cleanDocument } from '../text/clean';
import { keyTerms } from '../text/terms';
import { materialDescription, materialTitle, materialTopics } from '../text/topics';
import { UnreadableMaterial } from './failures';
import type { MaterialText } from './material-text';
import { assessPages, unusableReason } from './page-quality';

const excerptLength = 2000;

// "Chapter title ⋯⋯⋯ 11" or "Chapter title 11⋯⋯⋯": an entry of a table of contents.
const contentsEntry = /^\s*(.{2,80}?)\s*[\d０-９]*\s*(?:[.·⋯…]\s?){3,}\s*[\d０-９]*\s*$/;

/**
 * Topics for a document the key-term reading finds none in (a table of
 * contents, a short non-English page): its bookmarks or heading styles, else
 * the entries of its table of contents, else its title.
 */
function fallbackTopics(text: MaterialText, title: string): string[] {
  const entries = text.pages.flatMap((page) =>
    page.text.split('\n').flatMap((line) => contentsEntry.exec(line)?.[1]?.trim() ?? []),
  );
  const candidates = [...text.headings, ...entries]
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter((t) => t.length > 1);
  const unique = [...new Set(candidates)].slice(0, 8);
  return unique.length > 0 ? unique : [title];
}

export function analyzeText(text: MaterialText, fileName: string) {
  const { verdict, keep } = assessPages(text.pages);
  if (verdict !== 'ok') throw new UnreadableMaterial(unusableReason(verdict, text.unit));
  const document = cleanDocument(keep, { paged: text.unit === 'page', headings: text.headings });
  const terms = keyTerms(document.blocks);
  const title = materialTitle(document, text.metadataTitle, fileName);
  const topics = materialTopics(document, terms);
  return {
    // Only readable pages are kept: questions must never quote scrambled text.
    text: { ...text, pages: keep },
    title,
    description: materialDescription(document),
    topics: topics.length > 0 ? topics : fallbackTopics({ ...text, pages: keep }, title),
    excerpt: keep
      .map((page) => page.text.trim())
      .join('\n\n')
      .slice(0, excerptLength),
    pageCount: text.pages.length,
  };
}

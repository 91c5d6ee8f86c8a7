// Step 1 of the question pipeline: a material's page-mapped text turned into
// clean paragraphs and headings, each with its page and section, with page
// furniture, boilerplate, tables of contents, reference lists, code and markup
// removed. Everything later (sentences, terms, topics) reads these blocks.
import type { MaterialPage } from '../ingest/material-text';
import { gutenbergBody } from './boilerplate';
import { type CleanStats, filterLines, type RawLine } from './lines';
import { normaliseText } from './normalise';
import { buildBlocks } from './paragraphs';
import { textQuality } from './script';

export type Block = { text: string; page: number; kind: 'heading' | 'para'; heading: string | null };
export type CleanDocument = { blocks: Block[]; emphasis: Map<string, number>; stats: Record<string, number> };
export type CleanOptions = {
  /** PDF pages (true) or sections of a document without pages (false). */
  paged: boolean;
  /** Headings the extractor already knows (DOCX heading styles, PDF bookmarks). */
  headings?: string[];
};

export function cleanDocument(pages: MaterialPage[], options: CleanOptions): CleanDocument {
  const stats: CleanStats = {
    garbledPages: 0,
    boilerplate: 0,
    furniture: 0,
    pageNumbers: 0,
    tableOfContents: 0,
    references: 0,
    code: 0,
    symbols: 0,
    markup: 0,
    hyphenJoined: 0,
    hyphenKept: 0,
    repeatedHeadingWords: 0,
    captions: 0,
  };
  const emphasis = new Map<string, number>();
  const raw = rawLines(pages, options.paged, stats);
  const lines = filterLines(raw, options.paged, stats);
  const blocks = buildBlocks(lines, options, stats, emphasis);
  return { blocks, emphasis, stats: { ...stats } };
}

/** Normalised lines of the readable pages, with Gutenberg's header and footer cut off. */
function rawLines(pages: MaterialPage[], paged: boolean, stats: CleanStats): RawLine[] {
  const lines: RawLine[] = [];
  for (const { page, text } of pages) {
    if (textQuality(text).garbage) {
      stats.garbledPages++;
      continue;
    }
    for (const line of normaliseText(text).split('\n')) lines.push({ text: expandTabs(line), page });
    // A paragraph runs on over a PDF page break, but a section of a document without pages ends it.
    if (!paged) lines.push({ text: '', page });
  }
  const { from, to } = gutenbergBody(lines);
  stats.boilerplate += lines.length - (to - from);
  return from === 0 && to === lines.length ? lines : lines.slice(from, to);
}

function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) out += ch === '\t' ? ' '.repeat(8 - (out.length % 8)) : ch;
  return out;
}

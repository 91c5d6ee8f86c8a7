import { failureReasons, UnreadableMaterial } from '../failures';
import type { MaterialText } from '../material-text';
import { decodeTextFile } from '../text-encoding';
import { type Block, sectionsOf } from './sections';
import { type TextHeading, textHeadings } from './text-outline';

/** Text read from one file: a long book (Emma is 0.9 MB), not an endless log. */
export const maxTextBytes = 8 * 1024 * 1024;

export function extractTxt(bytes: Uint8Array): MaterialText {
  const decoded = decodeTextFile(bytes, maxTextBytes);
  if (!decoded) throw new UnreadableMaterial(failureReasons.damaged);
  const normalised = decoded.text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: info files' separators are not text
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f]/g, '');
  const { pages, outline } = sectionsOf(blocksOf(normalised.split('\n')));
  if (pages.length === 0) throw new UnreadableMaterial(failureReasons.noText);
  return { unit: 'section', pages, headings: outline.map((entry) => entry.title), metadataTitle: null, outline };
}

/**
 * The file's paragraphs (runs of lines between blank lines), a paragraph
 * holding a marked-up heading cut before it so that its section starts there.
 */
function blocksOf(lines: string[]): Block[] {
  const headings = new Map(textHeadings(lines).map((h) => [h.line, h] as const));
  const blocks: Block[] = [];
  let start = 0;
  const push = (end: number) => {
    const text = lines.slice(start, end).join('\n').trim();
    if (text) {
      let heading: TextHeading | undefined;
      for (let i = start; i < end && !heading; i++) heading = headings.get(i);
      blocks.push({
        text,
        heading: heading !== undefined,
        ...(heading ? { outline: { title: heading.title, level: heading.level } } : {}),
      });
    }
    start = end;
  };
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]?.trim()) push(i);
    // An overline belongs to its heading's block.
    else if (i > start && headings.has(i) && !headings.has(i - 1) && !/^(\S)\1{2,}\s*$/.test(lines[i - 1] ?? ''))
      push(i);
  }
  push(lines.length);
  return blocks;
}

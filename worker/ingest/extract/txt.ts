import { failureReasons, UnreadableMaterial } from '../failures';
import type { MaterialText } from '../material-text';
import { decodeTextFile } from '../text-encoding';
import { type Block, sectionsOf } from './sections';

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
  const blocks: Block[] = normalised
    .split(/\n[ \t]*\n+/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, heading: false }));
  const pages = sectionsOf(blocks);
  if (pages.length === 0) throw new UnreadableMaterial(failureReasons.noText);
  return { unit: 'section', pages, headings: [], metadataTitle: null };
}

// DOCX through mammoth's browser build (the Node build needs node:os and
// Buffers; see the platform notes). Headings come from Word's heading styles.
import mammoth from 'mammoth/mammoth.browser.js';
import { failureReasons, UnreadableMaterial } from '../failures';
import { maxDocxParts } from '../file-type';
import type { MaterialText, OutlineEntry } from '../material-text';
import { inflatedSize, readZipDirectory, ZipError } from '../zip';
import { type Block, sectionsOf } from './sections';

// The XML parts mammoth reads may unpack to this much in all; beyond it a
// "document" is a zip bomb. Measured by inflating, since declared sizes can lie.
const maxXmlBytes = 64 * 1024 * 1024;
// Text kept from one document: a long textbook, not an endless one.
const maxTextCharacters = 4_000_000;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(li|tr)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, code: string) => {
      if (code.startsWith('#')) {
        const value = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isFinite(value) ? String.fromCodePoint(value) : match;
      }
      return entities[code.toLowerCase()] ?? match;
    })
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/**
 * A paragraph in a heading style that reads as a heading: short, not a
 * sentence (reports put whole numbered paragraphs in heading styles).
 */
const readsAsHeading = (text: string) =>
  text.length <= 150 && text.split(/\s+/).length <= 16 && !/[.!?;,:]$/.test(text) && /\p{L}/u.test(text);

/** The paragraphs and headings of mammoth's HTML, in order; a heading's level is its style's. */
export function blocksOfHtml(html: string): Block[] {
  const blocks: Block[] = [];
  for (const match of html.matchAll(/<(h[1-6]|p|li|table)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = htmlToText(match[2] ?? '');
    if (!text) continue;
    const level = /^h([1-6])$/i.exec(match[1] ?? '')?.[1];
    if (level && readsAsHeading(text)) {
      blocks.push({ text, heading: true, outline: { title: text.replace(/\s+/g, ' '), level: Number(level) } });
    } else blocks.push({ text, heading: false });
  }
  return blocks;
}

/** Heading 2 under Heading 1, not Heading 5 under Heading 1: levels renumbered in order of depth. */
function levelsWithoutGaps(outline: OutlineEntry[]): OutlineEntry[] {
  const used = [...new Set(outline.map((entry) => entry.level))].sort((a, b) => a - b);
  return outline.map((entry) => ({ ...entry, level: used.indexOf(entry.level) + 1 }));
}

export async function extractDocx(bytes: Uint8Array): Promise<MaterialText> {
  try {
    const entries = await readZipDirectory(
      async (offset, length) => bytes.subarray(offset, offset + length),
      bytes.length,
      maxDocxParts,
    );
    if (!entries.some((e) => e.name === 'word/document.xml')) throw new UnreadableMaterial(failureReasons.damaged);
    let budget = maxXmlBytes;
    for (const entry of entries.filter((e) => /\.(xml|rels)$/i.test(e.name))) {
      const size = await inflatedSize(bytes, entry, budget);
      if (size === null) throw new UnreadableMaterial(failureReasons.damaged);
      budget -= size;
    }
  } catch (error) {
    if (error instanceof ZipError) throw new UnreadableMaterial(failureReasons.damaged);
    throw error;
  }

  let html: string;
  try {
    const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    // Images are left out: their base64 would swell the HTML and carry no text.
    ({ value: html } = await mammoth.convertToHtml(
      { arrayBuffer },
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    ));
  } catch (error) {
    console.warn('mammoth could not read a DOCX:', error);
    throw new UnreadableMaterial(failureReasons.damaged);
  }
  const blocks = blocksOfHtml(html.slice(0, maxTextCharacters * 2));
  const { pages, outline } = sectionsOf(blocks);
  if (pages.length === 0) throw new UnreadableMaterial(failureReasons.noText);
  return {
    unit: 'section',
    pages,
    headings: blocks.filter((b) => b.heading).map((b) => b.text),
    metadataTitle: null,
    outline: levelsWithoutGaps(outline),
  };
}

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

// Reports number their headings by hand in plain paragraphs, one scheme per
// depth: "II. Towards a working definition", "A. Issues relating to …",
// "3. Critical Internet resources", "(c) Principles", "(iv) Multilingualism".
const numberings = [/^[IVX]{1,5}\.\s+/, /^[A-Z]\.\s+/, /^\d{1,2}\.\s+/, /^\([a-z]\)\s+/, /^\([ivx]{1,5}\)\s+/];
const romanLike = (text: string) => /^(\(?)[ivx]+[.)]/i.test(text);
// Hand-numbered headings count only when a document has this many: a few are a list.
const minNumberedHeadings = 6;

/** The depth (1–5) of a hand-numbered heading, or null; "I." and "(i)" are Roman only where "II." / "(ii)" occur. */
function numberingDepth(text: string, roman: { upper: boolean; lower: boolean }): number | null {
  const title = text.replace(/^\S+\s+/, '');
  // A table of contents' line ends with its page number.
  if (!readsAsHeading(title) || /\s\d+$/.test(title) || !/^[\p{Lu}\d]/u.test(title)) return null;
  const depth = numberings.findIndex((scheme) => scheme.test(text));
  if (depth < 0) return null;
  if (depth === 0 && !roman.upper) return /^[A-Z]\./.test(text) ? 2 : null;
  if (depth === 3 && romanLike(text) && roman.lower) return 5;
  if (depth === 1 && romanLike(text) && roman.upper && /^[IVX]\./.test(text)) return 1;
  return depth + 1;
}

/**
 * The paragraphs and headings of mammoth's HTML, in order; a heading's level
 * is its style's, or its numbering's when the document numbers its headings by
 * hand (then a styled heading without a number sits at the top).
 */
export function blocksOfHtml(html: string): Block[] {
  // Mammoth lists footnotes at the end; each is read after the paragraph citing it, in that paragraph's section.
  const notes = new Map<string, string>();
  const body = html.replace(/<li id="((?:foot|end)note-\d+)">([\s\S]*?)<\/li>/g, (_, id: string, note: string) => {
    notes.set(id, htmlToText(note.replace(/<a href="#(?:foot|end)note-ref-\d+">↑<\/a>/g, '')));
    return '';
  });
  const parsed: { text: string; tag: string }[] = [];
  for (const match of body.matchAll(/<(h[1-6]|p|li|table)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const inner = match[2] ?? '';
    const text = htmlToText(inner.replace(/<sup><a href="#(?:foot|end)note-\d+"[^>]*>[^<]*<\/a><\/sup>/g, ''));
    if (text) parsed.push({ text, tag: (match[1] ?? '').toLowerCase() });
    for (const [, id] of inner.matchAll(/href="#((?:foot|end)note-\d+)"/g)) {
      const note = notes.get(id as string);
      if (note) parsed.push({ text: note, tag: 'p' });
    }
  }
  const roman = {
    upper: parsed.some((b) => /^II\.\s/.test(b.text)),
    lower: parsed.some((b) => /^\(ii\)\s/.test(b.text)),
  };
  const own = parsed.map((b) => (b.tag === 'li' || b.tag === 'table' ? null : numberingDepth(b.text, roman)));
  // Consecutive items of one scheme are a list, not headings.
  const depths = own.map((depth, i) =>
    depth !== null && (own[i - 1] === depth || own[i + 1] === depth) ? null : depth,
  );
  const byNumber = depths.filter((d) => d !== null).length >= minNumberedHeadings;

  let last = 1;
  return parsed.map(({ text, tag }, i) => {
    const style = /^h([1-6])$/.exec(tag)?.[1];
    const depth = byNumber ? depths[i] : null;
    // Among numbered headings, an unnumbered styled one is a sibling of the heading before it.
    const level = depth ?? (style && readsAsHeading(text) ? (byNumber ? last : Number(style)) : null);
    if (level === null) return { text, heading: false };
    last = level;
    return { text, heading: true, outline: { title: text.replace(/\s+/g, ' '), level } };
  });
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

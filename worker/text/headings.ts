// What a heading looks like in extracted text, and the clean name of a heading
// (its number and decorations removed) that blocks and topics carry.
import { isCodeLike, letterRatio } from './code';

const spelledNumbers =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty';

/** "2.3 ", "1.1. ", "A.2 ", "IV. ", "II: ", "2: ", "(c) ", "(iv) ", "Chapter 3. ", "CHAPTER ONE: ", "Section 2: " */
export const headingNumber = new RegExp(
  `^(?:(?:chapter|section|part|appendix|lesson|unit|lecture|book|volume)\\s+(?:\\d+|[IVXLC]+|[A-Z]|${spelledNumbers})\\b[.:]?\\s*|(?:\\d{1,3}(?:\\.\\d{1,3})*[.:]?|[A-Z](?:\\.\\d{1,3})+\\.?|[A-H]\\.|[IVX]{1,5}[.:]|\\([a-z]{1,4}\\))\\s+)`,
  'i',
);

const smallWords = new Set(
  'a an the of and or nor in on at by for with to from as into onto via vs per over under about than but its their your our is are be'.split(
    ' ',
  ),
);

/** Most content words start with a capital ("Trace Tree Optimization", "The Debian GNU/Linux FAQ"). */
export function isTitleCase(text: string): boolean {
  if (!/^["'“(]?[\p{Lu}\d]/u.test(text)) return false;
  const content = text.split(/\s+/).filter((w) => /\p{L}/u.test(w) && !smallWords.has(w.toLowerCase()));
  if (content.length === 0) return false;
  const capitalised = content.filter((w) => /^["'“(]?[\p{Lu}\d]/u.test(w)).length;
  return capitalised / content.length >= 0.75;
}

export function isAllCaps(text: string): boolean {
  return /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);
}

/**
 * Could this line be a heading by its own shape: short, mostly letters, no
 * sentence punctuation at the end, not code, not a list of names.
 */
export function hasHeadingShape(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 100) return false;
  const words = t.split(/\s+/).length;
  if (words > 14) return false;
  if (!/\p{L}{2}/u.test(t) || letterRatio(t) < 0.6) return false;
  if (/[.,;!]$|--$/.test(t) && !/\b(etc|vs)\.$/.test(t)) return false;
  if (/^["“‘'(]|^[-–•*+]\s/.test(t)) return false; // dialogue, list items
  if ((t.match(/,/g)?.length ?? 0) >= 3) return false; // author lists
  if (/[∗†‡§¶#$+*]$|@|https?:|www\./.test(t)) return false; // affiliations, footnote marks, addresses
  if (/[:=]\S|\p{Lu}+\d+\p{Lu}/u.test(t)) return false; // "FILE1:LINE1", "key=value"
  // Syntax that headings of prose never have: "fontweight: {"normal"}", "set xtics 0,graph", "inputParser.UsingDefaults".
  if (/[{}|<>=\\;`$@]|\w\(|\w_\w|\d,\p{L}|[a-z]\.[A-Za-z]/u.test(t)) return false;
  return !isCodeLike(t);
}

/** A heading's name: without its number, "Chapter N." prefix, vim anchors or trailing colon. */
export function headingName(text: string): string {
  return text
    .replace(headingNumber, '')
    .replace(/^#+\s*/, '')
    .replace(/\s*[•:–—-]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Depth from the number ("2" → 1, "2.3" → 2); unnumbered headings sit below every numbered one. */
export function headingDepth(text: string): number {
  const m = /^(?:(?:chapter|part|appendix)\s+\S+|(\d{1,3}(?:\.\d{1,3})*|[A-Z](?:\.\d{1,3})*|[IVX]{1,5})\.?\s)/i.exec(
    text.trim(),
  );
  if (!m) return 9;
  if (!m[1]) return 1;
  return m[1].split('.').length;
}

/** A heading reduced for comparison: its name in lower case, punctuation as spaces. */
export const headingKey = (text: string) =>
  headingName(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

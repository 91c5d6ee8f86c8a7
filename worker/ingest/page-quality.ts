// Is extracted text usable? A cheap, script-aware check per page (or per chunk
// of a DOCX/TXT section), no dictionary: it tells scans and empty files from
// short ones, from text whose fonts have no Unicode map (mojibake) and from
// the raw content stream of a damaged PDF, and drops the bad pages.
import { failureReasons, type TextSize, tooLittleText } from './failures';
import type { MaterialText } from './material-text';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it counts
const control = /[\u0000-\u0008\u000B\u000E-\u001F\u007F\uE000-\uF8FF\uFFFD]/gu;
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const vowels = /[aeiouyàáâãäåèéêëìíîïòóôõöøùúûüýÿæœAEIOUYÀ-ÆÈ-ÏÒ-ÖØ-Ý]/gu;

export type PageVerdict = 'ok' | 'empty' | 'garbage';
/** `leaked`: the garbage is a damaged PDF's own drawing instructions, not text. */
export type PageQuality = { verdict: PageVerdict; units: number; leaked: boolean };

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Content units: non-space characters, a CJK character counting as three (about a word). */
export function pageQuality(raw: string): PageQuality {
  // Dot leaders ("....", "⋯⋯") and runs ("aaaa…") are neither content nor evidence.
  const text = raw.replace(/(?:[.·⋯…_\-–—]\s?){4,}/gu, ' ').replace(/(\S)\1{3,}/gu, '$1');
  const dense = text.replace(/\s+/g, '');
  const length = dense.length;
  const cjkCount = count(dense, cjk);
  const units = length - cjkCount + cjkCount * 3;
  if (units < 40) return { verdict: 'empty', units, leaked: false };

  const letters = count(dense, /\p{L}/gu);
  const latin = count(dense, /\p{Script=Latin}/gu);
  const tokens = text.split(/\s+/).filter((t) => /\p{L}/u.test(t));
  let cleanWords = 0;
  for (const token of tokens) {
    const core = token.replace(/^[\p{P}\p{S}\p{N}]+|[\p{P}\p{S}\p{N}]+$/gu, '');
    // "Word", "WORD", "l'été", "snake_case1" are clean; "Cl>opMa", "KoA)0T48" are not.
    if (
      /^\p{L}[\p{Ll}\p{M}\p{N}_'’-]*$/u.test(core) ||
      /^[\p{Lu}\p{M}'’-]+$/u.test(core) ||
      /^[\p{Lo}\p{M}]+$/u.test(core)
    ) {
      cleanWords++;
    }
  }
  const codeLike = count(dense, /[;{}=]/gu) / length > 0.02;
  // A damaged PDF can leak its raw content stream ("(New)Tj 30.7 0 Td /R14 11.9 Tf").
  const operators = count(text, /(?:^|\s)(?:Tj|TJ|Tf|Tm|Td|TD|T\*|BT|ET|Tc|Tw|Tz|TL)(?=\s|$)/g);
  const vowelShare = latin ? count(dense, vowels) / latin : 0.4;
  const leaked = operators / Math.max(1, text.split(/\s+/).length) > 0.03;
  const garbage =
    leaked ||
    count(dense, control) / length > 0.1 ||
    count(dense, /[\p{L}\p{N}\p{M}]/gu) / length < 0.5 ||
    (latin >= 100 && latin / Math.max(letters, 1) > 0.8 && (vowelShare < 0.2 || vowelShare > 0.6)) ||
    (cjkCount / length < 0.3 && !codeLike && tokens.length >= 20 && cleanWords / tokens.length < 0.6);
  return { verdict: garbage ? 'garbage' : 'ok', units, leaked };
}

// Chinese and Japanese are written without spaces: their characters are counted one by one.
const cjkCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** The words and CJK characters of some readable text (numbers and punctuation alone are not words). */
export function textSize(texts: readonly string[]): TextSize {
  let words = 0;
  let characters = 0;
  for (const text of texts) {
    characters += count(text, cjkCharacter);
    for (const token of text.split(/\s+/)) if (/\p{L}/u.test(token.replace(cjkCharacter, ''))) words++;
  }
  return { words, characters };
}

/** Below this many content units a material has nothing to quiz on. */
const minimumUnits = 200;

/** `garbage`: mostly scrambled text; `damaged`: mostly a damaged PDF's leaked drawing instructions. */
export type DocumentVerdict = 'ok' | 'empty' | 'garbage' | 'damaged';

/**
 * Which pages to keep, whether the document as a whole is usable, and how
 * much readable text it has (every page but the garbled ones, kept or not).
 */
export function assessPages<P extends { text: string }>(
  pages: P[],
): { verdict: DocumentVerdict; keep: P[]; size: TextSize } {
  let okUnits = 0;
  let garbageUnits = 0;
  let leakedUnits = 0;
  const keep: P[] = [];
  const readable: string[] = [];
  for (const page of pages) {
    const { verdict, units, leaked } = pageQuality(page.text);
    if (verdict === 'garbage') {
      garbageUnits += units;
      if (leaked) leakedUnits += units;
      continue;
    }
    readable.push(page.text);
    if (verdict === 'ok') {
      okUnits += units;
      keep.push(page);
    }
  }
  const size = textSize(readable);
  const unreadable = leakedUnits * 2 >= garbageUnits ? 'damaged' : 'garbage';
  if (okUnits < minimumUnits) return { verdict: garbageUnits >= minimumUnits ? unreadable : 'empty', keep: [], size };
  if (garbageUnits > okUnits) return { verdict: unreadable, keep: [], size };
  return { verdict: 'ok', keep, size };
}

/**
 * What to tell the student about a document that is not usable. "No text" and
 * "may be a scan" only when not one word could be read; a few words are "too little".
 */
export function unusableReason(
  verdict: Exclude<DocumentVerdict, 'ok'>,
  unit: MaterialText['unit'],
  size: TextSize = { words: 0, characters: 0 },
): string {
  if (verdict === 'damaged') return failureReasons.damaged;
  if (verdict === 'garbage') return unit === 'page' ? failureReasons.unreadableFonts : failureReasons.damaged;
  if (size.words + size.characters > 0) return tooLittleText(size);
  return unit === 'page' ? failureReasons.noSelectableText : failureReasons.noText;
}

/** Below this many words (two CJK characters counting as one) a document is short, whatever its kind. */
const plentyOfWords = 300;

/** What to tell the student when the question engine found nothing to ask in a material's readable text. */
export function noQuestionsReason(pages: readonly { text: string }[]): string {
  const size = textSize(pages.map((page) => page.text));
  return size.words + size.characters / 2 < plentyOfWords ? tooLittleText(size) : failureReasons.noQuestions;
}

// Is extracted text usable? A cheap, script-aware check per page (or per chunk
// of a DOCX/TXT section), no dictionary: it tells scans and empty files from
// text whose fonts have no Unicode map (mojibake), and drops the bad pages.
import { failureReasons } from './failures';
import type { MaterialText } from './material-text';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it counts
const control = /[\u0000-\u0008\u000B\u000E-\u001F\u007F\uE000-\uF8FF\uFFFD]/gu;
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const vowels = /[aeiouyàáâãäåèéêëìíîïòóôõöøùúûüýÿæœAEIOUYÀ-ÆÈ-ÏÒ-ÖØ-Ý]/gu;

export type PageVerdict = 'ok' | 'empty' | 'garbage';

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Content units: non-space characters, a CJK character counting as three (about a word). */
export function pageQuality(raw: string): { verdict: PageVerdict; units: number } {
  // Dot leaders ("....", "⋯⋯") and runs ("aaaa…") are neither content nor evidence.
  const text = raw.replace(/(?:[.·⋯…_\-–—]\s?){4,}/gu, ' ').replace(/(\S)\1{3,}/gu, '$1');
  const dense = text.replace(/\s+/g, '');
  const length = dense.length;
  const cjkCount = count(dense, cjk);
  const units = length - cjkCount + cjkCount * 3;
  if (units < 40) return { verdict: 'empty', units };

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
  const garbage =
    operators / Math.max(1, text.split(/\s+/).length) > 0.03 ||
    count(dense, control) / length > 0.1 ||
    count(dense, /[\p{L}\p{N}\p{M}]/gu) / length < 0.5 ||
    (latin >= 100 && latin / Math.max(letters, 1) > 0.8 && (vowelShare < 0.2 || vowelShare > 0.6)) ||
    (cjkCount / length < 0.3 && !codeLike && tokens.length >= 20 && cleanWords / tokens.length < 0.6);
  return { verdict: garbage ? 'garbage' : 'ok', units };
}

/** Below this many content units a material has nothing to quiz on. */
const minimumUnits = 200;

export type DocumentVerdict = 'ok' | 'empty' | 'garbage';

/** Which pages to keep, and whether the document as a whole is usable. */
export function assessPages<P extends { text: string }>(pages: P[]): { verdict: DocumentVerdict; keep: P[] } {
  let okUnits = 0;
  let garbageUnits = 0;
  const keep: P[] = [];
  for (const page of pages) {
    const { verdict, units } = pageQuality(page.text);
    if (verdict === 'ok') {
      okUnits += units;
      keep.push(page);
    } else if (verdict === 'garbage') {
      garbageUnits += units;
    }
  }
  if (okUnits < minimumUnits) return { verdict: garbageUnits >= minimumUnits ? 'garbage' : 'empty', keep: [] };
  if (garbageUnits > okUnits) return { verdict: 'garbage', keep: [] };
  return { verdict: 'ok', keep };
}

/** What to tell the student about a document that is not usable. */
export function unusableReason(verdict: Exclude<DocumentVerdict, 'ok'>, unit: MaterialText['unit']): string {
  if (unit === 'page') return verdict === 'empty' ? failureReasons.noSelectableText : failureReasons.unreadableFonts;
  return verdict === 'empty' ? failureReasons.noText : failureReasons.damaged;
}

// Numbers a question can ask about: quantities and years the text states, not
// section numbers, versions, citations or list labels. Each keeps its unit
// (the word after it) so that distractors are numbers of the same kind.

import { functionWords } from '../../text/lexicon';

export type NumberKind = 'number' | 'year';

export type StatedNumber = {
  start: number;
  end: number;
  text: string;
  value: number;
  kind: NumberKind;
  /** The word after the number ("bits", "%"), lower case, or "" when none. */
  unit: string;
  /** "at least 8", "about 200": the sentence would stay true for other values. */
  approximate: boolean;
};

const numberPattern = /(?<![\p{L}\p{N}.,/:#_$€£§-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\p{L}\p{N}/:_-]|[.,]\d)/gu;
// Words after which a number is a label or a reference, not a fact.
const labelWords = new Set(
  'section sections chapter chapters figure fig table tables page pages p pp version versions v release step steps line lines item items appendix eq equation equations listing no nos number rfc iso ieee sec part parts volume vol edition level phase stage option rule rules article articles clause paragraph note footnote exercise example question questions lecture lesson unit bug issue patch revision rev build node ref refs code form box column col row'.split(
    ' ',
  ),
);
const approximateBefore =
  /\b(at least|at most|up to|more than|less than|fewer than|greater than|over|under|about|around|approximately|nearly|almost|roughly|some|above|below|within|exceeds?|exceeding|beyond|upwards of|as many as|as few as|as much as|as little as|no more than|no less than|maximum of|minimum of|max|min)\s*$/i;

export function statedNumbers(sentence: string): StatedNumber[] {
  const out: StatedNumber[] = [];
  for (const m of sentence.matchAll(numberPattern)) {
    const text = m[0];
    const start = m.index ?? 0;
    const end = start + text.length;
    const before = sentence.slice(Math.max(0, start - 30), start);
    const after = sentence.slice(end, end + 30);
    const value = Number(text.replace(/,/g, ''));
    // "taken 3 things away", "after 2 crossings": a single digit is an example's choice more often than a fact.
    if (text.length === 1 || !Number.isFinite(value)) continue;
    // Page ranges ("36–48") and citations and labels: "(8)", "[12]", "Section 4", "Python 3", "v2".
    if (/[–-]\s*$/.test(before) || /^\s*[–]/.test(after)) continue;
    if (/[([]\s*$/.test(before) && /^\s*[)\]]/.test(after)) continue;
    if (/[([][^)\]]*$/.test(before) && /^\s*[,;–-]/.test(after)) continue;
    const previous = /(\S+)\s*$/u.exec(before)?.[1] ?? '';
    if (labelWords.has(previous.toLowerCase().replace(/[^\p{L}]+$/u, ''))) continue;
    const isYear = /^(1[5-9]|20)\d\d$/.test(text);
    // "Python 3", "Windows 95", "Debian 12", "C# 3.0": a name's version, not a quantity.
    if (!isYear && /^\p{Lu}/u.test(previous)) continue;
    const unit = /^\s*(%|percent\b|[\p{Ll}]+)/u.exec(after)?.[1]?.toLowerCase() ?? '';
    out.push({
      start,
      end,
      text,
      value,
      // "1500 users" counts users; "in 1993 as" is a year.
      kind: isYear && !(/^\p{Ll}{3,}s$/u.test(unit) && !functionWords.has(unit)) ? 'year' : 'number',
      unit,
      approximate: approximateBefore.test(before),
    });
  }
  return out;
}

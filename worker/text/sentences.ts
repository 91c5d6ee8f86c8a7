// Sentences for question generation: the runtime's Intl.Segmenter (which also
// handles CJK full stops) plus a merge for the abbreviations ICU splits after,
// and the test of whether a sentence is prose a question can quote.
import { isCodeLike, letterRatio } from './code';
import { isVerbForm } from './lexicon';
import { textQuality } from './script';

const segmenters = new Map<string, Intl.Segmenter>();

function sentenceSegmenter(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

// ICU has no abbreviation list: "Dr. | Smith", "e.g. | Fig. 3", "Sect. | 4.2" all split.
// Sentence-final abbreviations such as "etc." and "Inc." are left out on purpose.
const abbreviationEnd =
  /(?:\b(?:Dr|Mr|Mrs|Ms|Prof|Sr|Jr|St|Mt|Fig|Figs|Eq|Eqs|Sect|Sec|Ch|Vol|Vols|No|Nos|pp|al|vs|cf|ca|approx|resp|viz|Ref|Refs|Tab|Art|Arts|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|e\.g|i\.e|U\.S|U\.K|Ph\.D|a\.m|p\.m)\.|(?:^|[\s(])\p{Lu}\.)["')\]]?\s*$/u;

export function splitSentences(text: string, locale = 'en'): string[] {
  const out: string[] = [];
  let previous: string | null = null;
  for (const { segment } of sentenceSegmenter(locale).segment(text)) {
    // A piece that starts in lower case or with a digit continues the previous sentence.
    // Only the end of the sentence so far is searched: merged sentences can grow long.
    if (
      previous !== null &&
      (abbreviationEnd.test(previous.trimEnd().slice(-12)) || /^\s*[\p{Ll}\d(]/u.test(segment))
    ) {
      previous += segment;
      continue;
    }
    if (previous !== null) out.push(previous);
    previous = segment;
  }
  if (previous !== null) out.push(previous);
  return out.map((s) => s.trim()).filter(Boolean);
}

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const mayHaveCjk = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
const word = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;

/** Words in a sentence; in Chinese and Japanese, without spaces, every two characters count as one word. */
export function wordCount(s: string): number {
  if (!mayHaveCjk.test(s)) return s.match(word)?.length ?? 0;
  const ideographic = s.match(cjk)?.length ?? 0;
  return (s.replace(cjk, ' ').match(word)?.length ?? 0) + Math.ceil(ideographic / 2);
}

export type ProseLimits = { minWords?: number; maxWords?: number; allowPronounStart?: boolean };

const url = /(https?:\/\/|ftp:\/\/|www\.|\S+@\S+\.\w)/;
const boilerplate =
  /permission to make digital|permission is granted to|copyright\s*(©|\(c\)|\d{4})|©\s*\d{4}|all rights reserved|licen[cs]ed under|project gutenberg|\bISBN\b|\bISSN\b|this e-?book is for the use/i;
const citation = /\b(et al\.|pp\.|Proceedings|In Proc\.|Journal of|Vol\.|doi:)/;
// A stem that starts with a pronoun needs the sentence before it to make sense.
const pronounStart = /^["'“‘(]?(it|its|this|that|these|those|they|them|their|he|she|his|her|him|such|here)\b/i;

const hasVerb = (s: string) =>
  /\b(is|are|was|were|be|been|has|have|had|can|will|would|may|must|should|does|do|did)\b/i.test(s) ||
  (s.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => w.length > 3 && isVerbForm(w));

/**
 * Null when the sentence is prose a question can be built from; otherwise a
 * short reason. Length limits default to the 8–40 words of the question guide.
 */
export function proseProblem(sentence: string, limits: ProseLimits = {}): string | null {
  const s = sentence.trim();
  const words = wordCount(s);
  if (words < (limits.minWords ?? 8)) return 'too short';
  if (words > (limits.maxWords ?? 40)) return 'too long';
  if (!/^["'“‘(]?[\p{Lu}\p{N}\p{Lo}]/u.test(s)) return 'not a sentence start';
  if (!/[.!?。！？．｡]["'”’)」』]?$/u.test(s)) return 'not a sentence end';
  if (url.test(s)) return 'contains a link';
  if (boilerplate.test(s)) return 'boilerplate';
  if (isCodeLike(s) || /\b\w+\.\w+\(|\w_\w|\(\)|`|\\/.test(s)) return 'code';
  if (letterRatio(s) < 0.75) return 'mostly symbols';
  const tokens = s.split(/\s+/);
  if (tokens.filter((t) => /\d/.test(t)).length / tokens.length > 0.2) return 'mostly numbers';
  if (citation.test(s) && /\b(1[89]|20)\d\d\b/.test(s)) return 'citation';
  // '"Licensor" shall mean …' opens with a defined term, not with speech.
  if (
    /^["“‘](?![^"”’]{1,40}["”’]\s+(?:\([^)]*\)\s+)?(?:\p{Ll}+\s+)?(?:shall mean|means|refers to|is|are)\s)|[,.!?;]["”’]/u.test(
      s,
    )
  )
    return 'quoted speech';
  // A list fragment: many commas and no verb to hold them together ("Don't use at all, Use less than once…").
  if ((s.match(/,/g)?.length ?? 0) >= 4 && !hasVerb(s)) return 'list fragment';
  if (!limits.allowPronounStart && pronounStart.test(s)) return 'starts with a pronoun';
  if (textQuality(s).garbage) return 'garbled text';
  return null;
}

// Key terms of a material: the noun phrases a student should know, scored
// TF-IDF-style without a background corpus. What a background corpus would say
// ("this word is common everywhere") comes from the built-in everyday-English
// lexicon; what a corpus says about this document comes from the term's spread
// over its paragraphs. Non-English text gets frequency-based single words only.
import type { Block } from './clean';
import { isCodeToken } from './code';
import { definitionsIn } from './definitions';
import { isLikelyEnglish } from './language';
import { foreignFunctionWords, functionWords, genericWords, isEverydayWord } from './lexicon';
import { termKey } from './phrases';
import { type Script, textQuality } from './script';
import { phrasesOf, sentencesOf } from './sentence-cache';
import { wordCount } from './sentences';

export type KeyTerm = {
  /** Lower case, singular: the same term however it was written. */
  key: string;
  /** The spelling the material uses most often. */
  display: string;
  count: number;
  score: number;
  inHeading: boolean;
  definitional: boolean;
  /** Pages (or sections) it occurs on, in order. */
  pages: number[];
};

export type KeyTermOptions = {
  limit?: number;
  /** Terms the source emphasised (bold, italics, glossary roles), from `cleanDocument`. */
  emphasis?: Map<string, number>;
};

export { type Definition, findDefinitions } from './definitions';

type Candidate = {
  key: string;
  count: number;
  surfaces: Map<string, number>;
  pages: number[];
  blocks: number;
  lastBlock: number;
};

export function keyTerms(blocks: Block[], options: KeyTermOptions = {}): KeyTerm[] {
  const limit = options.limit ?? 50;
  const paragraphs = blocks.filter((b) => b.kind === 'para');
  if (paragraphs.length === 0) return [];
  const sample = sampleText(paragraphs);
  const english = isLikelyEnglish(sample);
  const candidates = english ? phraseCandidates(paragraphs) : wordCandidates(paragraphs, textQuality(sample).script);
  const headingGrams = english ? headingNgrams(blocks) : new Set<string>();
  const defined = new Set(english ? definitionsIn(paragraphs).map((d) => d.key) : []);
  // In anything longer than a page or two, a phrase seen once is not a key term.
  const minCount = paragraphs.reduce((n, b) => n + wordCount(b.text), 0) > 1500 ? 2 : 1;

  const terms: KeyTerm[] = [];
  for (const c of candidates.values()) {
    const inHeading = headingGrams.has(c.key);
    const definitional = defined.has(c.key);
    const emphasised = (options.emphasis?.get(c.key) ?? 0) > 0 || (options.emphasis?.get(`${c.key}s`) ?? 0) > 0;
    if (c.count < minCount && !definitional && !emphasised) continue;
    if (!english && c.blocks > Math.max(3, paragraphs.length * 0.25)) continue; // the language's function words
    const score =
      termScore(c, paragraphs.length, english) *
      (inHeading ? 1.5 : 1) *
      (definitional ? 1.6 : 1) *
      (emphasised ? 1.4 : 1);
    terms.push({
      key: c.key,
      display: displayOf(c),
      count: c.count,
      score: Math.round(score * 1000) / 1000,
      inHeading,
      definitional,
      pages: c.pages,
    });
  }
  return terms.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key)).slice(0, limit);
}

/**
 * (1 + ln tf) × spread × specificity. Spread stands in for IDF within the
 * material: a term met in one paragraph gets about 0.67, one met in seven or
 * more gets 1, and one in every paragraph loses half (it is the material's
 * background, like "the system"). Everyday single words are demoted to a
 * third, as a background corpus would; phrases are promoted.
 */
function termScore(c: Candidate, paragraphCount: number, english: boolean): number {
  const tf = 1 + Math.log(c.count);
  const share = c.blocks / paragraphCount;
  const spread = Math.min(1, 0.5 + Math.log(1 + c.blocks) / 4) * (1 - 0.5 * share);
  if (!english) return tf * spread;
  const words = c.key.split(' ');
  if (words.length > 1) return tf * spread * 1.3 * (words.every(isEverydayWord) ? 0.8 : 1);
  return tf * spread * (isEverydayWord(c.key) ? 0.35 : 1);
}

/** Up to ~5,000 words spread over the material, enough to tell its language. */
function sampleText(paragraphs: Block[]): string {
  const step = Math.max(1, Math.floor(paragraphs.length / 50));
  const parts: string[] = [];
  for (let i = 0; i < paragraphs.length && parts.length < 50; i += step)
    parts.push((paragraphs[i] as Block).text.slice(0, 600));
  return parts.join(' ');
}

function add(candidates: Map<string, Candidate>, key: string, surface: string, page: number, block: number) {
  let c = candidates.get(key);
  if (!c) {
    c = { key, count: 0, surfaces: new Map(), pages: [], blocks: 0, lastBlock: -1 };
    candidates.set(key, c);
  }
  c.count++;
  c.surfaces.set(surface, (c.surfaces.get(surface) ?? 0) + 1);
  if (c.pages.at(-1) !== page) c.pages.push(page);
  if (c.lastBlock !== block) {
    c.blocks++;
    c.lastBlock = block;
  }
}

function phraseCandidates(paragraphs: Block[]): Map<string, Candidate> {
  const candidates = new Map<string, Candidate>();
  paragraphs.forEach((block, index) => {
    for (let i = 0; i < sentencesOf(block).length; i++) {
      for (const span of phrasesOf(block, i)) {
        const key = termKey(span.text);
        if (!isValidTerm(key, span.text)) continue;
        // A capital at the start of a sentence says nothing about the term's spelling.
        const text = span.text.replace(/['’]s$/, '');
        const surface =
          span.start === 0 && /^\p{Lu}\p{Ll}/u.test(text) && !/\p{Lu}/u.test(text.slice(1)) ? text.toLowerCase() : text;
        add(candidates, key, surface, block.page, index);
      }
    }
  });
  return candidates;
}

let wordSegmenter: Intl.Segmenter | null = null;

function wordCandidates(paragraphs: Block[], script: Script): Map<string, Candidate> {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const segmenter = wordSegmenter;
  const candidates = new Map<string, Candidate>();
  paragraphs.forEach((block, index) => {
    for (const { segment, isWordLike } of segmenter.segment(block.text)) {
      if (!isWordLike || /\d/.test(segment)) continue;
      // In Chinese or Arabic text, Latin words are formulas and identifiers ("rankA"), not terms.
      if (script !== 'latin' && /^[A-Za-z]+$/.test(segment)) continue;
      // Hiragana-only words are Japanese grammar (particles, endings), not terms.
      if (/^\p{Script=Hiragana}+$/u.test(segment)) continue;
      const word = segment.replace(/^(?:[ldjmnstc]|qu)['’]/i, ''); // French elision: l'assuré → assuré
      // Without spaces (CJK) a two-character word is meaningful; with them, short words are function words.
      const minLength = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word) ? 2 : 4;
      const key = word.toLowerCase();
      if ([...word].length < minLength || foreignFunctionWords.has(key) || functionWords.has(key)) continue;
      add(candidates, key, word, block.page, index);
    }
  });
  return candidates;
}

function isValidTerm(key: string, surface: string): boolean {
  if (key.length < 3 || key.length > 60 || !/\p{L}{2}/u.test(key)) return false;
  const words = key.split(' ');
  if (words.length > 5) return false;
  if (words.every((w) => functionWords.has(w) || genericWords.has(w))) return false;
  if (isCodeToken(surface)) return false;
  // Unmapped-glyph garbage that slipped through.
  return !/[\u0180-\u02af]/.test(key);
}

/** Lower-case 1–5-grams of every heading, keyed like terms, to tell which terms name a section. */
function headingNgrams(blocks: Block[]): Set<string> {
  const grams = new Set<string>();
  for (const block of blocks) {
    if (block.kind !== 'heading' || !block.heading) continue;
    const words = block.heading.split(/[^\p{L}\p{N}'’.+#/-]+/u).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      for (let n = 1; n <= 5 && i + n <= words.length; n++) grams.add(termKey(words.slice(i, i + n).join(' ')));
    }
  }
  return grams;
}

/** The most frequent spelling. */
function displayOf(c: Candidate): string {
  let best = c.key;
  let bestCount = -1;
  for (const [surface, count] of c.surfaces) {
    if (count > bestCount) {
      best = surface;
      bestCount = count;
    }
  }
  return best;
}

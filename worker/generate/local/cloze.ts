// A sentence with one of its answers blanked out: the stem of fill-in-the-blank
// questions and of cloze multiple-choice questions.
import { wordCount } from '../../text/sentences';
import { commonness } from '../../text/word-frequency';
import { givesAway } from './giveaway';
import type { Mention, Reading, Sentence } from './reading';
import { answerVariants, lowerFirst } from './variants';

export const blank = '_____';

export type Cloze = { stem: string; answer: string; accepted: string[] };

// "(2)", "[12]": citation marks say nothing a student should recall.
export const withoutCitations = (text: string) => text.replace(/\s*[([]\d{1,3}(?:[,–-]\s*\d{1,3})*[)\]]/g, '');

/**
 * Can `mention` be taken out of its sentence (blanked, or swapped for a false
 * statement) fairly? Not when a parenthesis beside it names it again ("Free
 * Software Foundation (FSF)"), when it is half of a hyphenated word, a path or
 * a Chinese compound, or when the rest of the sentence still shows `answers`.
 */
export function isSeparable(sentence: Sentence, mention: Mention, answers: readonly string[]): boolean {
  const before = sentence.text.slice(0, mention.start);
  const after = sentence.text.slice(mention.end);
  if (/^\s*\(/.test(after) || /\)\s*$/.test(before) || (/\(\s*$/.test(before) && /^\s*\)/.test(after))) return false;
  // "ci-_____", ".git/": half of a hyphenated word or of a path is not a term.
  if (/[-‐./\\]$/.test(before) || /^([-‐/\\]|\.\w)/u.test(after)) return false;
  // Chinese words have no spaces around them: a blank between two ideographs may be half of a
  // compound ("二次型" blanked as "_____型"). Only a particle or punctuation may touch it.
  if (!edgeIsClear(before.at(-1)) || !edgeIsClear(after[0])) return false;
  return !givesAway(`${before} ${after}`, answers);
}

/**
 * The sentence with `mention` blanked, or null when that would make an unfair
 * question (see `isSeparable`) or leave too little to go on.
 */
export function clozeOf(sentence: Sentence, mention: Mention, english: boolean): Cloze | null {
  const answer = displayAnswer(mention);
  const accepted = answerVariants(answer, english);
  if (!isSeparable(sentence, mention, [answer, ...accepted])) return null;
  // "an _____" would tell a vowel from a consonant.
  const before = withArticle(sentence.text.slice(0, mention.start), (capital) => (capital ? 'A(n)' : 'a(n)'));
  const after = sentence.text.slice(mention.end);
  if (wordCount(before + after) < 6) return null;
  return { stem: withoutCitations(`${before}${blank}${after}`), answer, accepted };
}

const ideograph = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const particle = /[的是与和及在为等不都也就了可能或由把被对从向]/u;
const edgeIsClear = (ch: string | undefined) => ch === undefined || !ideograph.test(ch) || particle.test(ch);

/**
 * `before` with the article that ends it rewritten by `to`. A capital "A" is
 * an article only at the start of the sentence: in "Package A conflicts" it
 * is a name.
 */
export function withArticle(before: string, to: (capital: boolean) => string): string {
  const m = /(^|\s)(an?|An?)(\s+)$/.exec(before);
  if (!m) return before;
  const start = m.index + (m[1]?.length ?? 0);
  const capital = m[2]?.startsWith('A') ?? false;
  if (capital && start > 0) return before;
  return `${before.slice(0, start)}${to(capital)}${m[3]}`;
}

/** The answer as a student would write it: "generators", not the sentence-initial "Generators" (nor vim's "List"). */
export function displayAnswer(mention: Mention): string {
  return mention.kind === 'term' ? lowerFirst(mention.text) : mention.text;
}

/**
 * Is `mention` the one answer its blank can have? A reader failed "lists"
 * where "sequences" fits as well, "pipe tables" where "simple tables" does
 * too, and "Haskell" where Lisp or Erlang would. The blank is fair when the
 * sentence defines the term, or when the term is no everyday word, recurs in
 * the material, and the material has no other term of its kind (the same last
 * word: "grid tables" beside "pipe tables") that the sentence could be about.
 * Numbers are asked only with their unit, never as a year of an anecdote.
 */
export function isUniqueFit(reading: Reading, sentence: Sentence, mention: Mention): boolean {
  if (sentence.definition?.key === mention.key) return true;
  if (mention.kind === 'year') return false;
  if (mention.kind === 'number') return sentence.numbers.some((n) => n.start === mention.start && n.unit.length > 1);
  const term = reading.terms.get(mention.key);
  if (!term?.answerable) return false;
  const words = term.key.split(' ');
  const head = words.at(-1) as string;
  if (term.kind === 'term' && words.length === 1 && commonness(head) !== 'rare') return false;
  if (term.kind === 'name') return term.count >= 2;
  for (const other of reading.termsByShape.get(term.shape) ?? []) {
    if (other.key !== term.key && other.kind === term.kind && other.key.split(' ').at(-1) === head) return false;
  }
  return true;
}

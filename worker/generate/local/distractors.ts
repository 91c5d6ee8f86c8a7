// Wrong options of the same kind as the answer: terms with terms, names with
// names, numbers with numbers, years with years. Terms come from the same
// material, preferably the same section (plausible), never from the question's
// own sentence, never sharing a word with the answer, and never a term the
// material treats as another name for it.
import { termKey } from '../../text/phrases';
import { draw } from '../random';
import { normalise } from '../verify';
import { shareRoot } from './giveaway';
import { fitsPlace, placeOf } from './neighbours';
import type { StatedNumber } from './numbers';
import type { Mention, Reading, Sentence, Term } from './reading';
import { lowerFirst } from './variants';

export type Distractors = { options: string[]; sameSection: boolean };

// Sentences where two terms may name one thing: "X, also called Y", "X (i.e. Y)", "X or Y".
const equivalence = /\b(also (called|known as)|known as|i\.e\.|that is|or|aka|alias|synonym)\b|\(/i;

const wordsOf = (key: string) => key.split(' ').filter((w) => w.length >= 3);

/** Does the material use `a` and `b` as names of one thing (defining or equating them in one sentence)? */
export function related(reading: Reading, a: Term, b: Term): boolean {
  const withB = new Set(b.sentenceIds);
  return a.sentenceIds.some((id) => {
    if (!withB.has(id)) return false;
    const s = reading.sentences[id] as Sentence;
    return s.definition !== null || equivalence.test(s.text);
  });
}

/** Do the two terms share a word or a root ("trace tree" / "trace", "generator" / "generation")? */
const overlap = (a: string, b: string) => wordsOf(a).some((w) => wordsOf(b).some((v) => shareRoot(w, v)));

/** The spelling of `term` in the answer's grammatical number, as the text writes it ("codes" is not guessed). */
function inNumberOf(term: Term, plural: boolean): string | null {
  if (term.kind === 'name') return term.display;
  const seen = plural ? term.plural : term.singular;
  return seen ? lowerFirst(seen) : null;
}

/**
 * Are the two terms things of one kind, so one can stand in for the other?
 * A reader failed "sight, bowl, roof" beside "poorhouse" and a process beside
 * organelles. The material itself says what goes together: terms it lists
 * together ("lists and dictionaries"), phrases with the same head word
 * ("root trace", "branch trace").
 */
export function sameKind(reading: Reading, a: Term, b: Term): boolean {
  if (listedTogether(reading, a.key, b.key)) return true;
  // A person is no programming language ("Mohr" for Java), a field no body ("ICT has concluded"): a name only
  // stands in for a name the material lists with it.
  if (a.kind === 'name' || b.kind === 'name') return false;
  // One word says nothing of its kind: "parentheses" for "tuples", "filenames" for "cookies" in one section
  // were nonsense to a reader of material the engine had never seen.
  const [aWords, bWords] = [a.key.split(' '), b.key.split(' ')];
  return (aWords.length > 1 || bWords.length > 1) && aWords.at(-1) === bWords.at(-1);
}

/**
 * Does the material list the two together, or each with a third ("ICANN, ITU and WIPO", "ITU and UNESCO": UNESCO
 * is of ICANN's kind)? One step further would chain across kinds.
 */
function listedTogether(reading: Reading, a: string, b: string): boolean {
  if (reading.coordinated.has(`${a}|${b}`)) return true;
  const partners = reading.partners.get(a);
  return partners !== undefined && [...partners].some((c) => reading.coordinated.has(`${c}|${b}`));
}

export type TermChoice = { term: Term; text: string; sameSection: boolean };

/**
 * Terms of the answer's kind that could stand in its place, most plausible
 * first: same section, similar rank and length; the seed breaks ties.
 */
export function termStandIns(reading: Reading, sentence: Sentence, mention: Mention, seed: number): TermChoice[] {
  const answer = reading.terms.get(mention.key);
  if (!answer) return [];
  const last = mention.text.split(/\s+/).at(-1) ?? '';
  const plural = answer.kind === 'term' && termKey(last) !== last.toLowerCase();
  const answerWords = mention.key.split(' ').length;
  const place = placeOf(sentence, mention);
  const scored: { choice: TermChoice; score: number }[] = [];
  for (const term of reading.termsByShape.get(answer.shape) ?? []) {
    if (term.kind !== answer.kind || term.key === answer.key) continue;
    if (Math.abs(term.key.split(' ').length - answerWords) > 1) continue;
    const lengthRatio = term.key.length / answer.key.length;
    if (lengthRatio < 0.4 || lengthRatio > 2.5) continue;
    if (overlap(term.key, answer.key)) continue;
    const text = inNumberOf(term, plural);
    if (!text || term.sentenceIds.includes(sentence.id) || sentence.plain.includes(` ${normalise(text)} `)) continue;
    if (related(reading, answer, term) || fitsPlace(reading, place, text)) continue;
    if (!sameKind(reading, answer, term)) continue;
    const sameSection = term.sections.has(sentence.section);
    const score =
      (sameSection ? 2 : 0) +
      (term.key.split(' ').length === answerWords ? 0.5 : 0) -
      Math.abs(term.rank - answer.rank) / 100 +
      draw(seed, `distractor:${mention.key}:${term.key}`);
    scored.push({ choice: { term, text, sameSection }, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.choice);
}

/** Three wrong options for a term or name, unlike each other too; null when the material has too few. */
export function termDistractors(
  reading: Reading,
  sentence: Sentence,
  mention: Mention,
  seed: number,
): Distractors | null {
  const chosen: TermChoice[] = [];
  for (const choice of termStandIns(reading, sentence, mention, seed)) {
    if (chosen.some((c) => overlap(c.term.key, choice.term.key))) continue;
    chosen.push(choice);
    if (chosen.length === 3) break;
  }
  if (chosen.length < 3) return null;
  return { options: chosen.map((c) => c.text), sameSection: chosen.every((c) => c.sameSection) };
}

/** Three wrong numbers: other values the material states for the same unit, else nearby plausible ones. */
export function numberDistractors(
  reading: Reading,
  sentence: Sentence,
  number: StatedNumber,
  seed: number,
): Distractors | null {
  const taken = new Set([number.value, ...sentence.numbers.map((n) => n.value)]);
  const decimals = number.text.split('.')[1]?.length ?? 0;
  const stated: number[] = [];
  for (const other of reading.sentences) {
    for (const n of other.numbers) {
      if (n.kind !== number.kind || taken.has(n.value) || stated.includes(n.value)) continue;
      const near =
        number.kind === 'year'
          ? Math.abs(n.value - number.value) <= 40
          : n.unit === number.unit && n.value / number.value <= 10 && number.value / n.value <= 10;
      if (near && (n.text.split('.')[1]?.length ?? 0) === decimals) stated.push(n.value);
    }
  }
  const ordered = [...stated].sort(
    (a, b) => Math.abs(a - number.value) - Math.abs(b - number.value) || draw(seed, `n:${a}`) - draw(seed, `n:${b}`),
  );
  const values: number[] = [];
  for (const v of [...ordered.slice(0, 2), ...nearbyValues(number, seed), ...ordered.slice(2)]) {
    if (values.length === 3) break;
    if (!taken.has(v) && !values.includes(v)) values.push(v);
  }
  if (values.length < 3) return null;
  return { options: values.map((v) => formatLike(v, number.text)), sameSection: false };
}

/** Plausible wrong values near a number: neighbouring years; halves, doubles and steps of a quantity. */
export function nearbyValues(number: StatedNumber, seed: number): number[] {
  const v = number.value;
  const decimals = number.text.split('.')[1]?.length ?? 0;
  let out: number[];
  if (number.kind === 'year') out = [1, 2, 3, 5, 10].flatMap((d) => [v - d, v + d]);
  else if (Number.isInteger(Math.log2(v)) && v >= 4) out = [v / 2, v * 2, v * 4, v / 4];
  else {
    const step = decimals > 0 ? 10 ** -decimals : 10 ** Math.max(0, Math.floor(Math.log10(v)) - 1);
    out = [v * 2, v / 2, v * 1.5, v + step, v - step, v * 3, v + 2 * step];
  }
  const round = (x: number) => Number(x.toFixed(decimals));
  const valid = out
    .map(round)
    .filter((x) => x > 1 && x !== v && (decimals > 0 || Number.isInteger(x)) && (number.unit !== '%' || x <= 100));
  return [...new Set(valid)].sort((a, b) => draw(seed, `v:${v}:${a}`) - draw(seed, `v:${v}:${b}`));
}

/** `value` written the way the answer is: same decimals, thousands separators if it has them. */
export function formatLike(value: number, like: string): string {
  const decimals = like.split('.')[1]?.length ?? 0;
  return like.includes(',')
    ? value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    : value.toFixed(decimals);
}

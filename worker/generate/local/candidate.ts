// A question the engine could ask, with what selection needs to know about
// it: the sentence it quotes, what it tests, and how good a question it is.
import type { GeneratedQuestion } from '../engine';
import { draw } from '../random';
import { type DifficultyFactors, difficultyOf } from './difficulty';
import type { StatedNumber } from './numbers';
import type { Mention, Reading, Sentence } from './reading';

export type Candidate = {
  question: GeneratedQuestion;
  sentence: number;
  /** What the question tests (a term key, a number); an answer is asked about once. */
  answerKey: string;
  section: string;
  /** Relative worth, around 1: central terms, definitions and well-sized sentences score higher. */
  quality: number;
};

type Fields = Pick<
  GeneratedQuestion,
  'type' | 'question' | 'options' | 'correctAnswer' | 'acceptedAnswers' | 'explanation'
>;

export function candidate(
  reading: Reading,
  sentence: Sentence,
  fields: Fields,
  tested: { answerKey: string; quality: number; factors: Omit<DifficultyFactors, 'type' | 'commonest'> },
): Candidate {
  const accepted = fields.acceptedAnswers?.length ? fields.acceptedAnswers : undefined;
  return {
    question: {
      ...fields,
      acceptedAnswers: accepted,
      topic: sentence.topic,
      difficulty: difficultyOf({ ...tested.factors, type: fields.type, commonest: reading.commonest }),
      source: { materialId: reading.materialId, page: sentence.page, quote: sentence.text },
    },
    sentence: sentence.id,
    answerKey: tested.answerKey,
    section: sentence.section,
    quality: tested.quality * sentenceFit(sentence),
  };
}

/** Sentences of 12–30 words make the clearest questions. */
function sentenceFit(sentence: Sentence): number {
  const words = sentence.text.split(/\s+/).length;
  return words >= 12 && words <= 30 ? 1 : 0.75;
}

const asMention = (n: StatedNumber): Mention => ({
  start: n.start,
  end: n.end,
  text: n.text,
  key: `#${n.value}`,
  kind: n.kind,
});

/**
 * What a sentence can be asked about, best first: the term it defines, its
 * key terms and names by rank (names a little later; the seed reorders
 * near-equals), then its numbers.
 * `exact` leaves out approximate numbers ("at least 8"), which other values would also satisfy.
 */
export function answersOf(reading: Reading, sentence: Sentence, seed: number, exact = false): Mention[] {
  const rankOf = (m: Mention) => {
    const term = reading.terms.get(m.key);
    const defined = sentence.definition?.key === m.key ? -50 : 0;
    return (term?.rank ?? 999) + defined + (m.kind === 'name' ? 30 : 0) + draw(seed, `${sentence.id}:${m.key}`) * 20;
  };
  const terms = [...sentence.mentions].sort((a, b) => rankOf(a) - rankOf(b));
  const numbers = sentence.numbers.filter((n) => !exact || !n.approximate).map(asMention);
  return [...terms, ...numbers];
}

/** How much a question about `mention` is worth: central terms most, details (names, numbers) less. */
export function answerWorth(reading: Reading, mention: Mention): number {
  const term = reading.terms.get(mention.key);
  if (!term) return mention.kind === 'year' ? 0.8 : 0.7;
  const centrality = 1 + Math.max(0, 1 - term.rank / 150) + (term.definitional ? 0.3 : 0);
  return term.kind === 'name' ? centrality * 0.85 : centrality;
}

export const termOf = (reading: Reading, mention: Mention) => reading.terms.get(mention.key);

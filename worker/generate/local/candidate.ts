// A question the engine could ask, with what selection needs to know about
// it: the sentence it quotes, what it tests, and how good a question it is.
import { isVerbForm } from '../../text/lexicon';
import { isEverydayPhrase } from '../../text/word-frequency';
import type { GeneratedQuestion } from '../engine';
import { draw, hash, seededRandom, shuffled } from '../random';
import { type DifficultyFactors, difficultyOf } from './difficulty';
import { answerExplanation, trueExplanation } from './explain';
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
  const otherForm =
    fields.type === 'short_answer' || fields.type === 'fill_blank'
      ? reading.otherForms.get(fields.correctAnswer.toLowerCase())
      : undefined;
  // "What does DNS stand for?" asks for the expansion: the abbreviation it names is no answer.
  const given = fields.acceptedAnswers ?? [];
  const asked =
    otherForm &&
    !fields.question.toLowerCase().includes(otherForm.toLowerCase()) &&
    !given.some((a) => a.toLowerCase() === otherForm.toLowerCase());
  const all = [...given, ...(asked ? [otherForm] : [])];
  const accepted = all.length ? all : undefined;
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

type Tested = Parameters<typeof candidate>[3];

/** A multiple-choice candidate: the answer among the wrong options, in an order drawn from a stream of its own. */
export function choiceCandidate(
  reading: Reading,
  sentence: Sentence,
  seed: number,
  ask: { question: string; answer: string; wrong: readonly string[] },
  tested: Tested,
): Candidate {
  const options = shuffled([ask.answer, ...ask.wrong], seededRandom(hash(`option order:${seed}:${ask.question}`)));
  const fields = {
    type: 'multiple_choice' as const,
    question: ask.question,
    options,
    correctAnswer: ask.answer,
    explanation: answerExplanation(reading, sentence, ask.answer),
  };
  return candidate(reading, sentence, fields, tested);
}

/** A true/false candidate: the quote's own statement when true; when false, the explanation says what changed. */
export function statementCandidate(
  reading: Reading,
  sentence: Sentence,
  statement: string,
  falseBecause: string | null,
  tested: Tested,
): Candidate {
  const fields = {
    type: 'true_false' as const,
    question: statement,
    options: ['True', 'False'],
    correctAnswer: falseBecause === null ? 'True' : 'False',
    explanation: falseBecause ?? trueExplanation(reading, sentence),
  };
  return candidate(reading, sentence, fields, tested);
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

// What may come between a subject and its verb: a parenthesis, an adverb.
const beforeVerb =
  /^\s*(?:\([^)]{1,60}\)\s*)?(?:(?:always|also|only|usually|often|never|still|now|then|first|typically|generally|normally|automatically|directly)\s+)?(\p{L}+)/u;
const presentAuxiliary = /^(is|are|has|have|can|cannot|will|must|may|should|does|do|provides?|contains?|consists?)$/;
// A past tense tells a story ("Disney created Mickey Mouse", "Eastwood was …"): an anecdote, not a fact to learn.
const pastAuxiliary = /^(was|were|had|did)$/;

/** Is the first word after a subject its verb in the present tense ("is", "begins", plural "return")? */
function presentVerbFollows(after: string): boolean {
  const word = beforeVerb.exec(after)?.[1]?.toLowerCase();
  if (!word || pastAuxiliary.test(word)) return false;
  if (presentAuxiliary.test(word)) return true;
  return !/(ed|ing)$/.test(word) && isVerbForm(word);
}

/**
 * Does the sentence open with this term as its subject, in the present tense
 * ("TraceMonkey always begins …", "The tmpfs is …")? Such a sentence is about
 * the term: a statement of it can be judged true or false.
 */
export function opensSentence(sentence: Sentence, mention: Mention): boolean {
  if (!/^(?:(?:the|a|an)\s+)?$/i.test(sentence.text.slice(0, mention.start))) return false;
  // "The error message can also give …": an everyday phrase as subject names no particular thing.
  if (mention.kind === 'term' && isEverydayPhrase(mention.text)) return false;
  return presentVerbFollows(sentence.text.slice(mention.end));
}

// Units of measurement: "28 bytes", "10 ms", "60 %". "26 agencies" or "35 lines" count things in passing.
const measured =
  /^(%|percent|bits?|bytes?|kb|mb|gb|tb|kib|mib|gib|hz|khz|mhz|ghz|ms|milliseconds?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|mm|cm|m|km|metres?|meters?|kg|g|mg|grams?|kilograms?|litres?|liters?|degrees?|volts?|watts?|amps?|times|x|pixels?|px|dpi|characters?|chars?)$/i;

/**
 * What a sentence can be asked about, best first: the term it defines, the
 * term it opens with as subject, then the measured quantities such a sentence
 * states. `exact` leaves out approximate numbers ("at least 8"), which other
 * values would also satisfy; `statement` is for true/false, where the subject stays in view.
 */
export function answersOf(
  reading: Reading,
  sentence: Sentence,
  seed: number,
  exact = false,
  statement = false,
): Mention[] {
  const rankOf = (m: Mention) => {
    const term = reading.terms.get(m.key);
    const defined = sentence.definition?.key === m.key ? -50 : 0;
    return (term?.rank ?? 999) + defined + (m.kind === 'name' ? 30 : 0) + draw(seed, `${sentence.id}:${m.key}`) * 20;
  };
  // A blank is fair only where the sentence defines its term: a reader found most other blanks open to rivals
  // ("_____ is a widely used object-oriented language"). A true/false statement keeps its subject in view.
  const terms = sentence.mentions
    .filter((m) => sentence.definition?.key === m.key || (statement && opensSentence(sentence, m)))
    .sort((a, b) => rankOf(a) - rankOf(b));
  if (terms.length === 0 || !statement) return terms;
  const numbers = sentence.numbers
    .filter((n) => (!exact || !n.approximate) && n.kind === 'number' && measured.test(n.unit))
    .map(asMention);
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

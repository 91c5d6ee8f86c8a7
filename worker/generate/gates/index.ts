// The fairness gates every engine's questions pass (verify.ts calls them), on
// top of verification's checks of form and grounding: the statement a student
// reads stands on its own, a blank or key is no everyday word, and the options
// of a multiple-choice question are things of one kind. A local engine that
// writes from its own sentences, Workers AI and a model on the student's
// laptop are all held to the same bar.
import { isLikelyEnglish } from '../../text/language';
import { commonness } from '../../text/word-frequency';
import type { GeneratedQuestion } from '../engine';
import { statementProblem } from './statement';

const blank = /_{3,}/;
// The frame of a cloze question ("Which term fills the blank? …") and the hint after its blank.
const clozeFrame = /^Which \w+ fills the blank\?\s*/;
const wordsHint = /\s*\(\d+ words\)$/;
// Stems that define: their key is fair even when it is an everyday word ("A _____ is a relation between …").
const defining =
  /\b(is|are) (an?|the|one of the)\b|\b(is|are) (called|known as|defined as|termed)\b|\brefers? to\b|\bmeans\b|\bstands? for\b/i;

/** The statement a student reads: a true/false statement, or a cloze stem with its answer put back. */
function statementOf(q: GeneratedQuestion): string | null {
  if (q.type === 'true_false') return q.question;
  const stem = q.question.replace(clozeFrame, '').replace(wordsHint, '');
  if (!blank.test(stem)) return null;
  const filled = stem.replace(blank, q.correctAnswer);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/** Why a question is unfair to a student who cannot see its page, or null. */
export function fairnessProblem(q: GeneratedQuestion): string | null {
  // "F ORCES S TACK": small capitals the extractor split; no student would write that.
  // "FORCESSTACK": the same, joined; no abbreviation runs to nine capitals.
  if (
    [q.question, q.correctAnswer, ...(q.options ?? [])].some((text) =>
      /(^|\s)\p{Lu} \p{Lu}{3,}\b|\b\p{Lu}{9,}\b/u.test(text),
    )
  )
    return 'garbled text';
  const english = isLikelyEnglish(`${q.question} ${q.source.quote}`);
  const statement = statementOf(q);
  if (statement !== null) {
    const problem = statementProblem(statement, { english, asStatement: q.type === 'true_false' });
    if (problem) return problem;
    if (english && q.type !== 'true_false' && isEverydayKey(q.correctAnswer) && !defining.test(statement))
      return 'the blank is an everyday word';
    if (english && q.type === 'true_false' && definesEverydayWord(statement)) return 'a definition of an everyday word';
    // "_____ are languages that …" with the key "C++ and Python": one of several answers.
    if (q.type === 'fill_blank' && /\s(and|or)\s|,/.test(q.correctAnswer.trim())) return 'several answers in one blank';
  } else {
    // A question of its own ("What is the term for …?"): what it says must still name what it is about.
    const asked = q.question.replace(/\b(of|among) (these|the following)\b/gi, '');
    const problem = statementProblem(asked.replace(/^(what|which|who|whom|where|when|how)\b[^,]*?\s/i, 'The '), {
      english,
    });
    if (problem && problem !== 'not a sentence start' && problem !== 'leans on the sentence before') return problem;
  }
  // "… without IP fragmentation plus 28 bytes for the IPv4": arithmetic of a worked example, not a definition.
  if (/\b(plus|minus)\s+\d/i.test(q.question)) return 'a fragment of a worked example';
  // "argument hadError", "flags argument": a parameter of a function the question does not name.
  if (
    q.type !== 'true_false' &&
    /\b(argument|parameter)s?\b/i.test(q.correctAnswer) &&
    /\s/.test(q.correctAnswer.trim())
  )
    return 'the answer is a parameter';
  // "MODES", "FILE": a manual's placeholder for what the reader writes; "APT" comes with its expansion.
  if (
    q.type !== 'true_false' &&
    /^\p{Lu}{3,}$/u.test(q.correctAnswer) &&
    isEverydayKey(q.correctAnswer.toLowerCase().replace(/s$/, '')) &&
    !(q.acceptedAnswers ?? []).some((a) => /\s/.test(a.trim()))
  )
    return 'the answer is a placeholder';
  // "What is the term for a rectangular box …?" — "symbol"; "… one file separator between each part …?" — "return value".
  if (q.type !== 'true_false' && isGenericAnswer(q.correctAnswer)) return 'the answer is a generic word';
  // "_____ is the most basic way to …", "What is an extensive framework for …?": others fit too.
  if (english && (q.type === 'fill_blank' || q.type === 'short_answer') && looseDescription.test(q.question))
    return 'a description other answers fit too';
  if (q.type === 'multiple_choice') return optionsProblem(q.options ?? []);
  return null;
}

// Superlatives and judgements ("the most basic way", "an extensive framework", "quickly computed"), not "most of".
const looseDescription =
  /\b(the|an?) (most|least) \w+|\b(extremely|very|quite|rather|simplest|easiest|best|basic|simple|extensive|quick(ly)?|typical(ly)?|popular|mostly|usually|often)\b/i;

// Words that name a role in some context, never a thing a course teaches by that name.
const genericNouns = new Set(
  'symbol symbols value values return option options parameter parameters argument arguments input inputs output outputs result results data object objects element elements item items thing things type types number numbers string strings name names list lists file files function functions command commands program programs method methods field fields default defaults vector vectors matrix matrices entry entries part parts way ways case cases form forms kind kinds set sets'.split(
    ' ',
  ),
);
const isGenericAnswer = (answer: string) =>
  answer
    .toLowerCase()
    .split(/\s+/)
    .every((word) => genericNouns.has(word));

/** "An e-book is a book delivered in electronic form": what every student already knows. */
function definesEverydayWord(statement: string): boolean {
  const m = /^(?:an?|the)\s+([\p{L}-]+)\s+(?:is|are)\s+(?:an?|the)\s/iu.exec(statement);
  const word = m?.[1]?.replace(/-/g, '');
  return word !== undefined && commonness(word) === 'everyday';
}

const isEverydayKey = (answer: string) => !/\s/.test(answer.trim()) && commonness(answer.trim()) === 'everyday';

const numeric = /^[-+]?[\d.,]+\s*\S{0,6}$/;
const wordCount = (text: string) => text.trim().split(/\s+/).length;

/**
 * Options of different kinds give the answer away: a number among words, a
 * name among common nouns, a one-word option beside five-word ones. Sentences
 * (the definitions a term question offers) are alike enough by being sentences.
 */
export function optionsProblem(options: readonly string[]): string | null {
  if (options.length < 3) return null;
  const numbers = options.filter((o) => numeric.test(o.trim())).length;
  if (numbers > 0 && numbers < options.length) return 'options of different kinds';
  const counts = options.map(wordCount);
  if (Math.min(...counts) >= 4) return null;
  if (Math.max(...counts) - Math.min(...counts) > 2) return 'options of different kinds';
  // "ICANN, WSIS, OECD, considerations": a name among common nouns (or the reverse) stands out.
  const capitalised = options.filter((o) => /^\p{Lu}/u.test(o.trim())).length;
  if (capitalised > 0 && capitalised < options.length) return 'options of different kinds';
  return null;
}

// Short answer: a definition turned around ("What is the term for …?") or an
// abbreviation to expand, so the expected answer is a short term that can be
// graded reliably.
import { answerWorth, type Candidate, candidate, termOf } from './candidate';
import { hasRivalDefinition, isKnownAbbreviation } from './definition-forms';
import { abbreviationPrompt, definitionPrompt } from './definitions';
import { answerExplanation } from './explain';
import type { Reading, Sentence } from './reading';

export function shortAnswer(reading: Reading, sentence: Sentence): Candidate | null {
  const prompt = definitionPrompt(sentence) ?? abbreviationPrompt(sentence);
  if (!prompt) return null;
  const abbreviation = /abbreviation (\S+) stand/.exec(prompt.question)?.[1];
  if (abbreviation && !isKnownAbbreviation(reading, abbreviation, prompt.answer)) return null;
  if (!abbreviation && hasRivalDefinition(reading, sentence)) return null;
  return candidate(
    reading,
    sentence,
    {
      type: 'short_answer',
      question: prompt.question,
      correctAnswer: prompt.answer,
      acceptedAnswers: prompt.accepted,
      explanation: answerExplanation(reading, sentence, prompt.answer),
    },
    {
      answerKey: prompt.mention.key,
      quality: answerWorth(reading, prompt.mention) * 1.3,
      factors: { kind: prompt.mention.kind, term: termOf(reading, prompt.mention) },
    },
  );
}

// Fill in the blank: a sentence about a key term (or a number it states) with
// that term blanked; the student writes it, and plural/singular and spelling
// variants are accepted.
import { answersOf, answerWorth, type Candidate, candidate, termOf } from './candidate';
import { clozeOf, isUniqueFit } from './cloze';
import { hasRivalDefinition } from './definition-forms';
import { definitionPrompt } from './definitions';
import { answerExplanation } from './explain';
import type { Reading, Sentence } from './reading';

export function fillBlank(reading: Reading, sentence: Sentence, seed: number): Candidate | null {
  // Only a true/false statement names the function its section documents (anchor.ts); a blank would not.
  if (sentence.anchor) return null;
  for (const mention of answersOf(reading, sentence, seed)) {
    if (!isUniqueFit(reading, sentence, mention)) continue;
    if (sentence.definition?.key === mention.key && hasRivalDefinition(reading, sentence)) continue;
    // "A(n) _____ is a type of pointer": a definition too vague to ask for its term is too vague a clue.
    if (
      sentence.definition?.key === mention.key &&
      sentence.definition.pattern === 'is a' &&
      !definitionPrompt(sentence)
    )
      continue;
    // "The _____ is a general term that describes boxes": a word about words leaves the blank open.
    if (/^\W*(is|are) (an?|the) (\p{Ll}+ )?(term|word|name)\b/u.test(sentence.text.slice(mention.end))) continue;
    const cloze = clozeOf(sentence, mention, reading.english);
    if (!cloze) continue;
    // Without a hint, "_____ are a special class of functions" might take one word or three.
    const words = reading.english ? cloze.answer.split(/\s+/).length : 1;
    return candidate(
      reading,
      sentence,
      {
        type: 'fill_blank',
        question: words > 1 ? `${cloze.stem} (${words} words)` : cloze.stem,
        correctAnswer: cloze.answer,
        acceptedAnswers: cloze.accepted,
        explanation: answerExplanation(reading, sentence, cloze.answer),
      },
      {
        answerKey: mention.key,
        quality: answerWorth(reading, mention),
        factors: { kind: mention.kind, term: termOf(reading, mention) },
      },
    );
  }
  return null;
}

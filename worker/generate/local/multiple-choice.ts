// Multiple choice: a definitional stem ("Which term describes …?") or a cloze
// stem, the answer and three distractors of the same kind, in an order fixed
// by the seed.

import { answersOf, answerWorth, type Candidate, choiceCandidate, termOf } from './candidate';
import { clozeOf, isUniqueFit } from './cloze';
import { definitionPrompt } from './definitions';
import { type Distractors, numberDistractors, termDistractors } from './distractors';
import type { Mention, Reading, Sentence } from './reading';

const askedFor = { term: 'term', name: 'name', number: 'number', year: 'year' } as const;

function distractorsFor(reading: Reading, sentence: Sentence, mention: Mention, seed: number): Distractors | null {
  if (mention.kind === 'term' || mention.kind === 'name') return termDistractors(reading, sentence, mention, seed);
  const number = sentence.numbers.find((n) => n.start === mention.start);
  return number ? numberDistractors(reading, sentence, number, seed) : null;
}

export function multipleChoice(reading: Reading, sentence: Sentence, seed: number): Candidate | null {
  const prompt = definitionPrompt(sentence);
  const asks = prompt
    ? [{ mention: prompt.mention, question: prompt.choiceQuestion, answer: prompt.answer }]
    : // With four options to choose from, a statement's subject may be asked too: only the options must not fit.
      answersOf(reading, sentence, seed, true, true).flatMap((mention) => {
        if (!sentence.selfContained) return [];
        // A number or a defined term must be the one fit of its blank; a subject is judged by its options.
        if ((mention.kind !== 'term' && mention.kind !== 'name') || sentence.definition?.key === mention.key) {
          if (!isUniqueFit(reading, sentence, mention)) return [];
        }
        const cloze = clozeOf(sentence, mention, reading.english);
        return cloze
          ? [
              {
                mention,
                question: `Which ${askedFor[mention.kind]} fills the blank? ${cloze.stem}`,
                answer: cloze.answer,
              },
            ]
          : [];
      });
  for (const { mention, question, answer } of asks) {
    const distractors = distractorsFor(reading, sentence, mention, seed);
    if (!distractors) continue;
    return choiceCandidate(
      reading,
      sentence,
      seed,
      { question, answer, wrong: distractors.options },
      {
        answerKey: mention.key,
        quality: answerWorth(reading, mention) * (prompt ? 1.3 : 1),
        factors: { kind: mention.kind, term: termOf(reading, mention), closeOptions: distractors.sameSection },
      },
    );
  }
  return null;
}

// Multiple choice with a cloze stem: a statement's subject or measured number
// blanked, the answer and three distractors of the same kind, in an order fixed
// by the seed. Definitions are asked from both sides in definition-forms.ts.

import { answersOf, answerWorth, type Candidate, choiceCandidate, termOf } from './candidate';
import { clozeOf, isUniqueFit } from './cloze';
import { type Distractors, numberDistractors, termDistractors } from './distractors';
import type { Mention, Reading, Sentence } from './reading';

const askedFor = { term: 'term', name: 'name', number: 'number', year: 'year' } as const;

function distractorsFor(reading: Reading, sentence: Sentence, mention: Mention, seed: number): Distractors | null {
  if (mention.kind === 'term' || mention.kind === 'name') return termDistractors(reading, sentence, mention, seed);
  const number = sentence.numbers.find((n) => n.start === mention.start);
  return number ? numberDistractors(reading, sentence, number, seed) : null;
}

export function multipleChoice(reading: Reading, sentence: Sentence, seed: number): Candidate | null {
  // A defined term is asked by definitionToTerm, with defined terms of the same kind as its options: a
  // reader found "monomorphization" among "ownership", "hasher" and "slice" the only process of the four.
  if (sentence.definition) return null;
  const asks =
    // With four options to choose from, a statement's subject may be asked too: only the options must not fit.
    answersOf(reading, sentence, seed, true, true).flatMap((mention) => {
      if (!sentence.selfContained || sentence.anchor) return [];
      // A number must be the one fit of its blank; a subject is judged by its options.
      if (mention.kind !== 'term' && mention.kind !== 'name' && !isUniqueFit(reading, sentence, mention)) return [];
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
        quality: answerWorth(reading, mention),
        factors: { kind: mention.kind, term: termOf(reading, mention), closeOptions: distractors.sameSection },
      },
    );
  }
  return null;
}

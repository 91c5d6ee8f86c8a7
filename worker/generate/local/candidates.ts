// Step 5: the candidate questions of the requested types, written from a
// bounded, seeded sample of the material's quotable sentences (definitions and
// sentences on the preferred topics first), so the work stays small however
// long the material is.

import type { QuestionType } from '../engine';
import { draw } from '../random';
import type { Candidate } from './candidate';
import { definitionToTerm, definitionTrueFalse, termToDefinition } from './definition-forms';
import { fillBlank } from './fill-blank';
import { foreignDefinitionBlank } from './foreign';
import { multipleChoice } from './multiple-choice';
import type { Reading, Sentence } from './reading';
import { shortAnswer } from './short-answer';
import { trueFalse } from './true-false';

/** Sentences turned into candidates at most: several times what any exam asks for. */
const maxSentences = 600;

export function writeCandidates(
  reading: Reading,
  request: { types: readonly QuestionType[]; topics: readonly string[] },
  seed: number,
): Candidate[] {
  const wanted = new Set(request.types);
  const out: Candidate[] = [];
  for (const sentence of sentencesToAsk(reading, request.topics, seed)) {
    // Definitions and abbreviations ask about a phrase of the sentence; the other forms show the
    // whole sentence, so it must stand on its own.
    if (!reading.english) {
      if (wanted.has('fill_blank')) push(out, foreignDefinitionBlank(reading, sentence));
      continue;
    }
    if (wanted.has('fill_blank') && sentence.selfContained) push(out, fillBlank(reading, sentence, seed));
    // Without a part-of-speech reading, other languages' distractors would mix nouns, verbs and adjectives.
    if (wanted.has('multiple_choice') && reading.english) {
      push(out, multipleChoice(reading, sentence, seed) ?? definitionToTerm(reading, sentence, seed));
      push(out, termToDefinition(reading, sentence, seed));
    }
    if (wanted.has('true_false')) {
      const fromDefinition = reading.english ? definitionTrueFalse(reading, sentence, seed) : [];
      if (fromDefinition.length > 0) out.push(...fromDefinition);
      else if (sentence.selfContained) out.push(...trueFalse(reading, sentence, seed));
    }
    if (wanted.has('short_answer') && reading.english) push(out, shortAnswer(reading, sentence));
  }
  return out;
}

const push = (list: Candidate[], item: Candidate | null) => {
  if (item) list.push(item);
};

function sentencesToAsk(reading: Reading, topics: readonly string[], seed: number): Sentence[] {
  const askable = reading.sentences.filter(
    // An abbreviation with its expansion ("Domain Name System (DNS)") is worth asking whatever its words' ranks.
    (s) =>
      s.quotable &&
      s.placed &&
      (!reading.english ||
        s.mentions.length > 0 ||
        s.numbers.length > 0 ||
        /\(\p{Lu}{2,6}s?\)/u.test(s.text) ||
        s.anchor !== null),
  );
  if (askable.length <= maxSentences) return askable;
  const preferred = new Set(topics.map((t) => t.toLowerCase()));
  const first = (s: Sentence) => s.definition !== null || preferred.has(s.topic.toLowerCase());
  return askable
    .map((s) => ({ s, order: (first(s) ? 0 : 1) + draw(seed, `sentence:${s.id}`) }))
    .sort((a, b) => a.order - b.order)
    .slice(0, maxSentences)
    .map(({ s }) => s)
    .sort((a, b) => a.id - b.id);
}

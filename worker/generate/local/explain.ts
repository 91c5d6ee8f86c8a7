// The explanation a student reads after answering: why the answer is right,
// citing the passage it came from.
import type { Reading, Sentence } from './reading';

const place = (reading: Reading, sentence: Sentence) => `${reading.unit} ${sentence.page}`;

export function answerExplanation(reading: Reading, sentence: Sentence, answer: string): string {
  return `The answer is "${answer}". According to ${place(reading, sentence)}: "${sentence.text}"`;
}

export function trueExplanation(reading: Reading, sentence: Sentence): string {
  return `True. According to ${place(reading, sentence)}: "${sentence.text}"`;
}

export function falseExplanation(reading: Reading, sentence: Sentence, swapped: string, original: string): string {
  return `False. The statement says "${swapped}" where ${place(reading, sentence)} says "${original}": "${sentence.text}"`;
}

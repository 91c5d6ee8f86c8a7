import { describe, expect, it } from 'vitest';
import { fillBlank } from './fill-blank';
import { readMaterial } from './reading';
import { material } from './test-materials';

const pointerNotes = material('pointer-notes', 'section', [
  {
    page: 1,
    text: `Smart Pointers\n\n${[
      'A regular reference is a type of pointer, and one way to think of a pointer is as an arrow to a value stored somewhere else.',
      'A regular reference borrows the value that it points to and never owns that value.',
      'A smart pointer is a data structure that owns the memory it refers to and frees it when dropped.',
      'A smart pointer owns the data that it points to, unlike a regular reference.',
      'The smart pointer frees its data when the smart pointer goes out of scope.',
    ].join(' ')}`,
  },
]);

/** The blank fill-in-the-blank writes from the sentence that starts with `opening`, if any. */
function blankOf(opening: string): string | null {
  const reading = readMaterial(pointerNotes, 1, []);
  const sentence = reading.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return fillBlank(reading, sentence, 1)?.question.question ?? null;
}

describe('fillBlank', () => {
  it('blanks the term a definition says what sets apart', () => {
    expect(blankOf('A smart pointer is')).toMatch(/^A\(n\) _____ is a data structure that owns the memory/);
  });

  it('does not blank a term defined only as "a type of" something (many terms fit)', () => {
    expect(blankOf('A regular reference is')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { readMaterial } from './reading';
import { material } from './test-materials';
import { trueFalse } from './true-false';

const linkerNotes = (extra = '') =>
  material('linker-notes', 'section', [
    {
      page: 1,
      text: `Linking\n\n${[
        'A linker is a program that combines object files into one executable program for the loader.',
        'The linker resolves every undefined symbol automatically when the executable program is built.',
        'Object files hold machine code together with a table of symbols for the linker.',
        'The linker reports an error for each symbol that no object file defines.',
        extra,
      ].join(' ')}`,
    },
    {
      page: 2,
      text: 'Loading\n\nA loader is a program that maps the executable program into memory before the program starts running.',
    },
  ]);

/** The statements true/false writes from the sentence of `notes` that starts with `opening`, with their keys. */
function statements(notes: ReturnType<typeof linkerNotes>, opening: string) {
  const reading = readMaterial(notes, 1, []);
  const sentence = reading.sentences.find((s) => s.text.startsWith(opening));
  if (!sentence) throw new Error(`no sentence "${opening}"`);
  return trueFalse(reading, sentence, 1).map((c) => [c.question.question, c.question.correctAnswer]);
}

describe('trueFalse', () => {
  it('states nothing a reference repeats, in the same opening words, under three entries or more', () => {
    const entry = (name: string, page: number, code: string) => ({
      page,
      text: `${name}\n\nThe resolver ${name} method asks the DNS server for records of one type. On error, err is an Error object, where err.code is ${code}.`,
    });
    const notes = material('resolver-notes', 'section', [
      entry('Lookup', 1, 'the error code'),
      entry('Reverse', 2, 'one of the DNS error codes'),
      entry('Records', 3, 'a DNS error code'),
    ]);
    const sentences = readMaterial(notes, 1, []).sentences;
    expect(sentences.filter((s) => s.text.startsWith('On error')).map((s) => s.selfContained)).toEqual([
      false,
      false,
      false,
    ]);
    expect(sentences.filter((s) => s.text.startsWith('The resolver')).every((s) => s.selfContained)).toBe(true);
  });

  it('makes a statement false by turning one word into its opposite, and says which', () => {
    const notes = linkerNotes();
    const reading = readMaterial(notes, 1, []);
    const sentence = reading.sentences.find((s) => s.text.startsWith('The linker resolves'));
    const [, turned] = sentence ? trueFalse(reading, sentence, 1) : [];
    expect(turned?.question.question).toBe(
      'The linker resolves every undefined symbol manually when the executable program is built.',
    );
    expect(turned?.question.correctAnswer).toBe('False');
    expect(turned?.question.explanation).toMatch(/says "manually" where .* says "automatically"/);
  });

  it('does not turn a word where the material says the opposite of something alike', () => {
    const said = 'A careful programmer resolves every undefined symbol manually when the program is built.';
    expect(statements(linkerNotes(said), 'The linker resolves')).toEqual([
      ['The linker resolves every undefined symbol automatically when the executable program is built.', 'True'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Block } from './clean';
import { findDefinitions, keyTerms } from './terms';

const para = (text: string, page = 1, heading: string | null = null): Block => ({ text, page, kind: 'para', heading });
const heading = (text: string, page = 1): Block => ({ text, page, kind: 'heading', heading: text });

// Adapted from the Python functional programming HOWTO.
const howto: Block[] = [
  heading('Iterators', 1),
  para(
    'An iterator is an object representing a stream of data; this object returns the data one element at a time. A Python iterator must support a method called next that takes no arguments.',
    1,
    'Iterators',
  ),
  para(
    'The built-in iter function takes an arbitrary object and tries to return an iterator that will return the contents of the object. Several of the built-in data types support iteration, the most common being lists and dictionaries.',
    2,
    'Iterators',
  ),
  para(
    'You can only go forward in an iterator; there is no way to get the previous element, reset the iterator, or make a copy of it. For example, a generator expression returns an iterator over the house numbers.',
    3,
    'Iterators',
  ),
  heading('Generators', 4),
  para(
    'Generators are a special class of functions that simplify the task of writing iterators. When you call a generator function, it returns a generator object that supports the iterator protocol.',
    4,
    'Generators',
  ),
];

describe('keyTerms', () => {
  const terms = keyTerms(howto);
  const term = (key: string) => terms.find((t) => t.key === key);

  it('ranks the defined term the material keeps returning to first', () => {
    expect(terms[0]?.key).toBe('iterator');
  });

  it('marks a term that names a section and one that is defined', () => {
    expect(term('iterator')).toMatchObject({ inHeading: true, definitional: true });
    expect(term('generator')).toMatchObject({ inHeading: true, definitional: true });
  });

  it('counts the occurrences of a term however it is spelled, and lists its pages', () => {
    expect(term('iterator')).toMatchObject({ display: 'iterator', count: 6, pages: [1, 2, 3, 4] });
  });

  it('keeps multi-word terms whole', () => {
    expect(term('generator function')).toBeDefined();
  });

  it('leaves out generic words', () => {
    expect(term('example')).toBeUndefined();
    expect(term('way')).toBeUndefined();
  });

  it('ranks an everyday word below a technical term seen as often', () => {
    const blocks = [
      para('The house has a tuple in it. Every house stores a tuple near the door.'),
      para('A house can hold a tuple or two. The tuple is immutable but the house is not.'),
    ];
    const [first] = keyTerms(blocks);
    expect(first?.key).toBe('tuple');
  });

  it('returns at most `limit` terms', () => {
    expect(keyTerms(howto, { limit: 3 })).toHaveLength(3);
  });

  it('promotes terms the source emphasised', () => {
    const blocks = [
      para('A predicate is applied to each element. The filter keeps the element when the function is true.'),
    ];
    expect(keyTerms(blocks)[0]?.key).toBe('filter');
    expect(keyTerms(blocks, { emphasis: new Map([['predicate', 1]]) })[0]?.key).toBe('predicate');
  });

  it('gives non-English text frequency-based words without its function words', () => {
    const french = [
      para(
        "Je demande que les personnes désignées soient rattachées à l'assuré pour les prestations de l'assurance maladie.",
      ),
      para("L'assuré doit signer la demande avec les pièces justificatives pour les prestations."),
      para('La demande de rattachement est valable pour les prestations en nature de l’assurance maladie.'),
    ];
    const keys = keyTerms(french).map((t) => t.key);
    expect(keys.slice(0, 3)).toEqual(expect.arrayContaining(['demande', 'prestations']));
    expect(keys).not.toContain('pour');
    expect(keys).toContain('assuré');
  });

  it('returns nothing for a material without paragraphs', () => {
    expect(keyTerms([heading('Contents')])).toEqual([]);
  });
});

describe('findDefinitions', () => {
  it.each([
    {
      pattern: 'is a',
      term: 'trace',
      sentence: 'A trace is simply a program path, which may cross function call boundaries.',
    },
    {
      pattern: 'refers to',
      term: 'Device files',
      sentence: 'Device files refer to physical or virtual devices on your system, such as your hard disk or screen.',
    },
    {
      pattern: 'is defined as',
      term: 'predicate',
      sentence: 'A predicate is defined as a function that returns the truth value of some condition.',
    },
    {
      pattern: 'known as',
      term: 'trace stitching',
      sentence:
        'Transitions from a trace to a branch trace at a side exit avoid the costs of calling traces from the monitor, in a feature called trace stitching.',
    },
    {
      pattern: 'also called',
      term: 'Call threading',
      sentence:
        'Call threading, also known as context threading, compiles methods by generating a native call instruction.',
    },
    {
      pattern: 'means',
      term: 'Source Code Form',
      sentence: '"Source Code Form" means the form of the work preferred for making modifications.',
    },
    {
      pattern: 'means',
      term: 'Licensor',
      sentence: '"Licensor" shall mean the copyright owner that is granting the permissions of this document.',
    },
    {
      pattern: 'means',
      term: 'source code',
      sentence: 'The "source code" for a work means the preferred form of the work for making modifications to it.',
    },
  ])('finds "$pattern" definitions', ({ pattern, term, sentence }) => {
    const [definition] = findDefinitions([para(sentence, 4, 'Traces')]);
    expect(definition).toMatchObject({ pattern, term, sentence, page: 4, heading: 'Traces' });
    expect(sentence.slice(definition?.start, definition?.end)).toBe(term);
  });

  it.each([
    {
      name: 'quoted speech in fiction',
      text: '“Mr. Elton is a very good sort of man,” said Emma. “Harriet is a dear, sweet girl,” she added.',
    },
    { name: 'a pronoun subject', text: 'It is a common mistake to forget the final semicolon in such code.' },
    { name: 'a generic subject', text: 'The example is a short program that prints the first hundred prime numbers.' },
    { name: 'a heading', text: 'An iterator is an object' },
  ])('ignores $name', ({ text }) => {
    expect(findDefinitions([para(text)])).toEqual([]);
  });

  it('keeps only definitions of the given key terms', () => {
    const blocks = [para('A trace is simply a program path, which may cross function call boundaries.')];
    expect(findDefinitions(blocks, keyTerms(blocks))).toHaveLength(1);
    expect(findDefinitions(blocks, [])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { nounPhrases, singular, termKey } from './phrases';

describe('nounPhrases', () => {
  it.each([
    {
      sentence: 'An iterator is an object representing a stream of data.',
      phrases: ['iterator', 'object', 'stream', 'data'],
    },
    {
      sentence: 'Debian GNU/Linux is a particular distribution of the Linux operating system.',
      phrases: ['Debian GNU/Linux', 'distribution', 'Linux', 'Linux operating system'],
    },
    {
      sentence: 'Mr. Knightley walked to Hartfield with Mrs. Weston.',
      phrases: ['Mr. Knightley', 'Hartfield', 'Mrs. Weston'],
    },
    {
      sentence: 'The system stops extending the inner tree when it reaches an outer loop.',
      phrases: ['system', 'inner tree', 'outer loop'],
    },
    {
      sentence: 'Several of Python’s built-in data types support iteration.',
      phrases: ['Python’s', 'built-in data types', 'iteration'],
    },
  ])('finds the noun phrases of "$sentence"', ({ sentence, phrases }) => {
    expect(nounPhrases(sentence).map((s) => s.text)).toEqual(phrases);
  });

  it('gives each phrase its place in the sentence', () => {
    const sentence = 'A trace is simply a program path.';
    expect(nounPhrases(sentence).map((s) => sentence.slice(s.start, s.end))).toEqual(['trace', 'program path']);
  });
});

describe('termKey', () => {
  it.each([
    { surface: 'The Data Frames', key: 'data frame' },
    { surface: "Mr. Knightley's", key: 'mr. knightley' },
    { surface: 'an index vector', key: 'index vector' },
    { surface: 'class', key: 'class' },
  ])('keys "$surface" as "$key"', ({ surface, key }) => {
    expect(termKey(surface)).toBe(key);
  });
});

describe('singular', () => {
  it.each([
    ['libraries', 'library'],
    ['boxes', 'box'],
    ['matrices', 'matrix'],
    ['analyses', 'analysis'],
    ['status', 'status'],
    ['data', 'data'],
  ])('makes "%s" "%s"', (plural, one) => {
    expect(singular(plural)).toBe(one);
  });
});

import { describe, expect, it } from 'vitest';
import { topicFinder } from './topics';

const topicOf = topicFinder(['Iterators', 'Generator Expressions', 'Functional Programming']);

describe('topicFinder', () => {
  it.each([
    ['the section heading that names a topic', 'Iterators', 'Lists support iteration.', 'Iterators'],
    ['a heading matched without regard to case', 'ITERATORS', 'Lists support iteration.', 'Iterators'],
    [
      'a heading that contains a topic',
      'Generator Expressions and List Comprehensions',
      'Tuples.',
      'Generator Expressions',
    ],
    [
      'the topic sharing most words with the sentence when the heading names none',
      'Small Functions',
      'Functional programming decomposes a problem into functions.',
      'Functional Programming',
    ],
    ['the first topic when nothing matches', null, 'The weather was fine.', 'Iterators'],
  ])('assigns %s', (_, section, sentence, topic) => {
    expect(topicOf(section, sentence)).toBe(topic);
  });
});

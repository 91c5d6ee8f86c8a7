import { describe, expect, it } from 'vitest';
import { proseProblem, splitSentences, wordCount } from './sentences';

describe('splitSentences', () => {
  it.each([
    {
      name: 'after titles, times and dates',
      text: 'Dr. Smith arrived at 3 p.m. on Jan. 5! He left at noon.',
      sentences: ['Dr. Smith arrived at 3 p.m. on Jan. 5!', 'He left at noon.'],
    },
    {
      name: 'after figure and equation references',
      text: 'See Fig. 3 and Eq. 2 for details. The U.S. economy grew.',
      sentences: ['See Fig. 3 and Eq. 2 for details.', 'The U.S. economy grew.'],
    },
    {
      name: 'inside dotted names',
      text: 'A data frame is a list with class "data.frame". It has rows and columns.',
      sentences: ['A data frame is a list with class "data.frame".', 'It has rows and columns.'],
    },
    {
      name: 'after "e.g."',
      text: 'Use a container, e.g. a list or a tuple. Then iterate over it.',
      sentences: ['Use a container, e.g. a list or a tuple.', 'Then iterate over it.'],
    },
    {
      name: 'after initials',
      text: 'J. R. R. Tolkien wrote it. Then he slept.',
      sentences: ['J. R. R. Tolkien wrote it.', 'Then he slept.'],
    },
    {
      name: 'at Chinese full stops',
      text: '通过教学，帮助学生掌握基础理论。教学内容包括定理。',
      sentences: ['通过教学，帮助学生掌握基础理论。', '教学内容包括定理。'],
    },
  ])('does not split $name', ({ text, sentences }) => {
    expect(splitSentences(text)).toEqual(sentences);
  });
});

describe('wordCount', () => {
  it.each([
    { text: "It's a well-known data.frame.", words: 4 },
    { text: 'Debian GNU/Linux 11 was released.', words: 6 },
    { text: '通过教学帮助学生掌握', words: 5 },
  ])('counts $words words in "$text"', ({ text, words }) => {
    expect(wordCount(text)).toBe(words);
  });
});

describe('proseProblem', () => {
  it('accepts a definitional sentence from a paper', () => {
    expect(proseProblem('A trace is simply a program path, which may cross function call boundaries.')).toBeNull();
  });

  it.each([
    { reason: 'too short', sentence: 'Talos is a framework.' },
    { reason: 'too long', sentence: `Pandoc converts ${'markdown and '.repeat(20)}HTML.` },
    {
      reason: 'not a sentence start',
      sentence: 'and is used for the application logic of browser-based productivity applications.',
    },
    {
      reason: 'not a sentence end',
      sentence: 'The dict constructor can accept an iterator that returns a finite stream',
    },
    {
      reason: 'contains a link',
      sentence: 'You can find a list of mirrors at https://www.debian.org/distrib/ftplist today.',
    },
    {
      reason: 'boilerplate',
      sentence: 'Permission is granted to copy and distribute modified versions of this manual.',
    },
    { reason: 'code', sentence: 'You could equally write for i in generate_ints(5) in the loop.' },
    {
      reason: 'mostly numbers',
      sentence: 'The archives carry 59100 packages in 2021 across 10 architectures and 3 releases today.',
    },
    {
      reason: 'mostly symbols',
      sentence: 'The mode is set with chmod u=rwx,g=rx,o= file and then 0750 -> drwxr-x---.',
    },
    {
      reason: 'citation',
      sentence:
        'Gal and Franz describe incremental dynamic code generation with trace trees in Proceedings of VEE, 2009.',
    },
    { reason: 'quoted speech', sentence: '"I am very glad," said she, "that you came to see us today."' },
    {
      reason: 'list fragment',
      sentence:
        "Don't use at all, Use less than once each week, Use about once each week, Use several times a week, Use daily.",
    },
    { reason: 'starts with a pronoun', sentence: 'It is a common mistake to forget the final semicolon in such code.' },
    {
      reason: 'garbled text',
      sentence:
        'Hanorosas tAeKnapai IVIs tno Hanory ynnal IVIBaeMoMy CBS I3VI npVIMeHeHVIe CVICTeMbl Hanoroo6nO KeHVIS.',
    },
  ])('reports "$reason"', ({ reason, sentence }) => {
    expect(proseProblem(sentence)).toBe(reason);
  });

  it('reads a quoted term being defined as no speech', () => {
    expect(proseProblem('"Licensor" shall mean the copyright owner that is granting the permissions.')).toBeNull();
  });

  it('accepts a sentence starting with a pronoun when asked to', () => {
    const sentence = 'This document answers questions frequently asked about Debian GNU/Linux.';
    expect(proseProblem(sentence, { allowPronounStart: true })).toBeNull();
  });

  it('accepts a long list of adjectives held together by a verb', () => {
    const sentence =
      'Emma Woodhouse, handsome, clever, and rich, with a comfortable home and happy disposition, seemed to unite some of the best blessings of existence.';
    expect(proseProblem(sentence)).toBeNull();
  });
});

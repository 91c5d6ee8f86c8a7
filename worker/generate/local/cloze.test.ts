import { describe, expect, it } from 'vitest';
import { blank, clozeOf, withArticle } from './cloze';
import { givesAway, shareRoot } from './giveaway';
import type { AnswerKind, Sentence } from './reading';
import { sentence } from './test-materials';

const clozeFor = (text: string, answer: string, kind?: AnswerKind) => {
  const s = sentence(text, answer, kind);
  return clozeOf(s, s.mentions[0] as Sentence['mentions'][number], true);
};

describe('clozeOf', () => {
  it('blanks the answer and accepts its other number', () => {
    const cloze = clozeFor(
      'Generators are a special class of functions that simplify the task of writing iterators.',
      'Generators',
    );
    expect(cloze).toEqual({
      stem: `${blank} are a special class of functions that simplify the task of writing iterators.`,
      answer: 'generators',
      accepted: ['generator'],
    });
  });

  it('writes "a(n)" so the article does not tell the answer', () => {
    const cloze = clozeFor(
      'It is reasonable to write an iterator that produces an infinite stream of data.',
      'infinite stream',
    );
    expect(cloze?.stem).toContain(`an iterator that produces a(n) ${blank} of data`);
  });

  it.each([
    [
      'the answer appears again',
      'An iterator returns the next element, and the iterator raises an error at the end.',
      'iterator',
    ],
    [
      'a word of its family remains',
      'A generator function can generate values lazily for the caller to consume.',
      'generator function',
    ],
    [
      'its abbreviation stands next to it',
      'The Free Software Foundation (FSF) publishes the GNU General Public License.',
      'Free Software Foundation',
    ],
    [
      'it is half of a hyphenated word',
      'Je certifie exacts et sincères les renseignements fournis ci-dessus.',
      'dessus',
    ],
    ['it is part of a path', 'The working tree is the set of files outside of the .git/ directory.', 'git'],
    [
      'it is all that is left in parentheses',
      'Factors are used with model formulae (contrasts), and we look at an example here.',
      'contrasts',
    ],
    ['too little is left to go on', 'Debugging is simplified.', 'Debugging'],
  ])('refuses a blank when %s', (_, text, answer) => {
    expect(clozeFor(text, answer)).toBeNull();
  });

  it('refuses a Chinese blank that would split a compound word', () => {
    expect(clozeFor('如果一个方阵的行列式不等于零，那么这个方阵就是可逆矩阵。', '可逆')).toBeNull();
  });

  it('accepts a Chinese blank between particles', () => {
    expect(clozeFor('如果一个方阵的行列式不等于零，那么这个方阵就是可逆矩阵。', '行列式')?.stem).toBe(
      `如果一个方阵的${blank}不等于零，那么这个方阵就是可逆矩阵。`,
    );
  });

  it('removes citation marks from the stem', () => {
    const cloze = clozeFor(
      'SpiderMonkey is the JavaScript VM embedded in the Firefox web browser (2) used by many people.',
      'SpiderMonkey',
      'name',
    );
    expect(cloze?.stem).not.toContain('(2)');
  });
});

describe('withArticle', () => {
  it.each([
    ['produces an ', 'produces a(n) '],
    ['An ', 'A(n) '],
    ['Package A ', 'Package A '],
    ['a sequence of ', 'a sequence of '],
  ])('%j → %j', (before, after) => {
    expect(withArticle(before, (capital) => (capital ? 'A(n)' : 'a(n)'))).toBe(after);
  });
});

describe('shareRoot', () => {
  it.each([
    ['generator', 'generate', true],
    ['trace', 'traces', true],
    ['list', 'listing', true],
    ['loop', 'look', false],
    ['data', 'date', false],
  ])('%s / %s → %s', (a, b, expected) => {
    expect(shareRoot(a, b)).toBe(expected);
  });
});

describe('givesAway', () => {
  it('sees the answer in the stem', () => {
    expect(givesAway(`An ${blank} returns the next iterator element.`, ['iterator'])).toBe(true);
  });

  it('sees the answer inside a camel-case name', () => {
    expect(givesAway('What is the term for a type that implements the BuildHasher trait?', ['hasher'])).toBe(true);
  });

  it('does not see an answer that is not there', () => {
    expect(givesAway(`An ${blank} returns the next element of the stream.`, ['iterator'])).toBe(false);
  });

  it('sees an abbreviation the stem spells out', () => {
    expect(givesAway('What is the American branch of the international Motion Picture Association?', ['MPAA'])).toBe(
      true,
    );
    expect(givesAway('What translates host names into addresses on the Internet?', ['DNS'])).toBe(false);
  });

  it('finds a Chinese answer without spaces around it', () => {
    expect(givesAway(`${blank}的行列式不等于零的矩阵是可逆矩阵。`, ['矩阵'])).toBe(true);
  });
});

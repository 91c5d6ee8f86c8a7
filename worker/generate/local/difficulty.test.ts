import { describe, expect, it } from 'vitest';
import { type DifficultyFactors, difficultyOf } from './difficulty';
import type { Term } from './reading';

const term = (count: number, rank: number, definitional = false): Term => ({
  key: 'iterator',
  display: 'iterator',
  kind: 'term',
  count,
  rank,
  definitional,
  inHeading: false,
  singular: 'iterator',
  plural: 'iterators',
  sections: new Set(),
  sentenceIds: [],
  shape: 'noun',
  answerable: true,
});

describe('difficultyOf', () => {
  it.each<[string, string, DifficultyFactors]>([
    [
      'recognising the central, defined term',
      'easy',
      { type: 'multiple_choice', kind: 'term', term: term(40, 0, true), commonest: 40 },
    ],
    [
      'recalling a rare term far down the ranking',
      'hard',
      { type: 'fill_blank', kind: 'term', term: term(2, 110), commonest: 40 },
    ],
    ['recalling a number', 'hard', { type: 'fill_blank', kind: 'number', commonest: 40 }],
    [
      'judging a statement about a term of middling rank',
      'medium',
      { type: 'true_false', kind: 'term', term: term(4, 80), commonest: 40 },
    ],
  ])('%s is %s', (_, level, factors) => {
    expect(difficultyOf(factors)).toBe(level);
  });

  it('measures rarity against the material, so a short handout has easy questions too', () => {
    const handout = { type: 'multiple_choice', kind: 'term', term: term(4, 0, true), commonest: 4 } as const;
    expect(difficultyOf(handout)).toBe('easy');
  });

  it('rates options from the answer’s own section harder', () => {
    const apart = { type: 'multiple_choice', kind: 'term', term: term(8, 30), commonest: 40 } as const;
    const close = { ...apart, closeOptions: true };
    const order = ['easy', 'medium', 'hard'];
    expect(order.indexOf(difficultyOf(close))).toBeGreaterThanOrEqual(order.indexOf(difficultyOf(apart)));
  });
});

import { describe, expect, it } from 'vitest';
import { answerVariants, lowerFirst, pluralOf } from './variants';

describe('answerVariants', () => {
  it.each([
    ['a plural answer accepts its singular', 'generators', 'generator'],
    ['a singular answer accepts its plural', 'iterator', 'iterators'],
    ['the plural of a -y noun', 'dictionary', 'dictionaries'],
    ['only the last word of a phrase changes number', 'local variables', 'local variable'],
    ['a Greek -eses plural accepts its -esis singular', 'parentheses', 'parenthesis'],
    ['an irregular singular accepts its plural', 'criterion', 'criteria'],
    ['British spelling accepts American', 'optimisation', 'optimization'],
    ['American spelling accepts British', 'behavior', 'behaviour'],
    ['-yse accepts -yze', 'analyse', 'analyze'],
    ['-tre accepts -ter', 'centre', 'center'],
    ['a hyphenated compound accepts the closed-up form', 'run-time', 'runtime'],
    ['a large number accepts thousands separators', '59000', '59,000'],
    ['a grouped number accepts the plain form', '12,500', '12500'],
  ])('%s', (_, answer, variant) => {
    expect(answerVariants(answer)).toContain(variant);
  });

  it.each([
    ['a name', 'Mr. Knightley', 'Mr. Knightleys'],
    ['an abbreviation without vowels', 'tmpfs', 'tmpf'],
    ['a gerund', 'debugging', 'debuggings'],
    ['a year', '1770', '1,770'],
    ['a word spelled one way everywhere', 'exercise', 'exercize'],
  ])('leaves %s alone', (_, answer, wrong) => {
    expect(answerVariants(answer)).not.toContain(wrong);
  });

  it('never repeats the answer itself', () => {
    expect(answerVariants('iterator')).not.toContain('iterator');
  });

  it('applies no English number or spelling rules to another language', () => {
    expect(answerVariants('auprès', false)).toEqual([]);
    expect(answerVariants('prestations', false)).toEqual([]);
  });
});

describe('pluralOf', () => {
  it.each([
    ['tuple', 'tuples'],
    ['box', 'boxes'],
    ['library', 'libraries'],
    ['key', 'keys'],
    ['man', 'men'],
    ['chairman', 'chairmen'],
    ['human', 'humans'],
    ['foot', 'feet'],
    ['status', null],
    ['video', null],
    ['Linux', null],
  ])('%s → %s', (word, plural) => {
    expect(pluralOf(word)).toBe(plural);
  });
});

describe('lowerFirst', () => {
  it.each([
    ['Generators', 'generators'],
    ['SpiderMonkey', 'spiderMonkey'],
    ['APT', 'APT'],
    ['iPhone', 'iPhone'],
  ])('%s → %s', (text, expected) => {
    expect(lowerFirst(text)).toBe(expected);
  });
});

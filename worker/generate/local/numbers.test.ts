import { describe, expect, it } from 'vitest';
import { statedNumbers } from './numbers';

describe('statedNumbers', () => {
  it.each([
    ['a year', 'The Debian project was founded by Ian Murdock in 1993.', '1993', 'year'],
    ['a quantity with its unit', 'Peptest issues alerts when the event loop is stuck for 50 ms.', '50', 'number'],
    ['a grouped number', 'The archive holds 59,000 packages for each architecture.', '59,000', 'number'],
    ['a decimal', 'The loop ran 2.5 times faster after the change was made.', '2.5', 'number'],
  ])('finds %s', (_, sentence, text, kind) => {
    expect(statedNumbers(sentence)).toEqual([expect.objectContaining({ text, kind })]);
  });

  it.each([
    ['a section number', 'The algorithm is described in Section 14 of the paper.'],
    ['a product version', 'Windows 95 shipped with a new shell and a new start menu.'],
    ['a citation mark', 'Inline threading is used in the V8 engine (12).'],
    ['a section sign', 'Lambda expressions can be converted to expression trees (§26.8).'],
    ['a single digit, an example more often than a fact', 'Take 3 things away from 1 thing.'],
    ['a figure label', 'The loop is shown in Figure 12 above the listing.'],
    [
      'a language version after a symbol',
      'C# 3.0 permits the new operator to be used with an anonymous object initializer.',
    ],
    ['a page range', 'For a wonderfully compelling account, see Vaidhyanathan, 36–48.'],
  ])('skips %s', (_, sentence) => {
    expect(statedNumbers(sentence)).toEqual([]);
  });

  it('marks a number other values would also satisfy as approximate', () => {
    const [number] = statedNumbers('Each package must spend at least 10 days in unstable.');
    expect(number).toMatchObject({ text: '10', approximate: true });
  });

  it('keeps the unit after the number', () => {
    const [number] = statedNumbers('The cost can rise to up to 10% of total execution time.');
    expect(number).toMatchObject({ unit: '%' });
  });
});

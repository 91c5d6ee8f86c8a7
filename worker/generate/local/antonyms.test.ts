import { describe, expect, it } from 'vitest';
import { reversal } from './antonyms';

describe('reversal', () => {
  it.each([
    [
      'Name resolution of free variables occurs at runtime, not at compile time.',
      null, // two words of a pair: true either way round
    ],
    [
      'Dependency resolution is automatically performed by all Cargo commands.',
      'Dependency resolution is manually performed by all Cargo commands.',
    ],
    ['An explicit dependency is listed in the build line.', 'An implicit dependency is listed in the build line.'],
    ['The parentheses are optional in most tuple displays.', 'The parentheses are required in most tuple displays.'],
    ['Ninja is faster than other build systems.', 'Ninja is slower than other build systems.'],
    ['Each record is read at least once by the parser.', 'Each record is read at most once by the parser.'],
  ])('reverses "%s"', (statement, expected) => {
    expect(reversal(statement)?.statement ?? null).toBe(expected);
  });

  it.each([
    'Values can be sorted in ascending or descending order.', // both words of the pair
    'The Internet enables the efficient spread of content.', // common sense would give the reversal away
    'Options are optional, but the name is required.', // a one-way word beside its opposite
    'Validations handle rules that check errors, for example static analysis tools.', // an example
    'The library was released into the Public Domain.', // a name
    'At least, the compiler reports the error early.', // an aside
    'Tests must be run to lower the cost of a release.', // "lower" as a verb is never reversed
    'The incremental model is part of a larger group of evolutionary process models.', // no comparison
    'The keyword `static` marks a function as file-local.', // code
  ])('leaves "%s" alone', (statement) => {
    expect(reversal(statement)).toBeNull();
  });
});

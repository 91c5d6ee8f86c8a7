import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['grace brewster murray hopper', 'GB'],
    ['Plato', 'P'],
    ['  spaced   out  ', 'SO'],
    ['', ''],
    ['élodie durand', 'ÉD'],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

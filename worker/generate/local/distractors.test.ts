import { describe, expect, it } from 'vitest';
import { formatLike, nearbyValues, numberDistractors, termDistractors } from './distractors';
import type { StatedNumber } from './numbers';
import { readMaterial, type Sentence } from './reading';
import { shapeOf } from './shape';
import { networkNotes, packagingHandout } from './test-materials';

const reading = readMaterial(packagingHandout, 1, []);
const sentenceWith = (words: string) => reading.sentences.find((s) => s.text.includes(words)) as Sentence;

describe('numberDistractors', () => {
  it('offers years for a year, from the material where it can', () => {
    const sentence = sentenceWith('founded by Ian Murdock');
    const year = sentence.numbers.find((n) => n.text === '1993') as StatedNumber;
    const options = numberDistractors(reading, sentence, year, 1)?.options ?? [];
    expect(options).toHaveLength(3);
    for (const option of options) expect(option).toMatch(/^(19|20)\d\d$/);
    expect(options.some((o) => ['1996', '1997', '1998'].includes(o))).toBe(true);
  });
});

describe('termDistractors', () => {
  it('offers names for a name', () => {
    const notes = readMaterial(networkNotes, 1, []);
    const sentence = notes.sentences.find((s) => s.text.startsWith('TCP retransmits')) as Sentence;
    const name = sentence.mentions.find((m) => m.text === 'TCP');
    expect(name).toBeDefined();
    const options = name ? (termDistractors(notes, sentence, name, 1)?.options ?? []) : [];
    for (const option of options) expect(shapeOf(option)).toBe(shapeOf('TCP'));
  });

  it('never offers a term that shares a word with the answer or stands in its sentence', () => {
    const sentence = sentenceWith('A virtual package is a generic name');
    const answer = sentence.mentions.find((m) => m.text === 'virtual package');
    expect(answer).toBeDefined();
    for (const option of answer ? (termDistractors(reading, sentence, answer, 1)?.options ?? []) : []) {
      expect(option).not.toMatch(/\bpackages?\b|\bvirtual\b/);
      expect(sentence.text).not.toContain(option);
    }
  });
});

describe('nearbyValues', () => {
  const stated = (text: string, kind: StatedNumber['kind'] = 'number', unit = ''): StatedNumber => ({
    start: 0,
    end: text.length,
    text,
    value: Number(text),
    kind,
    unit,
    approximate: false,
  });

  it.each([
    ['a year gets neighbouring years', stated('1993', 'year'), (v: number) => Math.abs(v - 1993) <= 10],
    ['a power of two gets powers of two', stated('64'), (v: number) => Number.isInteger(Math.log2(v))],
    ['a percentage stays at most 100', stated('80', 'number', '%'), (v: number) => v <= 100],
    ['a decimal keeps its decimals', stated('2.5'), (v: number) => v !== 2.5 && v > 1],
  ])('%s', (_, number, ok) => {
    const values = nearbyValues(number, 1);
    expect(values.length).toBeGreaterThanOrEqual(3);
    for (const v of values) expect(ok(v)).toBe(true);
  });
});

describe('formatLike', () => {
  it.each([
    [12500, '59,000', '12,500'],
    [3.75, '2.50', '3.75'],
    [1996, '1993', '1996'],
  ])('writes %d like %s', (value, like, expected) => {
    expect(formatLike(value, like)).toBe(expected);
  });
});

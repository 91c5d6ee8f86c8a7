import { describe, expect, it } from 'vitest';
import { editDistance, gradeAnswer, normaliseAnswer } from '../grading/grade';

const free = (correctAnswer: string, acceptedAnswers: string[] = []) =>
  ({ type: 'short_answer', correctAnswer, acceptedAnswers }) as const;

describe('normaliseAnswer', () => {
  it.each([
    ['  The Mitochondria. ', 'mitochondria'],
    ['ＡＴＰ', 'atp'],
    ['1,000', '1000'],
    ['3.14', '3.14'],
    ['50 %', '50 percent'],
    ['seven', '7'],
    ['an enzyme', 'enzyme'],
    ['Saint-Exupéry', 'saint exupéry'],
  ])('%j → %j', (answer, normalised) => {
    expect(normaliseAnswer(answer)).toBe(normalised);
  });
});

describe('gradeAnswer', () => {
  it.each([
    ['a blank answer', free('Mitochondria'), '   ', false, 'unanswered'],
    ['the exact term', free('Mitochondria'), 'mitochondria', true, 'exact'],
    ['an accepted variant', free('Mitochondria', ['mitochondrion']), 'Mitochondrion', true, 'exact'],
    ['the term with an article and punctuation', free('nucleus'), 'The nucleus.', true, 'exact'],
    ['one typo in a long word', free('photosynthesis'), 'photosynthsis', true, 'typo'],
    ['two swapped letters', free('chlorophyll'), 'chlorophlyl', true, 'typo'],
    ['a typo in a short word', free('atom'), 'atim', false, 'no-match'],
    ['too many typos', free('osmosis'), 'osmotic', false, 'no-match'],
    ['another term', free('Mitochondria'), 'Ribosomes', false, 'no-match'],
    ['a wrong number', free('1905'), '1906', false, 'no-match'],
    ['a number written out', free('7'), 'seven', true, 'exact'],
    ['a number with separators', free('10000'), '10,000', true, 'exact'],
  ] as const)('%s', (_, question, answer, isCorrect, rule) => {
    expect(gradeAnswer(question, answer)).toEqual({ isCorrect, rule });
  });

  it.each([
    ['multiple_choice', 'Chloroplast', 'Chloroplast', true],
    ['multiple_choice', 'Chloroplast', 'Mitochondrion', false],
    ['true_false', 'False', 'false', true],
    ['true_false', 'True', 'False', false],
  ] as const)('grades %s by the exact option (%s vs %s)', (type, correctAnswer, answer, isCorrect) => {
    expect(gradeAnswer({ type, correctAnswer }, answer)).toEqual({ isCorrect, rule: 'option' });
  });
});

describe('editDistance', () => {
  it.each([
    ['kitten', 'sitting', 3],
    ['ab', 'ba', 1],
    ['', 'abc', 3],
    ['same', 'same', 0],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

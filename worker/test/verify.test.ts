import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../generate/engine';
import { isNearDuplicate, keepVerified, quoteIsOnPage, rejectionOf } from '../generate/verify';

const quote = 'Mitochondria are organelles that produce most of the chemical energy needed by the cell.';
const page = `Cell Biology\nThe nucleus holds the genetic material. ${quote} Ribosomes make proteins.`;
const topics = ['Cell Biology', 'Genetics'];

const base = {
  explanation: `According to page 3: "${quote}"`,
  topic: 'Cell Biology',
  difficulty: 'easy',
  source: { materialId: 'm1', page: 3, quote },
} as const;

const mc: GeneratedQuestion = {
  ...base,
  type: 'multiple_choice',
  question: 'Which organelles produce most of the chemical energy needed by the cell?',
  options: ['Ribosomes', 'Mitochondria', 'Lysosomes', 'Vacuoles'],
  correctAnswer: 'Mitochondria',
};
const blank: GeneratedQuestion = {
  ...base,
  type: 'fill_blank',
  question: '_____ are organelles that produce most of the chemical energy needed by the cell.',
  correctAnswer: 'Mitochondria',
  acceptedAnswers: ['mitochondrion'],
};
const trueStatement: GeneratedQuestion = {
  ...base,
  type: 'true_false',
  question: 'Mitochondria are organelles that produce most of the chemical energy needed by the cell.',
  options: ['True', 'False'],
  correctAnswer: 'True',
};
const falseStatement: GeneratedQuestion = {
  ...trueStatement,
  question: 'Ribosomes are organelles that produce most of the chemical energy needed by the cell.',
  correctAnswer: 'False',
};
const shortAnswer: GeneratedQuestion = {
  ...base,
  type: 'short_answer',
  question: 'What organelles produce most of the chemical energy needed by the cell?',
  correctAnswer: 'Mitochondria',
};

describe('rejectionOf', () => {
  it.each([
    ['a multiple-choice question', mc],
    ['a fill-in-the-blank question', blank],
    ['a true statement', trueStatement],
    ['a false statement', falseStatement],
    [
      'a false statement that denies the quote',
      { ...falseStatement, question: 'Mitochondria are not organelles that produce most of the chemical energy.' },
    ],
    ['a short-answer question', shortAnswer],
  ])('accepts a sound %s', (_, question) => {
    expect(rejectionOf(question, { topics, pageText: page })).toBeNull();
  });

  it.each<[string, GeneratedQuestion, string]>([
    [
      'an answer the quote does not contain',
      { ...shortAnswer, correctAnswer: 'Chloroplasts' },
      'answer not in the quote',
    ],
    [
      'a quote that is not on its page',
      { ...mc, source: { ...mc.source, quote: 'Mitochondria are the powerhouse of the cell, as everyone knows.' } },
      'quote not on its page',
    ],
    [
      'duplicate options',
      { ...mc, options: ['Mitochondria', 'mitochondria.', 'Lysosomes', 'Vacuoles'] },
      'duplicate options',
    ],
    [
      'no correct option',
      { ...mc, options: ['Ribosomes', 'Nuclei', 'Lysosomes', 'Vacuoles'] },
      'not exactly one correct option',
    ],
    [
      'an "all of the above" option',
      { ...mc, options: ['Ribosomes', 'Mitochondria', 'Lysosomes', 'All of the above'] },
      'filler option',
    ],
    [
      'a stem that contains its answer',
      { ...blank, question: '_____ (mitochondria) are organelles that produce most of the chemical energy.' },
      'stem gives the answer away',
    ],
    [
      'a blank without a blank',
      { ...blank, question: 'Mitochondria are organelles that produce energy.' },
      'fill-in-the-blank stem has no blank',
    ],
    ['a topic the material does not have', { ...mc, topic: 'Astronomy' }, 'topic not of the material'],
    [
      'a true/false answer other than True or False',
      { ...trueStatement, correctAnswer: 'Yes' },
      'true/false answer must be True or False',
    ],
    [
      'a "true" statement the quote does not support',
      { ...trueStatement, question: 'Mitochondria store the genetic material and build ribosomes for bacteria.' },
      'true statement not supported by the quote',
    ],
    [
      'a "false" statement that is the quote itself',
      { ...falseStatement, question: trueStatement.question },
      'false statement is not a clear change of the quote',
    ],
    ['an empty explanation', { ...mc, explanation: ' ' }, 'malformed'],
  ])('rejects %s', (_, question, reason) => {
    expect(rejectionOf(question, { topics, pageText: page })).toContain(reason);
  });

  it('finds Chinese answers inside unspaced text', () => {
    const chinese: GeneratedQuestion = {
      ...base,
      type: 'fill_blank',
      question: '_____是植物进行光合作用的场所。',
      correctAnswer: '叶绿体',
      topic: 'Cell Biology',
      source: { materialId: 'm1', page: 1, quote: '叶绿体是植物进行光合作用的场所。' },
    };
    expect(rejectionOf(chinese, { topics })).toBeNull();
  });
});

describe('quoteIsOnPage', () => {
  it('accepts a quote with different spacing, case and punctuation', () => {
    expect(
      quoteIsOnPage('mitochondria ARE organelles that produce most of the chemical energy needed by the cell', page),
    ).toBe(true);
  });
  it('accepts a quote with a line break joined differently', () => {
    expect(
      quoteIsOnPage(
        'The nucleus holds the genetic material. Mitochondria are organelles that produce most of the',
        page,
      ),
    ).toBe(true);
  });
  it('refuses a paraphrase', () => {
    expect(quoteIsOnPage('Mitochondria make nearly all of the energy a cell needs to live and grow.', page)).toBe(
      false,
    );
  });
});

describe('isNearDuplicate', () => {
  it.each([
    ['What is the function of mitochondria?', 'What is the function of the mitochondria?', true],
    ['Which organelle makes proteins?', 'Which organelle stores the genetic material?', false],
  ])('%s / %s → %s', (a, b, duplicate) => {
    expect(isNearDuplicate(a, b)).toBe(duplicate);
  });
});

describe('keepVerified', () => {
  it('keeps sound questions once and reports what it drops', () => {
    const nucleus: GeneratedQuestion = {
      ...blank,
      question: 'The _____ holds the genetic material.',
      correctAnswer: 'nucleus',
      acceptedAnswers: ['nuclei'],
      source: { ...blank.source, quote: 'The nucleus holds the genetic material.' },
    };
    const dropped: string[] = [];
    const kept = keepVerified(
      [mc, { ...mc }, { ...shortAnswer, correctAnswer: 'Chloroplasts' }, nucleus],
      { topics, pageText: () => page },
      (_, reason) => dropped.push(reason),
    );
    expect(kept).toEqual([mc, nucleus]);
    expect(dropped).toEqual(['duplicate of another question', 'answer not in the quote']);
  });

  it('treats the same fact asked twice in different forms as a duplicate', () => {
    expect(keepVerified([mc, blank], { topics, pageText: () => page })).toEqual([mc]);
  });

  it('refuses questions that repeat ones already in use', () => {
    expect(keepVerified([mc], { topics, avoid: [mc.question] })).toEqual([]);
  });

  it('refuses a quote from a page the material does not have', () => {
    expect(keepVerified([mc], { topics, pageText: () => '' })).toEqual([]);
  });
});

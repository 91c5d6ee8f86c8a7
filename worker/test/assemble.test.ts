import { describe, expect, it } from 'vitest';
import { difficultyTargets, selectQuestions } from '../generate/assemble';
import type { GeneratedQuestion } from '../generate/engine';

const types = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank'] as const;
const levels = ['easy', 'medium', 'hard'] as const;
const nouns = [
  'cell',
  'gene',
  'enzyme',
  'protein',
  'membrane',
  'nucleus',
  'ribosome',
  'virus',
  'atom',
  'bond',
  'acid',
  'base',
];

/** A bank of distinct questions covering every mix of type, material, topic and difficulty. */
function bank(
  size: number,
  materials = ['m1', 'm2'],
  topics = ['Cells', 'Genetics', 'Chemistry'],
): GeneratedQuestion[] {
  const mixes = types.flatMap((type) =>
    materials.flatMap((materialId) =>
      topics.flatMap((topic) => levels.map((difficulty) => ({ type, materialId, topic, difficulty }))),
    ),
  );
  return Array.from({ length: size }, (_, i) => {
    const mix = mixes[i % mixes.length] as (typeof mixes)[number];
    return {
      type: mix.type,
      question: `Question ${i}: what does the ${nouns[i % nouns.length]} number ${i} do in experiment ${i * 7}?`,
      correctAnswer: 'x',
      explanation: 'e',
      topic: mix.topic,
      difficulty: mix.difficulty,
      source: { materialId: mix.materialId, page: 1, quote: 'q' },
    };
  });
}

function count<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe('difficultyTargets', () => {
  it.each([
    [30, 'mixed', { easy: 10, medium: 10, hard: 10 }],
    [10, 'mixed', { easy: 3, medium: 4, hard: 3 }],
    [11, 'mixed', { easy: 4, medium: 4, hard: 3 }],
    [20, 'hard', { easy: 0, medium: 0, hard: 20 }],
  ] as const)('%i questions, %s → %j', (n, difficulty, targets) => {
    expect(difficultyTargets(n, difficulty)).toEqual(targets);
  });
});

describe('selectQuestions', () => {
  it('takes as many false statements as true ones from a bank with more true ones', () => {
    const statements = Array.from({ length: 12 }, (_, i) => ({
      type: 'true_false' as const,
      question: `Statement ${i}: the ${nouns[i]} of sample ${i * 13} is stable.`,
      options: ['True', 'False'],
      correctAnswer: i < 9 ? 'True' : 'False',
      explanation: 'e',
      topic: 'Cells',
      difficulty: 'easy' as const,
      source: { materialId: 'm1', page: 1, quote: `Statement ${i}` },
    }));
    const chosen = selectQuestions(statements, { count: 10, types: ['true_false'], difficulty: 'mixed', seed: 3 });
    const trues = chosen.filter((q) => q.correctAnswer === 'True').length;
    expect(chosen.length - trues).toBe(3);
    expect(trues).toBeLessThanOrEqual(4);
  });

  it('takes the requested count of the requested types in even shares', () => {
    const chosen = selectQuestions(bank(120), {
      count: 20,
      types: ['multiple_choice', 'true_false'],
      difficulty: 'mixed',
      seed: 1,
    });
    expect(chosen).toHaveLength(20);
    expect(count(chosen, (q) => q.type)).toEqual({ multiple_choice: 10, true_false: 10 });
  });

  it('spreads a mixed exam over easy, medium and hard', () => {
    const chosen = selectQuestions(bank(120), { count: 30, types: [...types], difficulty: 'mixed', seed: 2 });
    expect(count(chosen, (q) => q.difficulty)).toEqual({ easy: 10, medium: 10, hard: 10 });
  });

  it('keeps to one difficulty when it is asked for and the bank has enough', () => {
    const chosen = selectQuestions(bank(120), { count: 15, types: [...types], difficulty: 'hard', seed: 3 });
    expect(new Set(chosen.map((q) => q.difficulty))).toEqual(new Set(['hard']));
  });

  it('fills with the nearest difficulty when the bank is short of one, keeping every chosen type', () => {
    const small = bank(72).filter((q) => q.difficulty !== 'easy' || q.type === 'multiple_choice');
    const chosen = selectQuestions(small, { count: 12, types: [...types], difficulty: 'easy', seed: 4 });
    expect(chosen).toHaveLength(12);
    for (const type of types) expect(chosen.filter((q) => q.type === type)).toHaveLength(3);
    expect(chosen.filter((q) => q.type === 'multiple_choice').map((q) => q.difficulty)).toEqual([
      'easy',
      'easy',
      'easy',
    ]);
    expect(chosen.filter((q) => q.type !== 'multiple_choice').every((q) => q.difficulty === 'medium')).toBe(true);
  });

  it('does not drop a chosen type the materials only have at another difficulty', () => {
    // As with real technical papers: few short answers, none of them easy.
    const few = bank(144)
      .filter((q) => q.type !== 'short_answer' || q.difficulty === 'hard')
      .slice(0, 100);
    const shortAnswers = few.filter((q) => q.type === 'short_answer').length;
    const chosen = selectQuestions(few, {
      count: 12,
      types: ['multiple_choice', 'true_false', 'short_answer'],
      difficulty: 'easy',
      seed: 5,
    });
    expect(chosen).toHaveLength(12);
    expect(chosen.filter((q) => q.type === 'short_answer')).toHaveLength(Math.min(4, shortAnswers));
    expect(chosen.filter((q) => q.type !== 'short_answer').every((q) => q.difficulty === 'easy')).toBe(true);
  });

  it('spreads questions evenly over materials and topics', () => {
    const chosen = selectQuestions(bank(120, ['m1', 'm2', 'm3']), {
      count: 24,
      types: [...types],
      difficulty: 'mixed',
      seed: 5,
    });
    expect(Object.values(count(chosen, (q) => q.source.materialId))).toEqual([8, 8, 8]);
    expect(Math.max(...Object.values(count(chosen, (q) => q.topic)))).toBeLessThanOrEqual(9);
  });

  it('prefers the requested topics', () => {
    const chosen = selectQuestions(bank(120), {
      count: 10,
      types: [...types],
      difficulty: 'mixed',
      topics: ['genetics'],
      seed: 6,
    });
    expect(new Set(chosen.map((q) => q.topic))).toEqual(new Set(['Genetics']));
  });

  it('returns fewer when the bank cannot fill the exam, never repeating a question', () => {
    const small = bank(6);
    const chosen = selectQuestions([...small, ...small.map((q) => ({ ...q }))], {
      count: 10,
      types: [...types],
      difficulty: 'mixed',
      seed: 7,
    });
    expect(chosen).toHaveLength(6);
  });

  it('picks the same questions for the same seed and others for another', () => {
    const request = { count: 10, types: [...types], difficulty: 'mixed', seed: 8 } as const;
    const again = selectQuestions(bank(120), request).map((q) => q.question);
    expect(selectQuestions(bank(120), request).map((q) => q.question)).toEqual(again);
    expect(selectQuestions(bank(120), { ...request, seed: 9 }).map((q) => q.question)).not.toEqual(again);
  });
});

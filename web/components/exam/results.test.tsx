import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttemptResults } from '../../api/queries/attempts';
import type { Material } from '../../api/queries/materials';
import { QuestionReview, sourceMaterialLabel } from './question-review';
import { topGaps } from './study-plan-dialog';

type Graded = AttemptResults['questions'][number];

const question = (overrides: Partial<Graded>): Graded =>
  ({
    id: 'q',
    question: 'What yields values lazily?',
    type: 'short_answer',
    options: null,
    userAnswer: 'a generator',
    correctAnswer: 'generator',
    isCorrect: true,
    gradedBy: 'text',
    topic: 'Generators',
    difficulty: 'easy',
    explanation: 'Generators produce values on demand.',
    source: { materialId: 'm1', page: 4, quote: 'Generators are a special class of functions.' },
    ...overrides,
  }) as Graded;

const material = {
  id: 'm1',
  title: 'Functional HOWTO',
  originalName: 'howto.pdf',
  mimeType: 'application/pdf',
} as Material;

describe('the source of a question', () => {
  it('names the material, or says it was deleted', () => {
    expect(sourceMaterialLabel('m1', [material])).toBe('Functional HOWTO');
    expect(sourceMaterialLabel('gone', [material])).toBe('Deleted material');
    expect(sourceMaterialLabel(null, [material])).toBe('Deleted material');
    expect(sourceMaterialLabel('m1', undefined)).toBeNull();
  });

  it('shows the material, the page and the quoted passage under each question', () => {
    render(<QuestionReview questions={[question({})]} materials={[material]} />);
    expect(screen.getByText('Functional HOWTO')).toBeTruthy();
    expect(screen.getByText('· Page 4')).toBeTruthy();
    expect(screen.getByText('“Generators are a special class of functions.”')).toBeTruthy();
  });
});

describe('the question review', () => {
  const questions = [
    question({ id: 'q1' }),
    question({
      id: 'q2',
      question: 'Which module holds count()?',
      userAnswer: '',
      isCorrect: false,
      correctAnswer: 'itertools',
    }),
  ];

  it('says No answer provided for a blank answer, next to the correct answer and the explanation', () => {
    render(<QuestionReview questions={questions} materials={[material]} />);
    expect(screen.getByText('No answer provided')).toBeTruthy();
    expect(screen.getByText('itertools')).toBeTruthy();
    expect(screen.getAllByText('Generators produce values on demand.')).toHaveLength(2);
  });

  it('filters by the all, incorrect and correct tabs, keeping each question’s number', async () => {
    render(<QuestionReview questions={questions} materials={[material]} />);
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Incorrect (1)' })));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Question 2')).toBeTruthy();
    expect(within(panel).queryByText('Question 1')).toBeNull();
  });
});

describe('the study plan', () => {
  it('keeps the three weakest topics, weakest first', () => {
    const gap = (topic: string, weaknessLevel: number) => ({
      topic,
      weaknessLevel,
      correctAnswers: 0,
      totalQuestions: 1,
    });
    expect(topGaps([gap('a', 10), gap('b', 90), gap('c', 50), gap('d', 70)]).map((g) => g.topic)).toEqual([
      'b',
      'd',
      'c',
    ]);
  });
});

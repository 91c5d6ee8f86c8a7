// The create-exam choices and defaults (spec sections 5 and 9), and how the
// product names difficulties and question types on screen.
import { css } from 'styled-system/css';
import type { ExamInput } from '../../api/queries/exams';

export type Difficulty = ExamInput['difficulty'];
export type QuestionType = ExamInput['questionTypes'][number];

export const questionCounts = [10, 15, 20, 25, 30, 40, 50] as const;
export const timeLimits = [15, 30, 45, 60, 90, 120] as const;
export const difficulties: readonly Difficulty[] = ['easy', 'medium', 'hard', 'mixed'];
export const questionTypes: readonly QuestionType[] = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank'];

export const examDefaults = {
  timeLimit: 45,
  questionCount: 25,
  difficulty: 'easy' as Difficulty,
  questionTypes: ['multiple_choice', 'true_false'] as QuestionType[],
};

const typeLabels: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True / False',
  short_answer: 'Short answer',
  fill_blank: 'Fill in the blank',
};

export const questionTypeLabel = (type: string) => typeLabels[type as QuestionType] ?? type.replace(/_/g, ' ');

export const difficultyLabel = (difficulty: string) => difficulty.charAt(0).toUpperCase() + difficulty.slice(1);

/** "45 min", "1 h 30 min", "2 h". */
export function timeLimitLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** A badge that may wrap: topics can be long ("Generator Expressions and List Comprehensions"). */
export const wrappingBadge = css({ whiteSpace: 'normal', h: 'auto', minH: '5', py: '0.5', wordBreak: 'break-word' });

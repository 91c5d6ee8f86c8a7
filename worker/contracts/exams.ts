// Request bodies of the exams API (spec sections 3, 5 and 7; issue text for the ranges).
import { z } from 'zod';
import { examDifficulties, questionTypes } from '../db/schema';

const id = z.string().min(1).max(64);
// An exam date is a day: "today" stays valid however the client's clock and time zone round it.
const examDateGrace = 24 * 60 * 60 * 1000;

// Keys are in the spec's validation order (title, materials, question types):
// the first problem found is the one reported.
export const examInput = z.strictObject({
  title: z.string({ error: 'Please enter an exam title' }).trim().min(1, 'Please enter an exam title').max(200),
  materialIds: z
    .array(id, { error: 'Please select at least one material' })
    .min(1, 'Please select at least one material')
    .max(50, 'Please choose at most 50 materials'),
  questionTypes: z
    .array(z.enum(questionTypes, { error: (issue) => `Unknown question type: ${String(issue.input)}` }), {
      error: 'Please select at least one question type',
    })
    .min(1, 'Please select at least one question type'),
  description: z.string().trim().max(2000).nullish(),
  questionCount: z
    .number({ error: 'The number of questions must be a whole number from 1 to 100' })
    .int('The number of questions must be a whole number from 1 to 100')
    .min(1, 'The number of questions must be a whole number from 1 to 100')
    .max(100, 'The number of questions must be a whole number from 1 to 100'),
  timeLimit: z
    .number({ error: 'The time limit must be whole minutes from 1 to 300' })
    .int('The time limit must be whole minutes from 1 to 300')
    .min(1, 'The time limit must be whole minutes from 1 to 300')
    .max(300, 'The time limit must be whole minutes from 1 to 300'),
  difficulty: z.enum(examDifficulties, { error: 'Difficulty must be easy, medium, hard or mixed' }),
  examDate: z
    .string({ error: 'The exam date is not a valid date' })
    // An ISO date or date-time ("2026-12-01" or "2026-12-01T09:00:00.000Z").
    .refine(
      (date) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(date) && !Number.isNaN(Date.parse(date)),
      {
        message: 'The exam date is not a valid date',
        abort: true,
      },
    )
    .refine((date) => Date.parse(date) >= Date.now() - examDateGrace, 'The exam date cannot be in the past')
    .nullish(),
  courseId: id.nullish(),
  topics: z.array(z.string().trim().min(1).max(200)).max(200).optional(),
  status: z.enum(['draft', 'active']).default('draft'),
});

export type ExamInput = z.infer<typeof examInput>;

export const examListQuery = z.object({ courseId: id.optional() });

export const examStatusPatch = z.strictObject({
  status: z.enum(['draft', 'active'], { error: 'Status must be draft or active' }),
});

export const examQuestionParams = z.object({ id, questionId: id });

export const quickExamInput = z.strictObject({
  materialIds: z.array(id).min(1, 'Please select at least one material').max(50),
  questionCount: z.number().int().min(1).max(100).default(20),
});

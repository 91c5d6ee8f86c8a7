// The one interface behind question generation. An engine reads a material's
// page-mapped text and writes grounded questions: each cites the page and the
// passage it came from, and every question is checked (verify.ts) before a
// student sees it. The local engine runs offline; the model engine (Workers AI
// when deployed, or an OpenAI-compatible server on the student's machine) falls
// back to the local one.
import { z } from 'zod';
import { difficulties, type examDifficulties, questionTypes, type SyllabusData } from '../db/schema';
import type { MaterialText } from '../ingest/material-text';

export const generatedQuestion = z.object({
  type: z.enum(questionTypes),
  question: z.string().trim().min(8).max(600),
  /** Multiple choice: 4 options; true/false: ["True", "False"]. */
  options: z.array(z.string().trim().min(1).max(240)).min(2).max(6).optional(),
  correctAnswer: z.string().trim().min(1).max(240),
  /** Other answers graded correct for free-text types (plural, spelling variants). */
  acceptedAnswers: z.array(z.string().trim().min(1).max(240)).max(12).optional(),
  explanation: z.string().trim().min(1).max(1000),
  topic: z.string().trim().min(1).max(120),
  difficulty: z.enum(difficulties),
  source: z.object({
    materialId: z.string().min(1),
    page: z.number().int().min(1),
    quote: z.string().trim().min(1).max(1200),
  }),
});

export type GeneratedQuestion = z.infer<typeof generatedQuestion>;
export type QuestionType = (typeof questionTypes)[number];
export type ExamDifficulty = (typeof examDifficulties)[number];

/** What an engine reads: one processed material. */
export type MaterialSource = {
  materialId: string;
  title: string;
  text: MaterialText;
  /** The material's topics; every question's topic is one of them. */
  topics: string[];
  /** The course syllabus, when the material's course has one. */
  syllabus?: SyllabusData | null;
};

export type GenerationRequest = {
  count: number;
  types: readonly QuestionType[];
  /** "mixed" spreads easy, medium and hard. */
  difficulty: ExamDifficulty;
  /** Preferred topics (a subset of the material's); empty means any. */
  topics?: readonly string[];
  /** Question texts already in use, so no duplicate is written. */
  avoid?: readonly string[];
  /** Varies the choice of questions deterministically (e.g. a replacement). */
  seed?: number;
};

export interface QuestionEngine {
  readonly name: 'local' | 'workers-ai' | 'openai-compatible';
  generate(material: MaterialSource, request: GenerationRequest): Promise<GeneratedQuestion[]>;
}

export const trueFalseOptions = ['True', 'False'] as const;

// Messages on the processing queue: ids only, never document text (128 KB limit).
// A material is processed as a short pipeline of steps, one queue message each:
// extract (a page range at a time for PDFs), analyze (title, description,
// topics), then generate (the material's question bank).
import { z } from 'zod';

export const processingSteps = ['extract', 'analyze', 'generate'] as const;

export const processingJob = z.object({
  kind: z.literal('process-material'),
  materialId: z.string().min(1),
  userId: z.string().min(1),
  step: z.enum(processingSteps).default('extract'),
  /** For extract: the first page of this range (1-based). */
  fromPage: z.number().int().min(1).default(1),
  /** For extract: how many pages in a row, up to this range, had no text. */
  blankPages: z.number().int().min(0).default(0),
});

export type ProcessingJob = z.input<typeof processingJob>;

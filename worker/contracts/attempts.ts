import { z } from 'zod';

const answers = z.record(z.string().min(1).max(64), z.string().max(2000)).refine((a) => Object.keys(a).length <= 200, {
  message: 'Too many answers',
});

export const autosaveInput = z.strictObject({
  answers,
  flagged: z.array(z.string().min(1).max(64)).max(200).optional(),
});

export const submitInput = z.strictObject({
  answers: answers.default({}),
  /** The client's own count; only a hint — the server measures the time itself. */
  timeSpent: z.number().min(0).optional(),
});

import { z } from 'zod';

export const materialCoursePatch = z.strictObject({
  courseId: z.string().min(1).max(64).nullable(),
});

export const materialListQuery = z.object({
  courseId: z.string().min(1).max(64).optional(),
});

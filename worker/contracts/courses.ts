// Request bodies of the courses API (spec sections 3, 5 and 7).
import { z } from 'zod';

/** The six course colours, in the order the course form shows them. */
export const courseColors = [
  { name: 'Indigo', value: '#6366F1' },
  { name: 'Emerald', value: '#10B981' },
  { name: 'Blue', value: '#3B82F6' },
  { name: 'Purple', value: '#A855F7' },
  { name: 'Pink', value: '#EC4899' },
  { name: 'Orange', value: '#F97316' },
] as const;

export const defaultCourseColor = '#6366F1';
const colorValues = courseColors.map((c) => c.value) as [string, ...string[]];

export const courseInput = z.strictObject({
  name: z
    .string({ error: 'Course name is required' })
    .trim()
    .min(1, 'Course name is required')
    .max(120, 'Please keep the course name under 120 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'Please keep the description under 2,000 characters')
    .nullish()
    .transform((d) => d || null),
  color: z
    .string()
    .transform((c) => c.toUpperCase())
    .pipe(z.enum(colorValues, { error: 'Please pick one of the six course colours' }))
    .default(defaultCourseColor),
});

export type CourseInput = z.infer<typeof courseInput>;

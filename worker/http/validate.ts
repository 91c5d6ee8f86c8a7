// zod validation for every input, answering 400 { error } with the first problem.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType, z } from 'zod';

// zod's own messages ("Invalid input: expected string…") need the field to make
// sense to a person; the messages our schemas write are whole sentences already.
const zodDefaultMessage = /^(Invalid|Too (small|big)|Unrecognized)/;

export function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  return field && zodDefaultMessage.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}

export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ error: describeIssue(result.error.issues[0]) }, 400);
  });

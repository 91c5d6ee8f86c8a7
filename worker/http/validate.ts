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

const isJson = (contentType: string | undefined) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '');

export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    // Hono reads a body of another type as {}: refuse it rather than act on an empty request.
    if (target === 'json' && !isJson(c.req.header('content-type'))) {
      return c.json({ error: 'Please send the request body as JSON (Content-Type: application/json).' }, 415);
    }
    if (!result.success) return c.json({ error: describeIssue(result.error.issues[0]) }, 400);
  });

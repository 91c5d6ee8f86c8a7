// The JSON error shape every route answers with: { error: "<message a person can read>" }.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

export const genericServerError = 'Something went wrong on our side. Please try again.';

export const jsonNotFound: NotFoundHandler = (c) => c.json({ error: 'Not found' }, 404);

export const jsonError: ErrorHandler = (err, c: Context) => {
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ error: err.message || 'Bad request' }, err.status);
  }
  // The detail goes to the logs only; the student sees a generic message.
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, err);
  return c.json({ error: genericServerError }, 500);
};

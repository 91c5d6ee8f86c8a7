// Limits on what one request or one student can ask for.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { SignedInEnv } from '../app-env';

/** JSON bodies: the largest real one is an autosave of 200 answers. Uploads stream and have their own limit. */
export const jsonBodyLimit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: (c: Context) => c.json({ error: 'This request is too large.' }, 413),
});

/**
 * The period of every `[[ratelimits]]` binding in wrangler.toml, in seconds. A student refused now is counted
 * afresh at the latest one full period later, so it is the wait that `Retry-After` can truthfully promise.
 */
const rateLimitPeriodSeconds = 60;

/** At most the binding's number of requests per student per period; then 429, a readable message and Retry-After. */
export const perStudent = (limiter: (env: Env) => RateLimit, what: string) =>
  createMiddleware<SignedInEnv>(async (c, next) => {
    const { success } = await limiter(c.env).limit({ key: c.var.user.id });
    if (!success) {
      c.header('Retry-After', String(rateLimitPeriodSeconds));
      return c.json({ error: `Too many ${what} in a short time. Please wait a minute and try again.` }, 429);
    }
    await next();
  });

/** Materials and syllabi share one allowance, sized in wrangler.toml for a whole folder dropped at once. */
export const uploadLimit = perStudent((env) => env.UPLOAD_LIMIT, 'uploads');
export const examLimit = perStudent((env) => env.EXAM_LIMIT, 'new exams');

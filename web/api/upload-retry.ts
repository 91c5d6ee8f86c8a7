// Sending an upload again when the server asks for patience. The Worker limits
// uploads per student (worker/http/limits.ts) and answers 429 with Retry-After;
// a file refused that way is not failed: it waits as long as the server says,
// then goes again. Only after a bounded number of tries, or when the server asks
// for a wait no student would sit through, does the last answer stand.

export const uploadRetry = {
  /** Tries per file, the first one included. */
  maxAttempts: 4,
  /** The wait when a 429 carries no readable Retry-After: doubled on each further try. */
  fallbackWaitMs: 5_000,
  /** A longer wait than this is not waited out: the server's refusal is shown instead. */
  maxWaitMs: 5 * 60_000,
} as const;

/**
 * Retry-After (RFC 9110, section 10.2.3) as milliseconds from `now`: either whole seconds or an HTTP date
 * (every HTTP date form starts with the day's name). Null when absent or unreadable; a past date is 0.
 */
export function retryAfterMs(value: string | null, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/^[A-Za-z]{3}/.test(text)) return null;
  // HTTP dates are always GMT; the asctime form does not say so, and Date.parse would read it as local time.
  const date = Date.parse(/GMT$/.test(text) ? text : `${text} GMT`);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The pause before try `attempt + 1` after a 429, or null when it should not be waited out. */
export function waitAfterRefusal(retryAfter: string | null, attempt: number, now: number): number | null {
  if (attempt >= uploadRetry.maxAttempts) return null;
  const wait = retryAfterMs(retryAfter, now) ?? uploadRetry.fallbackWaitMs * 2 ** (attempt - 1);
  return wait > uploadRetry.maxWaitMs ? null : wait;
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The pause between tries; `attempt` is the try that was refused. */
export type RetryWait = (ms: number, attempt: number) => Promise<void>;

type Answer = { status: number; headers: Headers; body: ReadableStream | null };

/**
 * Sends until the answer is not a 429 or the tries run out, and returns that answer (the caller reads it as
 * any other). `wait` is the pause between tries: the upload screen shows the file as waiting meanwhile.
 */
export async function sendWithRetry<R extends Answer>(
  send: () => Promise<R>,
  wait: RetryWait = delay,
  now: () => number = Date.now,
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    if (response.status !== 429) return response;
    const pause = waitAfterRefusal(response.headers.get('Retry-After'), attempt, now());
    if (pause === null) return response;
    // The refusal's body is not needed: free the connection before waiting.
    await response.body?.cancel().catch(() => {});
    await wait(pause, attempt);
  }
}

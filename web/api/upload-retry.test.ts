import { describe, expect, it } from 'vitest';
import { ApiError, read } from './client';
import { retryAfterMs, sendWithRetry, uploadRetry } from './upload-retry';

const now = Date.parse('2026-03-02T10:00:00Z');
const tooMany = JSON.stringify({ error: 'Too many uploads in a short time. Please wait a minute and try again.' });
const refused = (retryAfter?: string) =>
  new Response(tooMany, {
    status: 429,
    headers: { 'Content-Type': 'application/json', ...(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }) },
  });
const created = () =>
  new Response('{"materialId":"m1"}', { status: 201, headers: { 'Content-Type': 'application/json' } });

/** A server answering from a script, and a clock-free wait that records each pause instead of sleeping. */
function scripted(answers: (() => Response)[]) {
  const waits: { ms: number; attempt: number }[] = [];
  let sent = 0;
  const send = async () => {
    const answer = answers[Math.min(sent, answers.length - 1)];
    sent += 1;
    if (!answer) throw new Error('no answer scripted');
    return answer();
  };
  const wait = async (ms: number, attempt: number) => {
    waits.push({ ms, attempt });
  };
  return { send, wait, waits, sent: () => sent };
}

describe('retryAfterMs', () => {
  it('reads whole seconds', () => {
    expect(retryAfterMs('60', now)).toBe(60_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });
  it('reads an HTTP date, in each of its three forms, as the time left until it', () => {
    expect(retryAfterMs('Mon, 02 Mar 2026 10:00:42 GMT', now)).toBe(42_000);
    expect(retryAfterMs('Monday, 02-Mar-26 10:00:42 GMT', now)).toBe(42_000);
    expect(retryAfterMs('Mon Mar  2 10:00:42 2026', now)).toBe(42_000);
  });
  it('treats a date already past as no wait', () => {
    expect(retryAfterMs('Mon, 02 Mar 2026 09:59:00 GMT', now)).toBe(0);
  });
  it('ignores an absent or unreadable value', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs('1.5', now)).toBeNull();
    expect(retryAfterMs('-3', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});

describe('sendWithRetry', () => {
  it('waits as long as Retry-After says, then sends again and succeeds without failing the file', async () => {
    const server = scripted([() => refused('7'), created]);
    const body = await read(sendWithRetry(server.send, server.wait, () => now));
    expect(body).toEqual({ materialId: 'm1' });
    expect(server.sent()).toBe(2);
    expect(server.waits).toEqual([{ ms: 7000, attempt: 1 }]);
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    const server = scripted([() => refused('Mon, 02 Mar 2026 10:00:30 GMT'), created]);
    expect((await sendWithRetry(server.send, server.wait, () => now)).status).toBe(201);
    expect(server.waits).toEqual([{ ms: 30_000, attempt: 1 }]);
  });

  it('waits through several refusals in a row', async () => {
    const server = scripted([() => refused('60'), () => refused('60'), created]);
    expect((await sendWithRetry(server.send, server.wait, () => now)).status).toBe(201);
    expect(server.waits.map((w) => w.ms)).toEqual([60_000, 60_000]);
  });

  it('gives up after a bounded number of tries with the server’s message', async () => {
    const server = scripted([() => refused('60')]);
    const attempt = read(sendWithRetry(server.send, server.wait, () => now));
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({
      status: 429,
      message: 'Too many uploads in a short time. Please wait a minute and try again.',
    });
    expect(server.sent()).toBe(uploadRetry.maxAttempts);
    expect(server.waits).toHaveLength(uploadRetry.maxAttempts - 1);
  });

  it('backs off on its own when a 429 has no readable Retry-After', async () => {
    const server = scripted([() => refused(), () => refused('later'), created]);
    expect((await sendWithRetry(server.send, server.wait, () => now)).status).toBe(201);
    expect(server.waits).toEqual([
      { ms: uploadRetry.fallbackWaitMs, attempt: 1 },
      { ms: uploadRetry.fallbackWaitMs * 2, attempt: 2 },
    ]);
  });

  it('does not wait out a pause longer than a student would sit through', async () => {
    const server = scripted([() => refused('3600'), created]);
    expect((await sendWithRetry(server.send, server.wait, () => now)).status).toBe(429);
    expect(server.sent()).toBe(1);
    expect(server.waits).toEqual([]);
  });

  it('sends other answers straight back: only a 429 is tried again', async () => {
    for (const status of [400, 413, 500, 503]) {
      const server = scripted([() => new Response('{"error":"no"}', { status }), created]);
      expect((await sendWithRetry(server.send, server.wait, () => now)).status).toBe(status);
      expect(server.sent()).toBe(1);
    }
  });
});

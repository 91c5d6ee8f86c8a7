import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './client';

const answer = (body: string, status = 400, statusText = 'Bad Request') =>
  new Response(body || null, { status, statusText });

describe('errorMessageOf', () => {
  it('uses the error field of a JSON body', async () => {
    expect(await errorMessageOf(answer('{"error":"Course name is required"}'))).toBe('Course name is required');
  });
  it('falls back to the message field', async () => {
    expect(await errorMessageOf(answer('{"message":"Quota exceeded"}'))).toBe('Quota exceeded');
  });
  it('uses the status text for JSON without either field', async () => {
    expect(await errorMessageOf(answer('{"detail":1}', 409, 'Conflict'))).toBe('Conflict');
  });
  it('uses a non-JSON body as it is', async () => {
    expect(await errorMessageOf(answer('upstream timed out', 502, 'Bad Gateway'))).toBe('upstream timed out');
  });
  it('uses the status text for an empty body', async () => {
    expect(await errorMessageOf(answer('', 503, 'Service Unavailable'))).toBe('Service Unavailable');
  });
});

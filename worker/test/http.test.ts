import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonError, jsonNotFound } from '../http/errors';
import { validate } from '../http/validate';
import { call, origin, signInLocally } from './helpers';

describe('API conventions', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const { cookie } = await signInLocally();
    const response = await call('/api/no-such-thing', { headers: { Cookie: cookie } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('answers a signed-out /api request with 401 JSON', async () => {
    const response = await call('/api/user');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it('sends security headers on every response', async () => {
    const response = await call('/api/user');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('adds HSTS only over HTTPS', async () => {
    expect((await call('/api/user')).headers.get('strict-transport-security')).toBeNull();
    expect((await call('https://prepwise.example/api/user')).headers.get('strict-transport-security')).toMatch(
      /max-age=/,
    );
  });
});

describe('cross-site request refusal (CSRF)', () => {
  it('refuses a state-changing request from another origin with 403 JSON and changes nothing', async () => {
    const { cookie } = await signInLocally();
    const response = await call('/auth/logout', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'This request came from another site and was refused.' });
    expect((await call('/api/user', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('refuses a cross-site request that only carries Sec-Fetch-Site', async () => {
    const response = await call('/auth/dev', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      body: new URLSearchParams({ name: 'Mallory', email: 'mallory@example.com' }),
    });
    expect(response.status).toBe(403);
  });

  it('refuses the opaque "null" origin', async () => {
    const response = await call('/auth/logout', { method: 'POST', headers: { Origin: 'null' } });
    expect(response.status).toBe(403);
  });

  it('refuses an empty Origin header', async () => {
    const response = await call('/auth/logout', { method: 'POST', headers: { Origin: '' } });
    expect(response.status).toBe(403);
  });

  it('accepts an origin listed in ALLOWED_ORIGINS (the dev server) and no other', async () => {
    const allowed = { ALLOWED_ORIGINS: 'http://localhost:5173' };
    const fromDevServer = await call(
      '/auth/logout',
      { method: 'POST', headers: { Origin: 'http://localhost:5173' } },
      allowed,
    );
    expect(fromDevServer.status).toBe(200);
    const fromElsewhere = await call(
      '/auth/logout',
      { method: 'POST', headers: { Origin: 'http://localhost:5174' } },
      allowed,
    );
    expect(fromElsewhere.status).toBe(403);
  });

  it('accepts same-origin requests', async () => {
    const response = await call('/auth/logout', { method: 'POST', headers: { Origin: origin } });
    expect(response.status).toBe(200);
  });

  it('leaves reads alone whatever their origin', async () => {
    const response = await call('/api/user', { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(401);
  });
});

describe('validation and errors', () => {
  // A route shaped like every JSON route of the app: validated body, app error handlers.
  const probe = new Hono()
    .post(
      '/things',
      validate('json', z.object({ name: z.string().trim().min(1, 'Name is required'), count: z.number().int() })),
      (c) => c.json({ ok: true, ...c.req.valid('json') }, 201),
    )
    .get('/boom', () => {
      throw new Error('database password is hunter2');
    });
  probe.notFound(jsonNotFound);
  probe.onError(jsonError);
  const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    probe.request('http://localhost/things', { method: 'POST', body, headers });

  it('answers malformed JSON with 400 and a readable error', async () => {
    const response = await post('{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON in request body' });
  });

  it('answers a schema violation with 400 and the schema’s own message', async () => {
    const response = await post(JSON.stringify({ name: '  ', count: 1 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Name is required' });
  });

  it('names the field when zod’s default message is used', async () => {
    const response = await post(JSON.stringify({ name: 'x', count: 'many' }));
    expect(await response.json()).toEqual({ error: 'count: Invalid input: expected number, received string' });
  });

  it('answers an unexpected failure with 500 and a generic message, the detail only in logs', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await probe.request('http://localhost/boom');
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(String(log.mock.calls[0]?.[1])).toContain('hunter2');
    log.mockRestore();
  });
});

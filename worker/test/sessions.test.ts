import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sessionAbsoluteTimeout, sessionIdleTimeout } from '../auth/session';
import { call, cookiesOf, origin, signInLocally } from './helpers';

const day = 86_400_000;
const sessionIdOf = (cookie: string) => cookie.replace('prepwise_session=', '').split('.')[0];

async function setSession(cookie: string, fields: { expiresAt?: number; createdAt?: number }) {
  const id = sessionIdOf(cookie);
  if (fields.expiresAt !== undefined) {
    await env.DB.prepare('update sessions set expiresAt = ? where id = ?').bind(fields.expiresAt, id).run();
  }
  if (fields.createdAt !== undefined) {
    await env.DB.prepare('update sessions set createdAt = ? where id = ?').bind(fields.createdAt, id).run();
  }
}

describe('sessions', () => {
  it('store only a hash of the token secret', async () => {
    const { cookie } = await signInLocally();
    const [id, secret] = cookie.replace('prepwise_session=', '').split('.');
    const row = await env.DB.prepare('select secretHash from sessions where id = ?')
      .bind(id)
      .first<{ secretHash: string }>();
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(secret);
  });

  it('reject a token whose secret is wrong', async () => {
    const { cookie } = await signInLocally();
    const forged = `${cookie.split('.')[0]}.not-the-secret`;
    expect((await call('/api/user', { headers: { Cookie: forged } })).status).toBe(401);
  });

  it('expire after 30 idle days: 401 and the cookie is cleared', async () => {
    const { cookie } = await signInLocally();
    await setSession(cookie, { expiresAt: Date.now() - 1000 });
    const response = await call('/api/user', { headers: { Cookie: cookie } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in to continue.' });
    expect(cookiesOf(response).prepwise_session).toBe('');
    expect(await env.DB.prepare('select id from sessions where id = ?').bind(sessionIdOf(cookie)).first()).toBeNull();
  });

  it('slide forward when used, renewing the cookie', async () => {
    const { cookie } = await signInLocally();
    await setSession(cookie, { expiresAt: Date.now() + 10 * day });
    const response = await call('/api/user', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const renewed = response.headers.getSetCookie().find((c) => c.startsWith('prepwise_session='));
    expect(renewed).toMatch(/Max-Age=25919\d\d/);
    const row = await env.DB.prepare('select expiresAt from sessions where id = ?')
      .bind(sessionIdOf(cookie))
      .first<{ expiresAt: number }>();
    expect(row?.expiresAt).toBeGreaterThan(Date.now() + sessionIdleTimeout - 60_000);
  });

  it('do not rewrite a session used again within a day', async () => {
    const { cookie } = await signInLocally();
    const response = await call('/api/user', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('end at the absolute timeout however active they are', async () => {
    const { cookie } = await signInLocally();
    await setSession(cookie, {
      createdAt: Date.now() - sessionAbsoluteTimeout - 1000,
      expiresAt: Date.now() + day * 29,
    });
    expect((await call('/api/user', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('end on logout, on the server too: the old token no longer works', async () => {
    const { cookie } = await signInLocally();
    const logout = await call('/auth/logout', { method: 'POST', headers: { Cookie: cookie, Origin: origin } });
    expect(logout.status).toBe(200);
    expect(cookiesOf(logout).prepwise_session).toBe('');
    expect((await call('/api/user', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('get a new token at every sign-in and the previous one ends', async () => {
    const first = await signInLocally('Ada', 'same-student@example.com');
    const second = await call('/auth/dev', {
      method: 'POST',
      headers: { Origin: origin, Cookie: first.cookie },
      body: new URLSearchParams({ name: 'Ada', email: 'same-student@example.com' }),
    });
    const token = cookiesOf(second).prepwise_session;
    expect(token).toBeTruthy();
    expect(`prepwise_session=${token}`).not.toBe(first.cookie);
    expect((await call('/api/user', { headers: { Cookie: first.cookie } })).status).toBe(401);
    expect((await call('/api/user', { headers: { Cookie: `prepwise_session=${token}` } })).status).toBe(200);
  });
});

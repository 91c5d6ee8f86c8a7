import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, cookiesOf, origin } from './helpers';

const off = { LOCAL_SIGNIN: 'off' };
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { Origin: origin },
  body: new URLSearchParams(fields),
});

describe('local sign-in', () => {
  it('is where /auth/google leads when no Google client is configured', async () => {
    const response = await call('/auth/google');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/dev');
  });

  it('shows a page titled "Local sign-in" with name and email fields and a Sign in button', async () => {
    const response = await call('/auth/dev');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toMatch(/<title>Local sign-in/);
    expect(page).toMatch(/<form method="post" action="\/auth\/dev">/);
    expect(page).toMatch(/name="name"/);
    expect(page).toMatch(/name="email"/);
    expect(page).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('creates the user, starts a session and goes to /dashboard', async () => {
    const response = await call('/auth/dev', form({ name: 'Alan Turing', email: 'Alan@Example.com' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
    const token = cookiesOf(response).prepwise_session;
    const me = await call('/api/user', { headers: { Cookie: `prepwise_session=${token}` } });
    expect(await me.json()).toMatchObject({ name: 'Alan Turing', email: 'alan@example.com', picture: null });
  });

  it('finds the same user again by email', async () => {
    await call('/auth/dev', form({ name: 'Katherine Johnson', email: 'kj@example.com' }));
    await call('/auth/dev', form({ name: 'Katherine Johnson', email: 'kj@example.com' }));
    const { results } = await env.DB.prepare("select id from users where email = 'kj@example.com'").all();
    expect(results).toHaveLength(1);
  });

  it('re-shows the form with a message for an invalid email, escaping what was typed', async () => {
    const response = await call('/auth/dev', form({ name: '<script>x</script>', email: 'not-an-email' }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('Please enter a valid email address');
    expect(page).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page).not.toContain('<script>x</script>');
  });

  it('answers 404 to GET and POST when the switch is off', async () => {
    expect((await call('/auth/dev', {}, off)).status).toBe(404);
    const post = await call('/auth/dev', form({ name: 'Eve', email: 'eve@example.com' }), off);
    expect(post.status).toBe(404);
    expect(await env.DB.prepare("select id from users where email = 'eve@example.com'").first()).toBeNull();
  });

  it('cannot be switched on by any request when the switch is off', async () => {
    const attempts: [string, RequestInit][] = [
      ['/auth/dev?LOCAL_SIGNIN=on', {}],
      ['/auth/dev', { headers: { 'X-Local-Signin': 'on', Cookie: 'LOCAL_SIGNIN=on' } }],
      ['/auth/dev', { ...form({ name: 'Eve', email: 'eve@example.com', LOCAL_SIGNIN: 'on' }) }],
    ];
    for (const [path, init] of attempts) expect((await call(path, init, off)).status).toBe(404);
    expect(await env.DB.prepare("select id from users where email = 'eve@example.com'").first()).toBeNull();
  });

  it('is not offered by /auth/google when the switch is off', async () => {
    const response = await call('/auth/google', {}, off);
    expect(response.headers.get('location')).toBe('/login?error=signin_unavailable');
  });

  it('is off in the deployed configuration (wrangler.toml vars)', async () => {
    // The tests switch it on through Miniflare bindings; wrangler.toml itself must say "off".
    const config = await import('../../wrangler.toml?raw').then((m) => m.default as string);
    expect(config).toMatch(/^LOCAL_SIGNIN = "off"$/m);
    expect(env.LOCAL_SIGNIN).toBe('on');
  });
});

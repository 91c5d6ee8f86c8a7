import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, cookieHeader, cookiesOf, origin } from './helpers';

const google = { GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

function idToken(claims: Record<string, unknown> = {}) {
  const payload = {
    iss: 'https://accounts.google.com',
    aud: google.GOOGLE_CLIENT_ID,
    sub: 'google-sub-1',
    email: 'grace@example.com',
    email_verified: true,
    name: 'Grace Hopper',
    picture: 'https://lh3.googleusercontent.com/a/grace',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

/** Google's token endpoint, answering with `answer` (built inside the mock, see platform notes). */
function mockTokenEndpoint(answer: () => Response) {
  const requests: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== 'https://oauth2.googleapis.com/token') throw new Error(`unexpected fetch ${request.url}`);
    requests.push(request);
    return answer();
  });
  return requests;
}

async function startSignIn() {
  const response = await call('/auth/google', {}, google);
  expect(response.status).toBe(302);
  const jar = cookiesOf(response);
  const location = new URL(response.headers.get('location') ?? '');
  return { jar, location, state: location.searchParams.get('state') ?? '' };
}

const callback = (query: string, jar: Record<string, string>) =>
  call(`/auth/google/callback?${query}`, { headers: { Cookie: cookieHeader(jar) } }, google);

afterEach(() => vi.restoreAllMocks());

describe('Google sign-in', () => {
  it('redirects to Google with state and a PKCE challenge kept in short-lived HttpOnly cookies', async () => {
    const response = await call('/auth/google', {}, google);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('client_id')).toBe(google.GOOGLE_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${origin}/auth/google/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toHaveLength(2);
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=600/);
    }
    expect(cookiesOf(response).prepwise_oauth_state).toBe(location.searchParams.get('state'));
  });

  it('signs the student in on a valid callback: user upserted, session cookie set, on to /dashboard', async () => {
    const { jar, state } = await startSignIn();
    const requests = mockTokenEndpoint(() =>
      Response.json({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken() }),
    );
    const response = await callback(`code=auth-code&state=${state}`, jar);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
    const body = await requests[0]?.text();
    expect(body).toContain('code=auth-code');
    expect(body).toContain(`code_verifier=${jar.prepwise_oauth_verifier}`);

    const cookies = cookiesOf(response);
    expect(cookies.prepwise_oauth_state).toBe('');
    expect(cookies.prepwise_session).toMatch(/^[\w-]+\.[\w-]+$/);
    const sessionLine = response.headers.getSetCookie().find((c) => c.startsWith('prepwise_session='));
    expect(sessionLine).toMatch(/HttpOnly/);
    expect(sessionLine).toMatch(/SameSite=Lax/);
    expect(sessionLine).not.toMatch(/Secure/); // localhost only

    const me = await call('/api/user', { headers: { Cookie: `prepwise_session=${cookies.prepwise_session}` } });
    expect(await me.json()).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      picture: 'https://lh3.googleusercontent.com/a/grace',
    });
    const row = await env.DB.prepare("select googleId from users where email = 'grace@example.com'").first();
    expect(row).toEqual({ googleId: 'google-sub-1' });
  });

  it('updates the same user on a second sign-in instead of creating another', async () => {
    for (const name of ['Grace Hopper', 'Grace B. Hopper']) {
      const { jar, state } = await startSignIn();
      mockTokenEndpoint(() => Response.json({ access_token: 'at', token_type: 'Bearer', id_token: idToken({ name }) }));
      expect((await callback(`code=c&state=${state}`, jar)).status).toBe(302);
      vi.restoreAllMocks();
    }
    const { results } = await env.DB.prepare("select name from users where googleId = 'google-sub-1'").all();
    expect(results).toEqual([{ name: 'Grace B. Hopper' }]);
  });

  it('sends a state mismatch back to /login with a readable error and no session', async () => {
    const { jar } = await startSignIn();
    const fetchSpy = mockTokenEndpoint(() => Response.json({}));
    const response = await callback('code=c&state=forged', jar);
    expect(response.headers.get('location')).toBe('/login?error=state_mismatch');
    expect(cookiesOf(response).prepwise_session).toBeUndefined();
    expect(fetchSpy).toHaveLength(0);
  });

  it('sends a callback without the state cookie back to /login', async () => {
    const { state } = await startSignIn();
    const response = await callback(`code=c&state=${state}`, {});
    expect(response.headers.get('location')).toBe('/login?error=state_mismatch');
  });

  it('sends an invalid grant back to /login with a readable error', async () => {
    const { jar, state } = await startSignIn();
    mockTokenEndpoint(() =>
      Response.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 }),
    );
    const response = await callback(`code=expired&state=${state}`, jar);
    expect(response.headers.get('location')).toBe('/login?error=invalid_grant');
    expect(cookiesOf(response).prepwise_session).toBeUndefined();
  });

  it('sends a denied consent back to /login', async () => {
    const { jar, state } = await startSignIn();
    const response = await callback(`error=access_denied&state=${state}`, jar);
    expect(response.headers.get('location')).toBe('/login?error=access_denied');
  });

  it('refuses an ID token issued for another client', async () => {
    const { jar, state } = await startSignIn();
    mockTokenEndpoint(() =>
      Response.json({ access_token: 'at', token_type: 'Bearer', id_token: idToken({ aud: 'someone-else' }) }),
    );
    const response = await callback(`code=c&state=${state}`, jar);
    expect(response.headers.get('location')).toBe('/login?error=invalid_account');
  });

  it('refuses an ID token from another issuer', async () => {
    const { jar, state } = await startSignIn();
    mockTokenEndpoint(() =>
      Response.json({ access_token: 'at', token_type: 'Bearer', id_token: idToken({ iss: 'https://evil.example' }) }),
    );
    const response = await callback(`code=c&state=${state}`, jar);
    expect(response.headers.get('location')).toBe('/login?error=invalid_account');
  });

  it('reports an unreachable Google without a stack trace', async () => {
    const { jar, state } = await startSignIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      throw new TypeError('network down');
    });
    const response = await callback(`code=c&state=${state}`, jar);
    expect(response.headers.get('location')).toBe('/login?error=google_unavailable');
  });

  it('uses __Host- cookies marked Secure when served over HTTPS', async () => {
    const response = await call('https://prepwise.example/auth/google', {}, google);
    for (const cookie of response.headers.getSetCookie()) {
      expect(cookie).toMatch(/^__Host-prepwise_oauth_/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
    }
  });
});

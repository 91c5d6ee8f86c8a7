// /auth: Google sign-in, the local sign-in, and logout.
import { ArcticFetchError, generateCodeVerifier, generateState, OAuth2RequestError } from 'arctic';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import {
  clearCookie,
  oauthStateCookie,
  oauthVerifierCookie,
  readCookie,
  sessionCookie,
  writeCookie,
} from '../auth/cookies';
import { isLocalSignInEnabled, localSignInForm, localSignInPage } from '../auth/dev-login';
import { googleClient, profileFromIdToken } from '../auth/google';
import { createSession, invalidateSession, sessionIdleTimeout } from '../auth/session';
import type { SignInError } from '../contracts/auth';
import { findOrCreateLocalUser, upsertGoogleUser } from '../db/queries/users';

const oauthCookieMaxAge = 10 * 60;

const toLogin = (c: Context, error: SignInError) => c.redirect(`/login?error=${error}`, 302);

/** Starts a fresh session (a new token at every sign-in) and ends any previous one. */
async function signIn(c: Context<AppEnv>, userId: string) {
  const previous = readCookie(c, sessionCookie);
  if (previous) await invalidateSession(c.var.db, previous);
  const { token } = await createSession(c.var.db, userId);
  writeCookie(c, sessionCookie, token, sessionIdleTimeout / 1000);
  return c.redirect('/dashboard', 302);
}

export const authRoutes = new Hono<AppEnv>()
  .get('/google', (c) => {
    const google = googleClient(c.env, c.req.url);
    if (!google) return isLocalSignInEnabled(c.env) ? c.redirect('/auth/dev', 302) : toLogin(c, 'signin_unavailable');
    const state = generateState();
    const verifier = generateCodeVerifier();
    const url = google.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']);
    url.searchParams.set('prompt', 'select_account');
    writeCookie(c, oauthStateCookie, state, oauthCookieMaxAge);
    writeCookie(c, oauthVerifierCookie, verifier, oauthCookieMaxAge);
    return c.redirect(url.href, 302);
  })
  .get('/google/callback', async (c) => {
    const storedState = readCookie(c, oauthStateCookie);
    const verifier = readCookie(c, oauthVerifierCookie);
    // Single use: whatever happens next, this state and verifier are spent.
    clearCookie(c, oauthStateCookie);
    clearCookie(c, oauthVerifierCookie);
    const google = googleClient(c.env, c.req.url);
    if (!google) return toLogin(c, 'signin_unavailable');
    const { code, state, error } = c.req.query();
    if (error) return toLogin(c, 'access_denied');
    if (!code || !state || !storedState || !verifier || state !== storedState) return toLogin(c, 'state_mismatch');

    let idToken: string;
    try {
      idToken = (await google.validateAuthorizationCode(code, verifier)).idToken();
    } catch (err) {
      if (err instanceof OAuth2RequestError) return toLogin(c, 'invalid_grant');
      console.error('Google token exchange failed:', err instanceof ArcticFetchError ? err.cause : err);
      return toLogin(c, 'google_unavailable');
    }
    const profile = profileFromIdToken(idToken, c.env.GOOGLE_CLIENT_ID);
    if (!profile) return toLogin(c, 'invalid_account');
    const user = await upsertGoogleUser(c.var.db, profile);
    return signIn(c, user.id);
  })
  .post('/logout', async (c) => {
    const token = readCookie(c, sessionCookie);
    if (token) await invalidateSession(c.var.db, token);
    clearCookie(c, sessionCookie);
    return c.json({ ok: true }, 200);
  })
  .get('/dev', (c) => {
    if (!isLocalSignInEnabled(c.env)) return c.json({ error: 'Not found' }, 404);
    return c.html(localSignInPage());
  })
  .post('/dev', async (c) => {
    if (!isLocalSignInEnabled(c.env)) return c.json({ error: 'Not found' }, 404);
    const body = await c.req.parseBody().catch(() => ({}));
    const form = localSignInForm.safeParse(body);
    if (!form.success) {
      const values = body as { name?: string; email?: string };
      const error = form.error.issues[0]?.message;
      return c.html(
        localSignInPage({ name: String(values.name ?? ''), email: String(values.email ?? ''), error }),
        400,
      );
    }
    const user = await findOrCreateLocalUser(c.var.db, form.data);
    return signIn(c, user.id);
  });

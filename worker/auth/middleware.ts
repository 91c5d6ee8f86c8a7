import { createMiddleware } from 'hono/factory';
import type { AppEnv, SignedInEnv } from '../app-env';
import { clearCookie, readCookie, sessionCookie, writeCookie } from './cookies';
import { validateSessionToken } from './session';

/** Reads the session cookie on every request; renews the cookie when the session slides. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = readCookie(c, sessionCookie);
  const auth = token ? await validateSessionToken(c.var.db, token) : null;
  c.set('auth', auth);
  if (token && auth?.renewed) {
    writeCookie(c, sessionCookie, token, Math.floor((auth.session.expiresAt.getTime() - Date.now()) / 1000));
  } else if (token && !auth) {
    clearCookie(c, sessionCookie);
  }
  await next();
});

export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  const auth = c.get('auth');
  if (!auth) return c.json({ error: 'Please sign in to continue.' }, 401);
  c.set('user', auth.user);
  await next();
});

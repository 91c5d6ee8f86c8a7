// Cookie settings: HttpOnly and SameSite=Lax always; Secure with a `__Host-`
// name everywhere except plain-http localhost, where browsers would drop them.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isLocalhost = (url: string) => localHosts.has(new URL(url).hostname);

const cookieName = (c: Context, name: string) => (isLocalhost(c.req.url) ? name : `__Host-${name}`);

const baseOptions = (c: Context): CookieOptions => ({
  httpOnly: true,
  secure: !isLocalhost(c.req.url),
  sameSite: 'Lax',
  path: '/',
});

export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, cookieName(c, name));
}

export function writeCookie(c: Context, name: string, value: string, maxAgeSeconds: number): void {
  setCookie(c, cookieName(c, name), value, { ...baseOptions(c), maxAge: maxAgeSeconds });
}

export function clearCookie(c: Context, name: string): void {
  deleteCookie(c, cookieName(c, name), baseOptions(c));
}

export const sessionCookie = 'prepwise_session';
export const oauthStateCookie = 'prepwise_oauth_state';
export const oauthVerifierCookie = 'prepwise_oauth_verifier';

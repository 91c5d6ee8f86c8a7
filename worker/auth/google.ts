// Google sign-in through arctic: authorization code flow with state and PKCE.
import { decodeIdToken, Google } from 'arctic';
import { z } from 'zod';
import type { GoogleProfile } from '../db/queries/users';

export const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'] as const;

export function googleClient(env: Env, requestUrl: string): Google | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  const redirectUri = new URL('/auth/google/callback', requestUrl).href;
  return new Google(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, redirectUri);
}

const idTokenClaims = z.object({
  iss: z.enum(googleIssuers),
  aud: z.string(),
  sub: z.string().min(1),
  exp: z.number(),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.url().optional(),
});

/**
 * The profile in an ID token received straight from Google's token endpoint.
 * Its signature is not checked: OpenID Connect Core 3.1.3.7 allows TLS to the
 * token endpoint to stand in for it. Issuer, audience and expiry are checked.
 */
export function profileFromIdToken(idToken: string, clientId: string, now = Date.now()): GoogleProfile | null {
  let decoded: unknown;
  try {
    decoded = decodeIdToken(idToken);
  } catch {
    return null;
  }
  const claims = idTokenClaims.safeParse(decoded);
  if (!claims.success) return null;
  const { aud, exp, sub, email, email_verified, name, picture } = claims.data;
  if (aud !== clientId || exp * 1000 <= now || email_verified === false) return null;
  return {
    googleId: sub,
    email: email.toLowerCase(),
    name: name?.trim() || email.split('@')[0] || email,
    picture: picture ?? null,
  };
}

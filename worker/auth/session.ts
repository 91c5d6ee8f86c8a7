// Sessions: a random `<id>.<secret>` token in a cookie; D1 keeps only a hash of
// the secret. Idle timeout 30 days (sliding), absolute timeout 90 days.
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Session, sessions, type User, users } from '../db/schema';

const day = 86_400_000;
export const sessionIdleTimeout = 30 * day;
export const sessionAbsoluteTimeout = 90 * day;
// Slide the expiry at most once a day so reads do not write on every request.
const renewInterval = day;

export type Authenticated = { user: User; session: Session; renewed: boolean };

function randomSecret(bytes: number): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

async function hashSecret(secret: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
}

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16));

export async function createSession(db: Db, userId: string, now = Date.now()) {
  const id = randomSecret(15);
  const secret = randomSecret(32);
  const expiresAt = new Date(now + sessionIdleTimeout);
  await db.insert(sessions).values({
    id,
    userId,
    secretHash: toHex(await hashSecret(secret)),
    expiresAt,
    createdAt: new Date(now),
  });
  return { token: `${id}.${secret}`, expiresAt };
}

function parseToken(token: string) {
  const [id, secret, ...rest] = token.split('.');
  return id && secret && rest.length === 0 ? { id, secret } : null;
}

/** The session and user behind a token, renewing its idle expiry; null when invalid or expired. */
export async function validateSessionToken(db: Db, token: string, now = Date.now()): Promise<Authenticated | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, parsed.id))
    .get();
  if (!row) return null;
  const expected = fromHex(row.session.secretHash);
  const actual = new Uint8Array(await hashSecret(parsed.secret));
  if (expected.byteLength !== actual.byteLength || !crypto.subtle.timingSafeEqual(expected, actual)) return null;

  const absoluteEnd = row.session.createdAt.getTime() + sessionAbsoluteTimeout;
  if (now >= row.session.expiresAt.getTime() || now >= absoluteEnd) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return null;
  }
  if (row.session.expiresAt.getTime() - now > sessionIdleTimeout - renewInterval) {
    return { ...row, renewed: false };
  }
  const expiresAt = new Date(Math.min(now + sessionIdleTimeout, absoluteEnd));
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.session.id));
  return { user: row.user, session: { ...row.session, expiresAt }, renewed: true };
}

/** Ends the session a token names, if the token is genuine. */
export async function invalidateSession(db: Db, token: string): Promise<void> {
  const valid = await validateSessionToken(db, token);
  if (valid) await db.delete(sessions).where(eq(sessions.id, valid.session.id));
}

export async function deleteExpiredSessions(db: Db, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
}

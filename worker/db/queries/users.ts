import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { type User, users } from '../schema';

export type GoogleProfile = { googleId: string; email: string; name: string; picture: string | null };

/** Finds the user by Google id, else links the account with the same email, else creates one. */
export async function upsertGoogleUser(db: Db, profile: GoogleProfile): Promise<User> {
  const existing =
    (await db.select().from(users).where(eq(users.googleId, profile.googleId)).get()) ??
    (await db.select().from(users).where(eq(users.email, profile.email)).get());
  if (!existing) {
    return db.insert(users).values(profile).returning().get();
  }
  return db
    .update(users)
    .set({ googleId: profile.googleId, email: profile.email, name: profile.name, picture: profile.picture })
    .where(eq(users.id, existing.id))
    .returning()
    .get();
}

/** The local sign-in's user: found by email, created on first use. */
export async function findOrCreateLocalUser(db: Db, profile: { name: string; email: string }): Promise<User> {
  const existing = await db.select().from(users).where(eq(users.email, profile.email)).get();
  return existing ?? db.insert(users).values(profile).returning().get();
}

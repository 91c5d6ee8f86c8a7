// The Hono environment every route module is typed with.
import type { Authenticated } from './auth/session';
import type { Db } from './db/client';
import type { User } from './db/schema';

export type AppEnv = {
  Bindings: Env;
  Variables: { db: Db; auth: Authenticated | null };
};

/** Routes behind `requireUser`: the signed-in student is `c.var.user`. */
export type SignedInEnv = AppEnv & { Variables: { user: User } };

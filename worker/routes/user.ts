import { Hono } from 'hono';
import type { SignedInEnv } from '../app-env';

export const userRoutes = new Hono<SignedInEnv>().get('/', (c) => {
  const { id, name, email, picture } = c.var.user;
  return c.json({ id, name, email, picture }, 200);
});

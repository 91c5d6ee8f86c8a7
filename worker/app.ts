// The Hono app: security headers, CSRF origin check, database and session
// middleware, then one route module per resource. AppType types the web client.
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { loadSession, requireUser } from './auth/middleware';
import { createDb } from './db/client';
import { jsonError, jsonNotFound } from './http/errors';
import { originCheck } from './http/origin-check';
import { withSecurityHeaders } from './http/security-headers';
import { authRoutes } from './routes/auth';
import { courseRoutes } from './routes/courses';
import { materialRoutes, uploadRoutes } from './routes/materials';
import { userRoutes } from './routes/user';

const api = new Hono<AppEnv>()
  .use(requireUser)
  .route('/user', userRoutes)
  .route('/courses', courseRoutes)
  .route('/upload', uploadRoutes)
  .route('/materials', materialRoutes);

export const app = new Hono<AppEnv>()
  .use(withSecurityHeaders)
  .use(originCheck)
  .use(async (c, next) => {
    c.set('db', createDb(c.env.DB));
    await next();
  })
  .use(loadSession)
  .route('/auth', authRoutes)
  .route('/api', api);

app.notFound(jsonNotFound);
app.onError(jsonError);

export type AppType = typeof app;

// The Hono app: security headers, CSRF origin check, database and session
// middleware, then one route module per resource. AppType types the web client.
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { loadSession, requireUser } from './auth/middleware';
import { createDb } from './db/client';
import { jsonError, jsonNotFound } from './http/errors';
import { jsonBodyLimit } from './http/limits';
import { originCheck } from './http/origin-check';
import { withSecurityHeaders } from './http/security-headers';
import { publicSite } from './public/routes';
import { attemptRoutes, startAttemptRoute } from './routes/attempts';
import { authRoutes } from './routes/auth';
import { courseRoutes } from './routes/courses';
import { examRoutes, quickExamRoute } from './routes/exams';
import { materialRoutes, uploadRoutes } from './routes/materials';
import { analyticsRoutes, dashboardRoutes, knowledgeGapRoutes, reviewRoutes } from './routes/progress';
import { userRoutes } from './routes/user';

const api = new Hono<AppEnv>()
  .use(requireUser)
  // Uploads stream with their own 50 MB limit; every other body is small JSON.
  .use((c, next) => (c.req.header('content-type')?.startsWith('multipart/') ? next() : jsonBodyLimit(c, next)))
  .route('/user', userRoutes)
  .route('/courses', courseRoutes)
  .route('/upload', uploadRoutes)
  .route('/materials/generate-exam', quickExamRoute)
  .route('/materials', materialRoutes)
  .route('/exams', examRoutes)
  .route('/exams', startAttemptRoute)
  .route('/attempts', attemptRoutes)
  .route('/dashboard', dashboardRoutes)
  .route('/analytics', analyticsRoutes)
  .route('/knowledge-gaps', knowledgeGapRoutes)
  .route('/spaced-repetition', reviewRoutes);

export const app = new Hono<AppEnv>()
  .use(withSecurityHeaders)
  .use(originCheck)
  .use(async (c, next) => {
    c.set('db', createDb(c.env.DB));
    await next();
  })
  .use(loadSession)
  // A trivial route, the reference for the API benchmark (and a liveness check).
  .get('/api/health', (c) => c.json({ ok: true }, 200))
  .route('/auth', authRoutes)
  .route('/api', api);

// The public pages' HTML, robots.txt and sitemap.xml (outside AppType: not an API).
app.route('/', publicSite);
app.notFound(jsonNotFound);
app.onError(jsonError);

export type AppType = typeof app;

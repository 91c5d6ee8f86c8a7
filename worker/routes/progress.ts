// The student's progress: the dashboard, analytics, knowledge gaps and the
// spaced-repetition plan (spec sections 2, 3 and 7).
import { Hono } from 'hono';
import { z } from 'zod';
import type { SignedInEnv } from '../app-env';
import { completedAttempts } from '../db/queries/attempts';
import { findCourse } from '../db/queries/courses';
import { progressStats, upcomingReviews, weakestTopics } from '../db/queries/progress';
import { validate } from '../http/validate';
import { courseNotFound } from './courses';

const day = 86_400_000;
const dashboardQuery = z.object({ courseId: z.string().min(1).max(64).optional() });

export const dashboardRoutes = new Hono<SignedInEnv>().get('/', validate('query', dashboardQuery), async (c) => {
  const userId = c.var.user.id;
  const { courseId } = c.req.valid('query');
  if (courseId && !(await findCourse(c.var.db, userId, courseId))) return c.json(courseNotFound, 404);
  const [stats, knowledgeGaps, reviews, recentAttempts] = await Promise.all([
    progressStats(c.var.db, userId, { courseId }),
    weakestTopics(c.var.db, userId, 5),
    upcomingReviews(c.var.db, userId, { until: new Date(Date.now() + 7 * day), limit: 10 }),
    completedAttempts(c.var.db, userId, { limit: 5, courseId }),
  ]);
  return c.json({ stats, knowledgeGaps, upcomingReviews: reviews, recentAttempts }, 200);
});

/** The analytics screen: the last 30 days' stats, the trend of the last 12 attempts, topics, reviews and gaps. */
export const analyticsRoutes = new Hono<SignedInEnv>().get('/', async (c) => {
  const userId = c.var.user.id;
  const [stats, trend, gaps, reviews] = await Promise.all([
    progressStats(c.var.db, userId, { since: new Date(Date.now() - 30 * day) }),
    completedAttempts(c.var.db, userId, { limit: 12 }),
    weakestTopics(c.var.db, userId, 50),
    upcomingReviews(c.var.db, userId, { until: new Date(Date.now() + 7 * day), limit: 5 }),
  ]);
  // Topic performance: the six topics with the most questions answered.
  const topicPerformance = [...gaps]
    .sort((a, b) => b.totalQuestions - a.totalQuestions)
    .slice(0, 6)
    .map((gap) => ({
      topic: gap.topic,
      percentage: gap.totalQuestions ? Math.round((gap.correctAnswers / gap.totalQuestions) * 100) : 0,
      correct: gap.correctAnswers,
      total: gap.totalQuestions,
    }));
  return c.json(
    {
      stats,
      trend: [...trend].reverse(),
      topicPerformance,
      upcomingReviews: reviews,
      recentAttempts: trend.slice(0, 3),
      knowledgeGaps: gaps.slice(0, 10),
    },
    200,
  );
});

export const knowledgeGapRoutes = new Hono<SignedInEnv>().get('/', async (c) =>
  c.json(await weakestTopics(c.var.db, c.var.user.id, 200), 200),
);

export const reviewRoutes = new Hono<SignedInEnv>().get('/', async (c) =>
  c.json(await upcomingReviews(c.var.db, c.var.user.id, { limit: 200 }), 200),
);

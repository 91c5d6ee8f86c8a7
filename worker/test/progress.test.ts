import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, type StudentClient, twoStudents } from './helpers';

type Dashboard = {
  stats: {
    materialsCount: number;
    examsCompleted: number;
    averageScore: number;
    studyTimeHours: number;
    accuracyRate: number;
  };
  knowledgeGaps: { topic: string; weaknessLevel: number }[];
  upcomingReviews: { topic: string; nextReviewDate: string }[];
  recentAttempts: { id: string; examTitle: string | null; score: number; readinessScore: number | null }[];
};

/** A completed attempt with topic results, written through the real grading path. */
async function completedAttempt(client: StudentClient, courseId: string | null, answers: 'all-right' | 'half') {
  const user = (await (await client.get('/api/user')).json()) as { id: string };
  const examId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "insert into exams (id, userId, courseId, title, timeLimit, questionCount, difficulty, topics, questionTypes) values (?, ?, ?, 'Quiz', 10, 2, 'easy', '[]', '[]')",
    ).bind(examId, user.id, courseId),
    ...['Cells', 'Genetics'].map((topic, i) =>
      env.DB.prepare(
        "insert into questions (id, userId, examId, topic, difficulty, type, question, options, correctAnswer, explanation, position) values (?, ?, ?, ?, 'easy', 'true_false', ?, '[\"True\",\"False\"]', 'True', 'E', ?)",
      ).bind(`${examId}-${i}`, user.id, examId, topic, `Statement about ${topic}.`, i),
    ),
  ]);
  const started = (await (await client.post(`/api/exams/${examId}/attempts`)).json()) as { attempt: { id: string } };
  const given =
    answers === 'all-right'
      ? { [`${examId}-0`]: 'True', [`${examId}-1`]: 'True' }
      : { [`${examId}-0`]: 'True', [`${examId}-1`]: 'False' };
  await client.put(`/api/attempts/${started.attempt.id}/submit`, { answers: given });
  return started.attempt.id;
}

describe('GET /api/dashboard', () => {
  it('answers zeros and empty lists for a new student', async () => {
    const { owner } = await twoStudents();
    const dashboard = (await (await owner.get('/api/dashboard')).json()) as Dashboard;
    expect(dashboard).toEqual({
      stats: { materialsCount: 0, examsCompleted: 0, averageScore: 0, studyTimeHours: 0, accuracyRate: 0 },
      knowledgeGaps: [],
      upcomingReviews: [],
      recentAttempts: [],
    });
  });

  it('sums up the student’s attempts, gaps and coming reviews', async () => {
    const { owner } = await twoStudents();
    await completedAttempt(owner, null, 'all-right');
    const latest = await completedAttempt(owner, null, 'half');
    const dashboard = (await (await owner.get('/api/dashboard')).json()) as Dashboard;
    expect(dashboard.stats).toMatchObject({ examsCompleted: 2, averageScore: 75, accuracyRate: 75 });
    expect(dashboard.recentAttempts[0]).toMatchObject({ id: latest, examTitle: 'Quiz', score: 50 });
    expect(dashboard.recentAttempts[0]?.readinessScore).toBeTypeOf('number');
    expect(dashboard.knowledgeGaps[0]?.topic).toBe('Genetics');
    // Genetics was failed, so it comes back within the week; Cells, answered right twice, later.
    expect(dashboard.upcomingReviews.map((r) => r.topic)).toEqual(['Genetics']);
  });

  it('limits stats and attempts to a course when asked', async () => {
    const { owner } = await twoStudents();
    const course = (await (await owner.post('/api/courses', { name: 'Biology' })).json()) as { id: string };
    await completedAttempt(owner, course.id, 'all-right');
    await completedAttempt(owner, null, 'half');
    const dashboard = (await (await owner.get(`/api/dashboard?courseId=${course.id}`)).json()) as Dashboard;
    expect(dashboard.stats).toMatchObject({ examsCompleted: 1, averageScore: 100 });
    expect(dashboard.recentAttempts).toHaveLength(1);
  });

  it('answers 404 for another student’s course', async () => {
    const { owner, other } = await twoStudents();
    const course = (await (await owner.post('/api/courses', { name: 'Mine' })).json()) as { id: string };
    expect((await other.get(`/api/dashboard?courseId=${course.id}`)).status).toBe(404);
  });
});

describe('progress lists', () => {
  it('list knowledge gaps weakest first and reviews soonest first, each only the student’s own', async () => {
    const { owner, other } = await twoStudents();
    await completedAttempt(owner, null, 'half');
    const gaps = (await (await owner.get('/api/knowledge-gaps')).json()) as { topic: string; weaknessLevel: number }[];
    expect(gaps.map((g) => [g.topic, g.weaknessLevel])).toEqual([
      ['Genetics', 100],
      ['Cells', 0],
    ]);
    const reviews = (await (await owner.get('/api/spaced-repetition')).json()) as {
      topic: string;
      reviewCount: number;
      lastScore: number;
    }[];
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toMatchObject({ topic: 'Genetics', reviewCount: 1, lastScore: 0 });
    expect(await (await other.get('/api/knowledge-gaps')).json()).toEqual([]);
    expect(await (await other.get('/api/spaced-repetition')).json()).toEqual([]);
  });

  it('give analytics: the 30-day stats, the trend in order, topic performance', async () => {
    const { owner } = await twoStudents();
    await completedAttempt(owner, null, 'half');
    await completedAttempt(owner, null, 'all-right');
    const analytics = (await (await owner.get('/api/analytics')).json()) as {
      stats: { examsCompleted: number };
      trend: { score: number }[];
      topicPerformance: { topic: string; percentage: number }[];
    };
    expect(analytics.stats.examsCompleted).toBe(2);
    expect(analytics.trend.map((a) => a.score)).toEqual([50, 100]);
    expect(analytics.topicPerformance).toEqual(
      expect.arrayContaining([expect.objectContaining({ topic: 'Cells', percentage: 100 })]),
    );
  });

  it('answer /api/health without a session', async () => {
    expect(await (await call('/api/health')).json()).toEqual({ ok: true });
  });
});

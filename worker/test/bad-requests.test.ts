// Bad requests on every JSON write route: each answers 4xx with a readable
// error, never 500, and writes nothing. And the per-student exam limit (uploads: upload-limit.test.ts).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, origin, signInLocally, studentClient } from './helpers';

type Route = { method: string; path: (ids: Ids) => string; valid: (ids: Ids) => Record<string, unknown> };
type Ids = { courseId: string; materialId: string; examId: string; attemptId: string };

// Every route that takes a JSON body, with a body it accepts.
const jsonRoutes: Record<string, Route> = {
  'POST /api/courses': { method: 'POST', path: () => '/api/courses', valid: () => ({ name: 'Physics' }) },
  'PUT /api/courses/:id': {
    method: 'PUT',
    path: (i) => `/api/courses/${i.courseId}`,
    valid: () => ({ name: 'Physics II' }),
  },
  'PATCH /api/materials/:id': {
    method: 'PATCH',
    path: (i) => `/api/materials/${i.materialId}`,
    valid: () => ({ courseId: null }),
  },
  'POST /api/materials/generate-exam': {
    method: 'POST',
    path: () => '/api/materials/generate-exam',
    valid: (i) => ({ materialIds: [i.materialId], questionCount: 5 }),
  },
  'POST /api/exams': {
    method: 'POST',
    path: () => '/api/exams',
    valid: (i) => ({
      title: 'Quiz',
      materialIds: [i.materialId],
      questionTypes: ['true_false'],
      questionCount: 5,
      timeLimit: 10,
      difficulty: 'easy',
    }),
  },
  'PATCH /api/exams/:id': {
    method: 'PATCH',
    path: (i) => `/api/exams/${i.examId}`,
    valid: () => ({ status: 'active' }),
  },
  'PUT /api/attempts/:id/answers': {
    method: 'PUT',
    path: (i) => `/api/attempts/${i.attemptId}/answers`,
    valid: () => ({ answers: {} }),
  },
  'PUT /api/attempts/:id/submit': {
    method: 'PUT',
    path: (i) => `/api/attempts/${i.attemptId}/submit`,
    valid: () => ({ answers: {} }),
  },
};

const badBodies: [string, (valid: Record<string, unknown>) => { body: string; contentType?: string }][] = [
  ['malformed JSON', () => ({ body: '{"name": "Phys' })],
  ['an array instead of an object', () => ({ body: '[1, 2, 3]' })],
  [
    'wrong types',
    (v) => ({ body: JSON.stringify(Object.fromEntries(Object.keys(v).map((k) => [k, { nested: true }]))) }),
  ],
  ['an unknown field', (v) => ({ body: JSON.stringify({ ...v, isAdmin: true }) })],
  [
    'negative and enormous numbers',
    (v) => ({ body: JSON.stringify({ ...v, questionCount: -5, timeLimit: 1e12, status: 12 }) }),
  ],
  ['the wrong content type', (v) => ({ body: JSON.stringify(v), contentType: 'text/plain' })],
  ['a body over 1 MB', (v) => ({ body: JSON.stringify({ ...v, padding: 'x'.repeat(1_100_000) }) })],
];

async function setup() {
  const { cookie } = await signInLocally();
  const client = studentClient(cookie);
  const userId = ((await (await client.get('/api/user')).json()) as { id: string }).id;
  const courseId = crypto.randomUUID();
  const materialId = crypto.randomUUID();
  const examId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("insert into courses (id, userId, name) values (?, ?, 'Biology')").bind(courseId, userId),
    env.DB.prepare(
      "insert into study_materials (id, userId, filename, originalName, fileSize, mimeType, objectPath, status) values (?, ?, 'x.pdf', 'x.pdf', 1, 'application/pdf', 'k', 'completed')",
    ).bind(materialId, userId),
    env.DB.prepare(
      "insert into exams (id, userId, title, timeLimit, questionCount, difficulty, topics, questionTypes) values (?, ?, 'Quiz', 10, 1, 'easy', '[]', '[]')",
    ).bind(examId, userId),
    env.DB.prepare(
      "insert into questions (id, userId, examId, topic, difficulty, type, question, options, correctAnswer, explanation) values (?, ?, ?, 'Cells', 'easy', 'true_false', 'Cells are alive.', '[\"True\",\"False\"]', 'True', 'E')",
    ).bind(`${examId}-q`, userId, examId),
  ]);
  const started = (await (await client.post(`/api/exams/${examId}/attempts`)).json()) as { attempt: { id: string } };
  return { cookie, userId, ids: { courseId, materialId, examId, attemptId: started.attempt.id } };
}

async function snapshot(userId: string) {
  const tables = [
    'courses',
    'study_materials',
    'questions',
    'exams',
    'exam_attempts',
    'knowledge_gaps',
    'spaced_repetition',
  ];
  const rows = await Promise.all(
    tables.map((t) => env.DB.prepare(`select * from ${t} where userId = ? order by id`).bind(userId).all()),
  );
  return JSON.stringify(rows.map((r) => r.results));
}

describe('bad requests', () => {
  it.each(Object.keys(jsonRoutes))(
    '%s answers every bad body with 4xx and a readable error, writing nothing',
    async (name) => {
      const { cookie, userId, ids } = await setup();
      const route = jsonRoutes[name] as Route;
      const before = await snapshot(userId);
      for (const [label, make] of badBodies) {
        const { body, contentType = 'application/json' } = make(route.valid(ids));
        const response = await call(route.path(ids), {
          method: route.method,
          headers: { Cookie: cookie, Origin: origin, 'Content-Type': contentType },
          body,
        });
        expect(response.status, `${name} with ${label}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${name} with ${label}`).toBeLessThan(500);
        const answer = (await response.json()) as { error?: unknown };
        expect(typeof answer.error, `${name} with ${label}`).toBe('string');
        expect((answer.error as string).length).toBeGreaterThan(3);
      }
      expect(await snapshot(userId)).toBe(before);
    },
  );

  it('answers 413 to a body over 1 MB', async () => {
    const { cookie } = await signInLocally();
    const response = await call('/api/courses', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'This request is too large.' });
  });

  it('answers repeated writes consistently', async () => {
    const { cookie, ids } = await setup();
    const client = studentClient(cookie);
    for (let i = 0; i < 3; i++)
      expect((await client.patch(`/api/exams/${ids.examId}`, { status: 'active' })).status).toBe(200);
    const submits = await Promise.all(
      [1, 2, 3].map(() => client.put(`/api/attempts/${ids.attemptId}/submit`, { answers: {} })),
    );
    expect(new Set(await Promise.all(submits.map((r) => r.text()))).size).toBe(1);
    expect((await client.delete(`/api/courses/${ids.courseId}`)).status).toBe(200);
    expect((await client.delete(`/api/courses/${ids.courseId}`)).status).toBe(404);
  });
});

describe('rate limits', () => {
  it('stop a student after 10 new exams a minute', async () => {
    const { cookie } = await signInLocally();
    const client = studentClient(cookie);
    for (let i = 0; i < 10; i++) expect((await client.post('/api/exams', { title: '' })).status).toBe(400);
    const limited = await client.post('/api/exams', { title: '' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'Too many new exams in a short time. Please wait a minute and try again.',
    });
  });
});

// The authorization matrix, generated from the app's own route list: every
// /api route and method (a) answers 401 signed out, (b) answers 404 or 403 to a
// second student using the first one's ids and changes nothing of theirs, and
// (c) works for the owner. A route missing from the matrix fails the test.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { makePdf } from './fixtures';
import { call, origin, type StudentClient, twoStudents } from './helpers';

type World = {
  owner: StudentClient;
  other: StudentClient;
  ownerId: string;
  courseId: string;
  materialId: string;
  examId: string;
  questionId: string;
  attemptId: string;
  finishedAttemptId: string;
};

type Entry = {
  /** The request, made as `client` with the owner's ids. */
  send: (client: StudentClient, w: World) => Promise<Response>;
  /** Whether the request names the owner's records (else the other student just sees their own data). */
  foreign: boolean;
};

const upload = (
  client: StudentClient,
  path: string,
  name: string,
  bytes: Uint8Array | string,
  fields: Record<string, string> = {},
) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new File([bytes], name));
  return client.form(path, form);
};

const syllabus = 'Course Schedule\nWeek 1: Cells\nWeek 2: Genetics\nGrading\nFinal exam 100%';
const notes = [
  'Cell Biology',
  'The nucleus is a membrane-bound organelle that contains the genetic material of the cell.',
  'Mitochondria are organelles that produce most of the chemical energy needed by the cell.',
  'Ribosomes are small structures that assemble proteins from amino acids.',
  'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
  'Osmosis is the movement of water across a membrane from a dilute solution to a concentrated one.',
  'Enzymes are proteins that speed up chemical reactions without being used up.',
].join('\n');

const matrix: Record<string, Entry> = {
  'GET /api/user': { send: (c) => c.get('/api/user'), foreign: false },
  'GET /api/courses': { send: (c) => c.get('/api/courses'), foreign: false },
  'POST /api/courses': { send: (c) => c.post('/api/courses', { name: 'Another course' }), foreign: false },
  'GET /api/courses/:id': { send: (c, w) => c.get(`/api/courses/${w.courseId}`), foreign: true },
  'PUT /api/courses/:id': { send: (c, w) => c.put(`/api/courses/${w.courseId}`, { name: 'Renamed' }), foreign: true },
  'DELETE /api/courses/:id': { send: (c, w) => c.delete(`/api/courses/${w.courseId}`), foreign: true },
  'POST /api/courses/:id/syllabus': {
    send: (c, w) => upload(c, `/api/courses/${w.courseId}/syllabus`, 'syllabus.txt', syllabus),
    foreign: true,
  },
  'DELETE /api/courses/:id/syllabus': {
    send: (c, w) => c.delete(`/api/courses/${w.courseId}/syllabus`),
    foreign: true,
  },
  'POST /api/upload': {
    send: (c, w) => upload(c, '/api/upload', 'more.pdf', makePdf([notes]), { courseId: w.courseId }),
    foreign: true,
  },
  'GET /api/materials': { send: (c) => c.get('/api/materials'), foreign: false },
  'GET /api/materials/:id': { send: (c, w) => c.get(`/api/materials/${w.materialId}`), foreign: true },
  'PATCH /api/materials/:id': {
    send: (c, w) => c.patch(`/api/materials/${w.materialId}`, { courseId: null }),
    foreign: true,
  },
  'DELETE /api/materials/:id': { send: (c, w) => c.delete(`/api/materials/${w.materialId}`), foreign: true },
  'GET /api/materials/:id/file': { send: (c, w) => c.get(`/api/materials/${w.materialId}/file`), foreign: true },
  'POST /api/materials/generate-exam': {
    send: (c, w) => c.post('/api/materials/generate-exam', { materialIds: [w.materialId], questionCount: 3 }),
    foreign: true,
  },
  'GET /api/exams': { send: (c) => c.get('/api/exams'), foreign: false },
  'POST /api/exams': {
    send: (c, w) =>
      c.post('/api/exams', {
        title: 'Quiz',
        materialIds: [w.materialId],
        questionTypes: ['multiple_choice', 'true_false'],
        questionCount: 3,
        timeLimit: 10,
        difficulty: 'mixed',
      }),
    foreign: true,
  },
  'GET /api/exams/:id': { send: (c, w) => c.get(`/api/exams/${w.examId}`), foreign: true },
  'PATCH /api/exams/:id': { send: (c, w) => c.patch(`/api/exams/${w.examId}`, { status: 'active' }), foreign: true },
  'DELETE /api/exams/:id': { send: (c, w) => c.delete(`/api/exams/${w.examId}`), foreign: true },
  'GET /api/exams/:id/preview-questions': {
    send: (c, w) => c.get(`/api/exams/${w.examId}/preview-questions`),
    foreign: true,
  },
  'DELETE /api/exams/:id/questions/:questionId': {
    send: (c, w) => c.delete(`/api/exams/${w.examId}/questions/${w.questionId}`),
    foreign: true,
  },
  'POST /api/exams/:id/questions/:questionId/replace': {
    send: (c, w) => c.post(`/api/exams/${w.examId}/questions/${w.questionId}/replace`),
    foreign: true,
  },
  'POST /api/exams/:id/attempts': { send: (c, w) => c.post(`/api/exams/${w.examId}/attempts`), foreign: true },
  'GET /api/attempts': { send: (c) => c.get('/api/attempts'), foreign: false },
  'PUT /api/attempts/:id/answers': {
    send: (c, w) => c.put(`/api/attempts/${w.attemptId}/answers`, { answers: { [w.questionId]: 'True' } }),
    foreign: true,
  },
  'PUT /api/attempts/:id/submit': {
    send: (c, w) => c.put(`/api/attempts/${w.attemptId}/submit`, { answers: {} }),
    foreign: true,
  },
  'GET /api/attempts/:id/results': {
    send: (c, w) => c.get(`/api/attempts/${w.finishedAttemptId}/results`),
    foreign: true,
  },
  'GET /api/dashboard': { send: (c, w) => c.get(`/api/dashboard?courseId=${w.courseId}`), foreign: true },
  'GET /api/analytics': { send: (c) => c.get('/api/analytics'), foreign: false },
  'GET /api/knowledge-gaps': { send: (c) => c.get('/api/knowledge-gaps'), foreign: false },
  'GET /api/spaced-repetition': { send: (c) => c.get('/api/spaced-repetition'), foreign: false },
};

/** Routes anyone may call. */
const publicRoutes = new Set(['GET /api/health']);

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const appRoutes = [
  ...new Set(
    app.routes.filter((r) => methods.has(r.method) && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`),
  ),
].filter((route) => !publicRoutes.has(route));

async function processed(client: StudentClient, materialId: string) {
  for (let i = 0; i < 300; i++) {
    const { status } = (await (await client.get(`/api/materials/${materialId}`)).json()) as { status: string };
    if (status === 'completed') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('material did not finish processing');
}

/** A first student with one of everything, and a second student. */
async function world(): Promise<World> {
  const { owner, other } = await twoStudents();
  const ownerId = ((await (await owner.get('/api/user')).json()) as { id: string }).id;
  const { id: courseId } = (await (await owner.post('/api/courses', { name: 'Biology' })).json()) as { id: string };
  await upload(owner, `/api/courses/${courseId}/syllabus`, 'syllabus.txt', syllabus);
  const { materialId } = (await (
    await upload(owner, '/api/upload', 'cells.pdf', makePdf([notes]), { courseId })
  ).json()) as {
    materialId: string;
  };
  await processed(owner, materialId);
  const exam = (await matrix['POST /api/exams']?.send(owner, { courseId, materialId } as World)) as Response;
  const { id: examId } = (await exam.json()) as { id: string };
  const [question] = (await (await owner.get(`/api/exams/${examId}/preview-questions`)).json()) as { id: string }[];
  // One attempt finished (for results), one running (for autosave and submit).
  const finishedExam = (await (
    await matrix['POST /api/exams']?.send(owner, { courseId, materialId } as World)
  )?.json()) as { id: string };
  const finished = (await (await owner.post(`/api/exams/${finishedExam.id}/attempts`)).json()) as {
    attempt: { id: string };
  };
  await owner.put(`/api/attempts/${finished.attempt.id}/submit`, { answers: {} });
  const running = (await (await owner.post(`/api/exams/${examId}/attempts`)).json()) as { attempt: { id: string } };
  return {
    owner,
    other,
    ownerId,
    courseId,
    materialId,
    examId,
    questionId: question?.id as string,
    attemptId: running.attempt.id,
    finishedAttemptId: finished.attempt.id,
  };
}

/** Everything of the owner's: their rows in every table, their files, their running attempt. */
async function snapshot(w: World) {
  const tables = [
    'users',
    'courses',
    'study_materials',
    'questions',
    'exams',
    'exam_attempts',
    'knowledge_gaps',
    'spaced_repetition',
  ];
  const rows = await Promise.all(
    tables.map((table) =>
      env.DB.prepare(`select * from ${table} where ${table === 'users' ? 'id' : 'userId'} = ? order by id`)
        .bind(w.ownerId)
        .all(),
    ),
  );
  const files = await env.FILES.list({ prefix: `users/${w.ownerId}/` });
  const attempt = await env.ATTEMPTS.get(env.ATTEMPTS.idFromName(w.attemptId)).state();
  return JSON.stringify({
    rows: rows.map((r) => r.results),
    files: files.objects.map((o) => [o.key, o.etag]),
    attempt,
  });
}

describe('the authorization matrix', () => {
  it('covers every /api route of the app, and nothing else', () => {
    expect([...appRoutes].sort()).toEqual(Object.keys(matrix).sort());
  });

  it.each(appRoutes)('%s answers 401 when signed out', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const concrete = path.replace(/:[a-zA-Z]+/g, 'some-id');
    const response = await call(concrete, { method, headers: { Origin: origin } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it.each(appRoutes)(
    "%s refuses another student's ids, changes nothing of the owner's, and works for the owner",
    { timeout: 30_000 },
    async (route) => {
      const w = await world();
      const entry = matrix[route] as Entry;
      const before = await snapshot(w);
      const response = await entry.send(w.other, w);
      if (entry.foreign) {
        expect([403, 404]).toContain(response.status);
      } else {
        expect(response.status).toBeLessThan(300);
        // The other student sees only their own records: none of the owner's ids appear.
        const body = await response.text();
        for (const id of [w.courseId, w.materialId, w.examId, w.attemptId, w.finishedAttemptId, w.ownerId])
          expect(body).not.toContain(id);
      }
      expect(await snapshot(w)).toBe(before);

      const own = await entry.send(w.owner, w);
      expect(own.status, await own.clone().text()).toBeLessThan(300);
    },
  );

  it('leaves GET /api/health public', async () => {
    expect((await call('/api/health')).status).toBe(200);
  });
});

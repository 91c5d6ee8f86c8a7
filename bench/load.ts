// npm run bench:load — many simulated students against the app started locally
// (a second process on loopback), for a bounded time: they browse the dashboard
// and lists, upload small files, create exams, take and submit them. Prints the
// requests served, the errors (must be 0) and p50/p99 per route, then checks
// that every submitted attempt has exactly one grade and every upload a final status.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, startApp, stop } from './processes.ts';

const port = await freePort();
const base = `http://localhost:${port}`;
const students = Number(process.env.LOAD_STUDENTS ?? 12);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
// Exam creation is limited to 10 a minute per student: pace well under it.
const examEveryMs = 8000;
const source = readFileSync(join(root, '../shared/corpus/txt/python311-howto-functional.rst.txt'), 'utf8');

const latencies = new Map<string, number[]>();
const failures: string[] = [];
let served = 0;

/** A request, timed under its route's name; any unexpected status counts as an error. */
async function request(route: string, url: string, init: RequestInit = {}, expected = [200, 201]): Promise<Response> {
  const t0 = performance.now();
  const response = await fetch(`${base}${url}`, init);
  const body = await response.clone().arrayBuffer();
  const list = latencies.get(route) ?? [];
  list.push(performance.now() - t0);
  latencies.set(route, list);
  served++;
  if (!expected.includes(response.status)) {
    failures.push(`${route} ${response.status} ${new TextDecoder().decode(body).slice(0, 160)}`);
  }
  return response;
}

type Student = {
  headers: Record<string, string>;
  uploads: string[];
  submitted: string[];
};

async function signIn(i: number): Promise<Student> {
  const response = await request(
    'POST /auth/dev',
    '/auth/dev',
    {
      method: 'POST',
      headers: { Origin: base },
      body: new URLSearchParams({ name: `Load Student ${i}`, email: `load-${i}-${Date.now()}@example.com` }),
      redirect: 'manual',
    },
    [302],
  );
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { headers: { Cookie: cookie, Origin: base }, uploads: [], submitted: [] };
}

const json = (student: Student, body: unknown) => ({
  headers: { ...student.headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** A small study file: a slice of a real document, different for each upload. */
function smallFile(n: number): File {
  const start = (n * 2300) % Math.max(1, source.length - 6000);
  return new File([source.slice(start, start + 6000)], `notes-${n}.txt`, { type: 'text/plain' });
}

async function browse(student: Student) {
  for (const [route, url] of [
    ['GET /api/dashboard', '/api/dashboard'],
    ['GET /api/courses', '/api/courses'],
    ['GET /api/materials', '/api/materials'],
    ['GET /api/exams', '/api/exams'],
    ['GET /api/attempts', '/api/attempts'],
  ] as const) {
    await request(route, url, { headers: student.headers });
  }
}

async function live(i: number, until: number) {
  const student = await signIn(i);
  const course = (await (
    await request('POST /api/courses', '/api/courses', { method: 'POST', ...json(student, { name: `Course ${i}` }) })
  ).json()) as { id: string };
  for (let n = 0; n < 2; n++) {
    const form = new FormData();
    form.append('courseId', course.id);
    form.append('file', smallFile(i * 10 + n));
    const uploaded = (await (
      await request('POST /api/upload', '/api/upload', { method: 'POST', headers: student.headers, body: form })
    ).json()) as { materialId?: string };
    if (uploaded.materialId) student.uploads.push(uploaded.materialId);
  }
  // Browse while the uploads are processed.
  let ready: string[] = [];
  while (Date.now() < until && ready.length === 0) {
    await browse(student);
    const list = (await (
      await request('GET /api/materials', `/api/materials?courseId=${course.id}`, { headers: student.headers })
    ).json()) as { id: string; status: string }[];
    ready = list.filter((m) => m.status === 'completed').map((m) => m.id);
  }
  let lastExam = 0;
  while (Date.now() < until && ready.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastExam + examEveryMs - Date.now())));
    lastExam = Date.now();
    const created = await request('POST /api/exams', '/api/exams', {
      method: 'POST',
      ...json(student, {
        title: `Load exam ${i}`,
        materialIds: ready,
        questionCount: 8,
        timeLimit: 10,
        difficulty: 'mixed',
        questionTypes: ['multiple_choice', 'true_false', 'fill_blank', 'short_answer'],
      }),
    });
    if (!created.ok) continue;
    const { id: examId } = (await created.json()) as { id: string };
    const started = (await (
      await request('POST /api/exams/:id/attempts', `/api/exams/${examId}/attempts`, {
        method: 'POST',
        headers: student.headers,
      })
    ).json()) as {
      attempt: { id: string };
      questions: { id: string; type: string; options: string[] }[];
    };
    const answers: Record<string, string> = {};
    for (const question of started.questions) {
      answers[question.id] = question.options[0] ?? 'an answer';
      await request('PUT /api/attempts/:id/answers', `/api/attempts/${started.attempt.id}/answers`, {
        method: 'PUT',
        ...json(student, { answers }),
      });
    }
    await request('PUT /api/attempts/:id/submit', `/api/attempts/${started.attempt.id}/submit`, {
      method: 'PUT',
      ...json(student, { answers }),
    });
    student.submitted.push(started.attempt.id);
    await request('GET /api/attempts/:id/results', `/api/attempts/${started.attempt.id}/results`, {
      headers: student.headers,
    });
    await browse(student);
  }
  return student;
}

const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-load-'));
let app: ChildProcess | null = null;
try {
  app = await startApp(port, dataDir);
  const started = Date.now();
  const until = started + seconds * 1000;
  const everyone = await Promise.all(Array.from({ length: students }, (_, i) => live(i, until)));
  const elapsed = (Date.now() - started) / 1000;

  // Afterwards: every submitted attempt graded exactly once, every upload settled.
  let ungraded = 0;
  let duplicates = 0;
  let unsettled = 0;
  for (const student of everyone) {
    const attempts = (await (await fetch(`${base}/api/attempts`, { headers: student.headers })).json()) as {
      id: string;
      status: string;
      score: number | null;
    }[];
    for (const id of student.submitted) {
      const matches = attempts.filter((a) => a.id === id);
      if (matches.length !== 1 || matches[0]?.status !== 'completed' || matches[0]?.score == null) ungraded++;
      if (matches.length > 1) duplicates++;
    }
    for (const id of student.uploads) {
      let status = 'processing';
      for (let tries = 0; tries < 120 && status === 'processing'; tries++) {
        status = (
          (await (await fetch(`${base}/api/materials/${id}`, { headers: student.headers })).json()) as {
            status: string;
          }
        ).status;
        if (status === 'processing') await new Promise((resolve) => setTimeout(resolve, 500));
      }
      if (status === 'processing') unsettled++;
    }
  }

  const submitted = everyone.reduce((sum, s) => sum + s.submitted.length, 0);
  const uploads = everyone.reduce((sum, s) => sum + s.uploads.length, 0);
  console.log(
    `${students} students for ${elapsed.toFixed(0)} s: ${served} requests served (${(served / elapsed).toFixed(1)}/s), ${failures.length} errors`,
  );
  for (const failure of failures.slice(0, 10)) console.log(`  error: ${failure}`);
  console.log('');
  for (const [route, values] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `${route.padEnd(36)} ${String(values.length).padStart(5)} req   p50 ${percentile(values, 0.5).toFixed(0).padStart(5)} ms   p99 ${percentile(values, 0.99).toFixed(0).padStart(5)} ms`,
    );
  }
  console.log(`\nSubmitted attempts: ${submitted}; not graded exactly once: ${ungraded + duplicates}`);
  console.log(`Uploads: ${uploads}; without a final status: ${unsettled}`);
  if (failures.length || ungraded || duplicates || unsettled) process.exitCode = 1;
} finally {
  stop(app);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}

// npm run bench:api — the API under load, against the app started locally:
// p50/p99 latency and throughput of GET /api/dashboard and of submitting an
// attempt, each as a ratio to GET /api/health measured in the same run; and
// the dashboard for a student with 5 attempts beside one with 500 attempts and
// 200 materials, to show its cost does not grow with history.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, startApp, stop } from './processes.ts';

const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-api-'));
const requests = 400;
const concurrency = 8;
const submits = 120;

const sqlString = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** SQL for a student with `materials` materials and `attempts` graded attempts over 12 topics. */
function seedStudent(id: string, email: string, materials: number, attempts: number, openExams: number): string {
  const now = Date.now();
  const rows: string[] = [
    `insert into users (id, email, name) values (${sqlString(id)}, ${sqlString(email)}, 'Bench Student');`,
  ];
  const topics = Array.from({ length: 12 }, (_, i) => `Topic ${i + 1}`);
  for (let m = 0; m < materials; m++) {
    rows.push(
      `insert into study_materials (id, userId, filename, originalName, title, fileSize, mimeType, objectPath, status, topics, uploadedAt) values ('${id}-m${m}', ${sqlString(id)}, 'f.pdf', 'notes-${m}.pdf', 'Notes ${m}', 1000, 'application/pdf', 'k', 'completed', '["${topics[m % 12]}"]', ${now - m * 60_000});`,
    );
  }
  const exam = (examId: string) =>
    `insert into exams (id, userId, title, timeLimit, questionCount, difficulty, topics, questionTypes, materialIds) values ('${examId}', ${sqlString(id)}, 'Exam ${examId}', 30, 4, 'mixed', '[]', '["true_false"]', '[]');`;
  const questions = (examId: string) =>
    Array.from(
      { length: 4 },
      (_, q) =>
        `insert into questions (id, userId, examId, topic, difficulty, type, question, options, correctAnswer, explanation, sourcePage, sourceQuote, position) values ('${examId}-q${q}', ${sqlString(id)}, '${examId}', '${topics[q % 12]}', 'easy', 'true_false', 'Statement ${q} of ${examId}.', '["True","False"]', 'True', 'Explained.', 1, 'Quote.', ${q});`,
    );
  for (let a = 0; a < attempts; a++) {
    const examId = `${id}-e${a}`;
    rows.push(exam(examId), ...questions(examId));
    const completed = now - a * 3_600_000;
    rows.push(
      `insert into exam_attempts (id, examId, userId, startedAt, deadline, completedAt, timeSpent, score, totalQuestions, correctAnswers, status, readinessScore, results) values ('${id}-a${a}', '${examId}', ${sqlString(id)}, ${completed - 600_000}, ${completed + 1_200_000}, ${completed}, 600, ${(a * 37) % 101}, 4, ${a % 5}, 'completed', 70, '[]');`,
    );
  }
  for (let o = 0; o < openExams; o++) {
    const examId = `${id}-open${o}`;
    rows.push(exam(examId), ...questions(examId));
  }
  topics.forEach((topic, t) => {
    rows.push(
      `insert into knowledge_gaps (id, userId, topic, weaknessLevel, totalQuestions, correctAnswers) values ('${id}-g${t}', ${sqlString(id)}, '${topic}', ${(t * 13) % 100}, 100, ${50 + t});`,
      `insert into spaced_repetition (id, userId, topic, nextReviewDate, intervalDays, reviewCount, state, lastReviewDate) values ('${id}-r${t}', ${sqlString(id)}, '${topic}', ${now + t * 43_200_000}, 1, 3, 'review', ${now});`,
    );
  });
  return rows.join('\n');
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/auth/dev`, {
    method: 'POST',
    headers: { Origin: base },
    body: new URLSearchParams({ name: 'Bench Student', email }),
    redirect: 'manual',
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

type Measure = { p50: number; p99: number; perSecond: number };

/** Sends `count` requests made by `next(i)` with `concurrency` in flight; latency percentiles and throughput. */
async function measure(count: number, next: (i: number) => Promise<Response>): Promise<Measure> {
  const latencies: number[] = [];
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < count) {
        const i = issued++;
        const t0 = performance.now();
        const response = await next(i);
        if (!response.ok) throw new Error(`request ${i} failed: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] as number;
  return { p50: at(0.5), p99: at(0.99), perSecond: count / seconds };
}

const row = (name: string, m: Measure, reference: Measure) =>
  `${name.padEnd(36)} p50 ${m.p50.toFixed(1).padStart(6)} ms (${(m.p50 / reference.p50).toFixed(2)}×)  p99 ${m.p99.toFixed(1).padStart(6)} ms (${(m.p99 / reference.p99).toFixed(2)}×)  ${m.perSecond.toFixed(0).padStart(5)} req/s (${(m.perSecond / reference.perSecond).toFixed(2)}×)`;

let app: ChildProcess | null = null;
try {
  const wrangler = join(root, 'node_modules/.bin/wrangler');
  const persist = ['--local', '--persist-to', dataDir];
  execFileSync(wrangler, ['d1', 'migrations', 'apply', 'DB', ...persist], {
    cwd: root,
    env: { ...process.env, CI: '1' },
    stdio: 'ignore',
  });
  const seed = join(dataDir, 'seed.sql');
  writeFileSync(
    seed,
    [
      seedStudent('bench-large', 'large@bench.local', 200, 500, submits),
      seedStudent('bench-small', 'small@bench.local', 1, 5, 0),
    ].join('\n'),
  );
  execFileSync(wrangler, ['d1', 'execute', 'DB', ...persist, '--file', seed], { cwd: root, stdio: 'ignore' });

  app = await startApp(port, dataDir);
  const large = await signIn('large@bench.local');
  const small = await signIn('small@bench.local');
  const get = (path: string, cookie?: string) => () =>
    fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

  // Warm every path once before measuring.
  await Promise.all([get('/api/health')(), get('/api/dashboard', large)(), get('/api/dashboard', small)()]);
  const health = await measure(requests, get('/api/health'));
  const dashboardLarge = await measure(requests, get('/api/dashboard', large));
  const dashboardSmall = await measure(requests, get('/api/dashboard', small));

  // Submitting: start one attempt per open exam (setup, not timed), then submit each once.
  const attemptIds: string[] = [];
  for (let o = 0; o < submits; o++) {
    const started = await fetch(`${base}/api/exams/bench-large-open${o}/attempts`, {
      method: 'POST',
      headers: { Cookie: large, Origin: base },
    });
    attemptIds.push(((await started.json()) as { attempt: { id: string } }).attempt.id);
  }
  const submit = await measure(submits, (i) =>
    fetch(`${base}/api/attempts/${attemptIds[i]}/submit`, {
      method: 'PUT',
      headers: { Cookie: large, Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify({ answers: { [`bench-large-open${i}-q0`]: 'True', [`bench-large-open${i}-q1`]: 'False' } }),
    }),
  );

  console.log(`${requests} requests each (${submits} submits), ${concurrency} in flight; ratios to GET /api/health\n`);
  console.log(row('GET /api/health', health, health));
  console.log(row('GET /api/dashboard (500 attempts)', dashboardLarge, health));
  console.log(row('GET /api/dashboard (5 attempts)', dashboardSmall, health));
  console.log(row('PUT /api/attempts/:id/submit', submit, health));
  console.log(`\nDashboard p50, 500 attempts vs 5 attempts: ${(dashboardLarge.p50 / dashboardSmall.p50).toFixed(2)}×`);
} finally {
  stop(app);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}

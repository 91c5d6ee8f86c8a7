// Timed attempts. The Durable Object of each attempt holds the truth (deadline,
// saved answers, the one grading); these routes start or resume it, autosave,
// submit, and read results. Questions sent to the browser never carry answers.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { SignedInEnv } from '../app-env';
import { autosaveInput, submitInput } from '../contracts/attempts';
import {
  completedAttempts,
  deleteAttempt,
  findAttempt,
  findRunningAttempt,
  insertRunningAttempt,
} from '../db/queries/attempts';
import { examQuestionRows, findExam } from '../db/queries/exams';
import type { ExamAttempt } from '../db/schema';
import { attemptResults } from '../grading/results';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { examNotFound } from './exams';

const attemptNotFound = { error: 'Attempt not found' } as const;
const timeIsUp = { error: 'Time is up for this exam' } as const;

const attemptObject = (env: Env, attemptId: string) => env.ATTEMPTS.get(env.ATTEMPTS.idFromName(attemptId));

const attemptJson = (attempt: Pick<ExamAttempt, 'id' | 'examId' | 'startedAt' | 'deadline' | 'status'>) => ({
  id: attempt.id,
  examId: attempt.examId,
  startedAt: attempt.startedAt.toISOString(),
  deadline: attempt.deadline.toISOString(),
  status: attempt.status,
});

/** Makes sure an attempt past its deadline is graded before anything reads it (the alarm may be late). */
async function settled(c: Context<SignedInEnv>, attempt: ExamAttempt): Promise<ExamAttempt> {
  if (attempt.status !== 'in_progress' || attempt.deadline.getTime() > Date.now()) return attempt;
  await attemptObject(c.env, attempt.id).submit();
  return (await findAttempt(c.var.db, c.var.user.id, attempt.id)) ?? attempt;
}

/** POST /api/exams/:id/attempts — starts an attempt, or resumes the one running. */
export const startAttemptRoute = new Hono<SignedInEnv>().post(
  '/:id/attempts',
  validate('param', idParam),
  async (c) => {
    const userId = c.var.user.id;
    const exam = await findExam(c.var.db, userId, c.req.valid('param').id);
    if (!exam) return c.json(examNotFound, 404);
    const rows = await examQuestionRows(c.var.db, userId, exam.id);
    if (rows.length === 0) return c.json({ error: 'This exam has no questions.' }, 409);
    const questions = rows.map((q) => ({
      id: q.id,
      question: q.question,
      type: q.type,
      options: q.type === 'true_false' ? ['True', 'False'] : (q.options ?? []),
      difficulty: q.difficulty,
    }));

    for (let tries = 0; tries < 3; tries++) {
      const running = await findRunningAttempt(c.var.db, userId, exam.id);
      if (running && (await settled(c, running)).status === 'in_progress') {
        // A refresh or a second tab: the same attempt, its saved answers, the true time left.
        const state = await attemptObject(c.env, running.id).state();
        return c.json(
          {
            attempt: attemptJson(running),
            questions,
            answers: state.answers,
            flagged: state.flagged,
            serverNow: new Date().toISOString(),
          },
          200,
        );
      }
      const now = Date.now();
      const attempt = {
        id: crypto.randomUUID(),
        examId: exam.id,
        userId,
        startedAt: new Date(now),
        deadline: new Date(now + exam.timeLimit * 60_000),
        totalQuestions: rows.length,
      };
      if (!(await insertRunningAttempt(c.var.db, attempt))) continue; // another tab started it a moment ago
      try {
        const state = await attemptObject(c.env, attempt.id).begin(
          {
            attemptId: attempt.id,
            userId,
            examId: exam.id,
            startedAt: now,
            deadline: attempt.deadline.getTime(),
            timeLimitSeconds: exam.timeLimit * 60,
            examDate: exam.examDate?.getTime() ?? null,
          },
          rows,
        );
        return c.json(
          {
            attempt: attemptJson({ ...attempt, status: 'in_progress' }),
            questions,
            answers: state.answers,
            flagged: state.flagged,
            serverNow: new Date().toISOString(),
          },
          201,
        );
      } catch (error) {
        await deleteAttempt(c.var.db, attempt.id); // no attempt row without its object
        throw error;
      }
    }
    return c.json({ error: 'Could not start the exam. Please try again.' }, 503);
  },
);

export const attemptRoutes = new Hono<SignedInEnv>()
  .get('/', async (c) => c.json(await completedAttempts(c.var.db, c.var.user.id, { limit: 100 }), 200))
  .put('/:id/answers', validate('param', idParam), validate('json', autosaveInput), async (c) => {
    const attempt = await findAttempt(c.var.db, c.var.user.id, c.req.valid('param').id);
    if (!attempt) return c.json(attemptNotFound, 404);
    if (attempt.status !== 'in_progress') return c.json(timeIsUp, 409);
    const { answers, flagged } = c.req.valid('json');
    const outcome = await attemptObject(c.env, attempt.id).save(answers, flagged);
    return outcome.saved ? c.json({ savedAt: new Date(outcome.savedAt).toISOString() }, 200) : c.json(timeIsUp, 409);
  })
  .put('/:id/submit', validate('param', idParam), validate('json', submitInput), async (c) => {
    const attempt = await findAttempt(c.var.db, c.var.user.id, c.req.valid('param').id);
    if (!attempt) return c.json(attemptNotFound, 404);
    const result = await attemptObject(c.env, attempt.id).submit(c.req.valid('json').answers);
    return c.json(
      {
        score: result.score,
        correctAnswers: result.correctAnswers,
        totalQuestions: result.totalQuestions,
        timeSpent: result.timeSpent,
      },
      200,
    );
  })
  .get('/:id/results', validate('param', idParam), async (c) => {
    const found = await findAttempt(c.var.db, c.var.user.id, c.req.valid('param').id);
    if (!found) return c.json(attemptNotFound, 404);
    const attempt = await settled(c, found);
    if (attempt.status !== 'completed') return c.json({ error: 'This attempt is still in progress.' }, 409);
    return c.json(await attemptResults(c.var.db, c.var.user.id, attempt), 200);
  });

import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AttemptMeta } from '../grading/grade-attempt';
import { type StudentClient, twoStudents } from './helpers';

type Started = {
  attempt: { id: string; examId: string; startedAt: string; deadline: string; status: string };
  questions: { id: string; question: string; type: string; options: string[]; difficulty: string }[];
  answers: Record<string, string>;
  serverNow: string;
};

const keys = [
  {
    type: 'multiple_choice',
    question: 'Which organelle makes energy?',
    options: ['Ribosome', 'Mitochondrion', 'Nucleus', 'Vacuole'],
    correctAnswer: 'Mitochondrion',
    topic: 'Cells',
    difficulty: 'easy',
  },
  {
    type: 'true_false',
    question: 'The nucleus holds the genetic material.',
    options: ['True', 'False'],
    correctAnswer: 'True',
    topic: 'Cells',
    difficulty: 'easy',
  },
  {
    type: 'short_answer',
    question: 'What pigment absorbs light in plants?',
    options: null,
    correctAnswer: 'chlorophyll',
    topic: 'Photosynthesis',
    difficulty: 'medium',
  },
  {
    type: 'fill_blank',
    question: '_____ is the movement of water across a membrane.',
    options: null,
    correctAnswer: 'Osmosis',
    topic: 'Transport',
    difficulty: 'hard',
  },
] as const;

/** An exam with four known questions, inserted directly so grading is predictable. */
async function examWithQuestions(
  client: StudentClient,
  options: { timeLimit?: number; examDate?: number | null } = {},
) {
  const user = (await (await client.get('/api/user')).json()) as { id: string };
  const examId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "insert into exams (id, userId, title, timeLimit, questionCount, difficulty, topics, questionTypes, examDate) values (?, ?, 'Biology check', ?, 4, 'mixed', '[]', '[]', ?)",
    ).bind(examId, user.id, options.timeLimit ?? 30, options.examDate ?? null),
    ...keys.map((k, position) =>
      env.DB.prepare(
        "insert into questions (id, userId, examId, topic, difficulty, type, question, options, correctAnswer, explanation, sourcePage, sourceQuote, position) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'Because the notes say so.', 3, 'A quote from page 3.', ?)",
      ).bind(
        `${examId}-q${position}`,
        user.id,
        examId,
        k.topic,
        k.difficulty,
        k.type,
        k.question,
        k.options ? JSON.stringify(k.options) : null,
        k.correctAnswer,
        position,
      ),
    ),
  ]);
  return { examId, userId: user.id, ids: keys.map((_, i) => `${examId}-q${i}`) };
}

const start = async (client: StudentClient, examId: string) => {
  const response = await client.post(`/api/exams/${examId}/attempts`);
  return { status: response.status, body: (await response.json()) as Started };
};

const attemptStub = (id: string) => env.ATTEMPTS.get(env.ATTEMPTS.idFromName(id));

/** Moves an attempt (its start and its deadline) into the past, in the object and in D1. */
async function expire(attemptId: string, msAgo = 60_000) {
  const deadline = Date.now() - msAgo;
  await runInDurableObject(attemptStub(attemptId), async (_, state) => {
    const meta = (await state.storage.get('meta')) as AttemptMeta;
    await state.storage.put('meta', { ...meta, deadline, startedAt: deadline - meta.timeLimitSeconds * 1000 });
  });
  await env.DB.prepare('update exam_attempts set deadline = ? where id = ?').bind(deadline, attemptId).run();
}

describe('starting an attempt', () => {
  it('creates the attempt with a server deadline and questions without their answers', async () => {
    const { owner } = await twoStudents();
    const { examId } = await examWithQuestions(owner, { timeLimit: 30 });
    const { status, body } = await start(owner, examId);
    expect(status).toBe(201);
    expect(body.attempt.status).toBe('in_progress');
    const limit = new Date(body.attempt.deadline).getTime() - new Date(body.attempt.startedAt).getTime();
    expect(limit).toBe(30 * 60_000);
    expect(Math.abs(new Date(body.serverNow).getTime() - Date.now())).toBeLessThan(5000);
    expect(body.questions).toHaveLength(4);
    for (const q of body.questions)
      expect(Object.keys(q).sort()).toEqual(['difficulty', 'id', 'options', 'question', 'type']);
    expect(JSON.stringify(body.questions)).not.toContain('Because the notes say so');
    expect(body.questions[1]?.options).toEqual(['True', 'False']);
  });

  it('resumes the running attempt with its saved answers after a refresh', async () => {
    const { owner } = await twoStudents();
    const { examId, ids } = await examWithQuestions(owner);
    const first = await start(owner, examId);
    await owner.put(`/api/attempts/${first.body.attempt.id}/answers`, {
      answers: { [ids[2] as string]: 'chlorophyll' },
    });
    const again = await start(owner, examId);
    expect(again.status).toBe(200);
    expect(again.body.attempt.id).toBe(first.body.attempt.id);
    expect(again.body.attempt.deadline).toBe(first.body.attempt.deadline);
    expect(again.body.answers).toEqual({ [ids[2] as string]: 'chlorophyll' });
  });

  it('starts one attempt however many tabs start it at once', async () => {
    const { owner } = await twoStudents();
    const { examId } = await examWithQuestions(owner);
    const results = await Promise.all(Array.from({ length: 5 }, () => start(owner, examId)));
    expect(new Set(results.map((r) => r.body.attempt.id)).size).toBe(1);
    const { results: rows } = await env.DB.prepare('select id from exam_attempts where examId = ?').bind(examId).all();
    expect(rows).toHaveLength(1);
  });

  it('starts a new attempt once the last one is over', async () => {
    const { owner } = await twoStudents();
    const { examId } = await examWithQuestions(owner);
    const first = await start(owner, examId);
    await owner.put(`/api/attempts/${first.body.attempt.id}/submit`, { answers: {} });
    const second = await start(owner, examId);
    expect(second.status).toBe(201);
    expect(second.body.attempt.id).not.toBe(first.body.attempt.id);
  });
});

describe('autosave', () => {
  it('keeps answers and flags as the student goes', async () => {
    const { owner } = await twoStudents();
    const { examId, ids } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    const response = await owner.put(`/api/attempts/${body.attempt.id}/answers`, {
      answers: { [ids[0] as string]: 'Mitochondrion', unknown: 'ignored' },
      flagged: [ids[3] as string],
    });
    expect(response.status).toBe(200);
    const state = await attemptStub(body.attempt.id).state();
    expect(state.answers).toEqual({ [ids[0] as string]: 'Mitochondrion' });
    expect(state.flagged).toEqual([ids[3]]);
  });

  it('refuses answers after the deadline with 409 and changes nothing', async () => {
    const { owner } = await twoStudents();
    const { examId, ids } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    await owner.put(`/api/attempts/${body.attempt.id}/answers`, { answers: { [ids[0] as string]: 'Ribosome' } });
    await expire(body.attempt.id, 1000);
    const late = await owner.put(`/api/attempts/${body.attempt.id}/answers`, {
      answers: { [ids[0] as string]: 'Mitochondrion' },
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: 'Time is up for this exam' });
    expect((await attemptStub(body.attempt.id).state()).answers).toEqual({ [ids[0] as string]: 'Ribosome' });
  });
});

describe('submitting', () => {
  it('grades the answers merged with the saved ones, with the time measured on the server', async () => {
    const { owner } = await twoStudents();
    const { examId, ids } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    await owner.put(`/api/attempts/${body.attempt.id}/answers`, { answers: { [ids[0] as string]: 'Mitochondrion' } });
    const response = await owner.put(`/api/attempts/${body.attempt.id}/submit`, {
      answers: { [ids[1] as string]: 'True', [ids[2] as string]: 'Chlorophyl', [ids[3] as string]: 'diffusion' },
      timeSpent: 99_999,
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { score: number; correctAnswers: number; timeSpent: number };
    expect(result).toMatchObject({ score: 75, correctAnswers: 3, totalQuestions: 4 });
    expect(result.timeSpent).toBeLessThan(60);
    const row = await env.DB.prepare('select status, score, timeSpent from exam_attempts where id = ?')
      .bind(body.attempt.id)
      .first();
    expect(row).toMatchObject({ status: 'completed', score: 75 });
  });

  it('grades once when 50 submits arrive together: every answer is the same', async () => {
    const { owner } = await twoStudents();
    const { examId, ids, userId } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        owner.put(`/api/attempts/${body.attempt.id}/submit`, {
          answers: { [ids[0] as string]: i % 2 ? 'Mitochondrion' : 'Ribosome' },
        }),
      ),
    );
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const gap = await env.DB.prepare("select totalQuestions from knowledge_gaps where userId = ? and topic = 'Cells'")
      .bind(userId)
      .first();
    expect(gap).toEqual({ totalQuestions: 2 });
  });

  it('ignores answers that arrive after the deadline and its grace', async () => {
    const { owner } = await twoStudents();
    const { examId, ids } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    await owner.put(`/api/attempts/${body.attempt.id}/answers`, { answers: { [ids[0] as string]: 'Mitochondrion' } });
    await expire(body.attempt.id, 60_000);
    const response = await owner.put(`/api/attempts/${body.attempt.id}/submit`, {
      answers: { [ids[1] as string]: 'True' },
    });
    expect(await response.json()).toMatchObject({ correctAnswers: 1 });
  });
});

describe('the deadline alarm', () => {
  it('is set at the deadline plus grace', async () => {
    const { owner } = await twoStudents();
    const { examId } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    const alarm = await runInDurableObject(attemptStub(body.attempt.id), (_, state) => state.storage.getAlarm());
    expect(alarm).toBe(new Date(body.attempt.deadline).getTime() + 5000);
  });

  it('grades an abandoned attempt from its saved answers, once however often it fires', async () => {
    const { owner } = await twoStudents();
    const { examId, ids, userId } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    await owner.put(`/api/attempts/${body.attempt.id}/answers`, {
      answers: { [ids[0] as string]: 'Mitochondrion', [ids[1] as string]: 'False' },
    });
    await expire(body.attempt.id);
    expect(await runDurableObjectAlarm(attemptStub(body.attempt.id))).toBe(true);
    await runInDurableObject(attemptStub(body.attempt.id), (instance) => instance.alarm());
    const row = await env.DB.prepare('select status, correctAnswers, timeSpent from exam_attempts where id = ?')
      .bind(body.attempt.id)
      .first();
    expect(row).toMatchObject({ status: 'completed', correctAnswers: 1, timeSpent: 30 * 60 });
    const gap = await env.DB.prepare("select totalQuestions from knowledge_gaps where userId = ? and topic = 'Cells'")
      .bind(userId)
      .first();
    expect(gap).toEqual({ totalQuestions: 2 });
  });
});

describe('results', () => {
  it('show each question with the answer, the key, the explanation and its source, and the breakdowns', async () => {
    const { owner } = await twoStudents();
    const { examId, ids } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    await owner.put(`/api/attempts/${body.attempt.id}/submit`, {
      answers: { [ids[0] as string]: 'Mitochondrion', [ids[1] as string]: 'True', [ids[3] as string]: 'Osmosis' },
    });
    const results = (await (await owner.get(`/api/attempts/${body.attempt.id}/results`)).json()) as Record<
      string,
      unknown
    > & {
      questions: Record<string, unknown>[];
      readinessScore: number;
    };
    expect(results.questions[2]).toMatchObject({
      userAnswer: null,
      correctAnswer: 'chlorophyll',
      isCorrect: false,
      gradedBy: 'unanswered',
      explanation: 'Because the notes say so.',
      source: { page: 3, quote: 'A quote from page 3.' },
    });
    expect(results.topicPerformance).toEqual({
      Cells: { percentage: 100, correct: 2, total: 2 },
      Photosynthesis: { percentage: 0, correct: 0, total: 1 },
      Transport: { percentage: 100, correct: 1, total: 1 },
    });
    expect(results.difficultyPerformance).toMatchObject({
      easy: { correct: 2, total: 2 },
      medium: { correct: 0, total: 1 },
    });
    expect(results.knowledgeGaps).toEqual(
      expect.arrayContaining([expect.objectContaining({ topic: 'Photosynthesis', weaknessLevel: 100 })]),
    );
    expect(results.upcomingReviews).toHaveLength(3);
    // round(0.6 × 75 + 0.4 × (100 − 100))
    expect(results.readinessScore).toBe(45);
    expect(results.exam).toMatchObject({ id: examId, title: 'Biology check' });
  });

  it('stay readable after the exam is deleted', async () => {
    const { owner } = await twoStudents();
    const { examId } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    await owner.put(`/api/attempts/${body.attempt.id}/submit`, { answers: {} });
    await owner.delete(`/api/exams/${examId}`);
    const results = (await (await owner.get(`/api/attempts/${body.attempt.id}/results`)).json()) as {
      exam: unknown;
      questions: unknown[];
    };
    expect(results.exam).toBeNull();
    expect(results.questions).toHaveLength(4);
  });

  it('schedule reviews before the exam date', async () => {
    const { owner } = await twoStudents();
    const examDate = Date.now() + 3 * 86_400_000;
    const { examId, ids } = await examWithQuestions(owner, { examDate });
    const { body } = await start(owner, examId);
    await owner.put(`/api/attempts/${body.attempt.id}/submit`, {
      answers: { [ids[0] as string]: 'Mitochondrion', [ids[1] as string]: 'True' },
    });
    const results = (await (await owner.get(`/api/attempts/${body.attempt.id}/results`)).json()) as {
      upcomingReviews: { topic: string; nextReviewDate: string }[];
    };
    for (const review of results.upcomingReviews)
      expect(new Date(review.nextReviewDate).getTime()).toBeLessThan(examDate);
  });
});

describe('another student', () => {
  it('gets 404 on every attempt route and changes nothing', async () => {
    const { owner, other } = await twoStudents();
    const { examId, ids } = await examWithQuestions(owner);
    const { body } = await start(owner, examId);
    for (const response of [
      await other.post(`/api/exams/${examId}/attempts`),
      await other.put(`/api/attempts/${body.attempt.id}/answers`, { answers: { [ids[0] as string]: 'x' } }),
      await other.put(`/api/attempts/${body.attempt.id}/submit`, { answers: {} }),
      await other.get(`/api/attempts/${body.attempt.id}/results`),
    ]) {
      expect(response.status).toBe(404);
    }
    expect(await (await other.get('/api/attempts')).json()).toEqual([]);
    const state = await attemptStub(body.attempt.id).state();
    expect(state.answers).toEqual({});
    expect(state.result).toBeNull();
  });
});

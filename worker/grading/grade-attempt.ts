// Grading a whole attempt once: every question graded, the score and the time
// spent computed on the server, and the attempt, the student's knowledge gaps
// and their spaced-repetition cards written together in one D1 batch.
import { and, eq, inArray } from 'drizzle-orm';
import { createDb } from '../db/client';
import { examAttempts, type GradedQuestion, knowledgeGaps, type Question, spacedRepetition } from '../db/schema';
import { languageModel } from '../generate/model';
import { reviewTopic } from '../review/fsrs';
import { resultsByTopic, type TopicResult, updatedGap } from '../review/gaps';
import { gradeAnswer } from './grade';
import { readinessScore } from './readiness';
import { judgeSemantically } from './semantic';

export type AttemptMeta = {
  attemptId: string;
  userId: string;
  examId: string;
  startedAt: number;
  deadline: number;
  timeLimitSeconds: number;
  examDate: number | null;
};

export type AttemptResult = {
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  timeSpent: number;
  completedAt: number;
};

/** The part of a question grading needs; the Durable Object keeps these from the start. */
export type AnswerKey = Pick<
  Question,
  | 'id'
  | 'question'
  | 'type'
  | 'options'
  | 'correctAnswer'
  | 'acceptedAnswers'
  | 'topic'
  | 'difficulty'
  | 'explanation'
  | 'materialId'
  | 'sourcePage'
  | 'sourceQuote'
>;

export function gradeQuestions(
  keys: readonly AnswerKey[],
  answers: Readonly<Record<string, string>>,
): GradedQuestion[] {
  return keys.map((key) => {
    const userAnswer = answers[key.id]?.trim() || null;
    const grade = gradeAnswer(key, userAnswer);
    return {
      id: key.id,
      question: key.question,
      type: key.type,
      options: key.options,
      userAnswer,
      correctAnswer: key.correctAnswer,
      isCorrect: grade.isCorrect,
      gradedBy: grade.rule,
      topic: key.topic,
      difficulty: key.difficulty,
      explanation: key.explanation,
      source: { materialId: key.materialId, page: key.sourcePage, quote: key.sourceQuote },
    };
  });
}

/** Seconds from the start to the submission, never more than the time limit. */
export const serverTimeSpent = (meta: AttemptMeta, now: number) =>
  Math.max(0, Math.min(meta.timeLimitSeconds, Math.round((Math.min(now, meta.deadline) - meta.startedAt) / 1000)));

export async function gradeAttempt(
  env: Env,
  meta: AttemptMeta,
  keys: readonly AnswerKey[],
  answers: Readonly<Record<string, string>>,
  now: number,
): Promise<AttemptResult> {
  const db = createDb(env.DB);
  const row = await db.select().from(examAttempts).where(eq(examAttempts.id, meta.attemptId)).get();
  if (row?.status === 'completed') {
    // Graded before (the object restarted after writing D1): the recorded result stands.
    return {
      score: row.score ?? 0,
      correctAnswers: row.correctAnswers,
      totalQuestions: row.totalQuestions,
      timeSpent: row.timeSpent ?? 0,
      completedAt: row.completedAt?.getTime() ?? now,
    };
  }
  const strict = gradeQuestions(keys, answers);
  const model = languageModel(env);
  const graded = model ? await judgeSemantically(model, strict) : strict;
  const correctAnswers = graded.filter((q) => q.isCorrect).length;
  const result: AttemptResult = {
    score: graded.length ? Math.round((correctAnswers / graded.length) * 100) : 0,
    correctAnswers,
    totalQuestions: graded.length,
    timeSpent: serverTimeSpent(meta, now),
    completedAt: now,
  };

  const byTopic = resultsByTopic(graded);
  const topics = [...byTopic.keys()];
  const mine = (table: typeof knowledgeGaps | typeof spacedRepetition) =>
    and(eq(table.userId, meta.userId), inArray(table.topic, topics.length ? topics : ['']));
  const [gaps, cards] = await Promise.all([
    db.select().from(knowledgeGaps).where(mine(knowledgeGaps)).all(),
    db.select().from(spacedRepetition).where(mine(spacedRepetition)).all(),
  ]);
  const at = new Date(now);
  const examDate = meta.examDate ? new Date(meta.examDate) : null;
  const newGaps = new Map(
    topics.map((topic) => [
      topic,
      updatedGap(gaps.find((g) => g.topic === topic) ?? null, byTopic.get(topic) as TopicResult),
    ]),
  );
  const readiness = readinessScore(
    result.score,
    [...newGaps.values()].map((gap) => gap.weaknessLevel),
  );

  await db.batch([
    db
      .update(examAttempts)
      .set({
        status: 'completed',
        completedAt: at,
        score: result.score,
        correctAnswers,
        totalQuestions: graded.length,
        timeSpent: result.timeSpent,
        answers,
        results: graded,
        readinessScore: readiness,
      })
      .where(and(eq(examAttempts.id, meta.attemptId), eq(examAttempts.status, 'in_progress'))),
    ...topics.map((topic) => {
      const gap = newGaps.get(topic) as ReturnType<typeof updatedGap>;
      return db
        .insert(knowledgeGaps)
        .values({ userId: meta.userId, topic, ...gap, lastUpdated: at })
        .onConflictDoUpdate({ target: [knowledgeGaps.userId, knowledgeGaps.topic], set: { ...gap, lastUpdated: at } });
    }),
    ...topics.map((topic) => {
      const topicResult = byTopic.get(topic) as TopicResult;
      const card = reviewTopic(
        cards.find((c) => c.topic === topic) ?? null,
        Math.round((topicResult.correct / topicResult.total) * 100),
        at,
        examDate,
      );
      return db
        .insert(spacedRepetition)
        .values({ userId: meta.userId, topic, ...card })
        .onConflictDoUpdate({ target: [spacedRepetition.userId, spacedRepetition.topic], set: card });
    }),
  ]);
  return result;
}

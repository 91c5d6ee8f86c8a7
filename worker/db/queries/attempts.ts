import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../client';
import { examAttempts, exams } from '../schema';

const owned = (userId: string, id: string) => and(eq(examAttempts.id, id), eq(examAttempts.userId, userId));

export function findAttempt(db: Db, userId: string, id: string) {
  return db.select().from(examAttempts).where(owned(userId, id)).get();
}

export function findRunningAttempt(db: Db, userId: string, examId: string) {
  return db
    .select()
    .from(examAttempts)
    .where(
      and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId), eq(examAttempts.status, 'in_progress')),
    )
    .get();
}

/** Inserts a running attempt; null when another one of the same exam got there first. */
export async function insertRunningAttempt(
  db: Db,
  attempt: { id: string; examId: string; userId: string; startedAt: Date; deadline: Date; totalQuestions: number },
) {
  const inserted = await db
    .insert(examAttempts)
    .values(attempt)
    .onConflictDoNothing()
    .returning({ id: examAttempts.id });
  return inserted.length > 0;
}

export const deleteAttempt = (db: Db, id: string) => db.delete(examAttempts).where(eq(examAttempts.id, id));

/** What lists and dashboards show of a completed attempt. */
export const attemptSummaryFields = {
  id: examAttempts.id,
  examId: examAttempts.examId,
  examTitle: exams.title,
  courseId: exams.courseId,
  status: examAttempts.status,
  startedAt: examAttempts.startedAt,
  completedAt: examAttempts.completedAt,
  timeSpent: examAttempts.timeSpent,
  score: examAttempts.score,
  correctAnswers: examAttempts.correctAnswers,
  totalQuestions: examAttempts.totalQuestions,
  readinessScore: examAttempts.readinessScore,
};

type AttemptScope = { courseId?: string; since?: Date };

/** The student's completed attempts, in one course and after a date when given (needs `exams` joined). */
export function completedAttemptsOf(userId: string, scope: AttemptScope) {
  return and(
    eq(examAttempts.userId, userId),
    eq(examAttempts.status, 'completed'),
    scope.courseId ? eq(exams.courseId, scope.courseId) : undefined,
    scope.since ? gt(examAttempts.completedAt, scope.since) : undefined,
  );
}

/** The student's completed attempts, newest first (an attempt whose exam was deleted has no title). */
export function completedAttempts(db: Db, userId: string, options: AttemptScope & { limit: number }) {
  return db
    .select(attemptSummaryFields)
    .from(examAttempts)
    .leftJoin(exams, eq(exams.id, examAttempts.examId))
    .where(completedAttemptsOf(userId, options))
    .orderBy(desc(examAttempts.completedAt))
    .limit(options.limit)
    .all();
}

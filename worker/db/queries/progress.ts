// The student's progress: totals over their attempts and materials, their
// knowledge gaps and their coming reviews. A fixed number of queries, each on
// an index by student, whatever the length of their history.
import { and, asc, count, desc, eq, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../client';
import { examAttempts, exams, knowledgeGaps, spacedRepetition, studyMaterials } from '../schema';
import { completedAttemptsOf } from './attempts';

export type Stats = {
  materialsCount: number;
  examsCompleted: number;
  averageScore: number;
  studyTimeHours: number;
  accuracyRate: number;
};

export async function progressStats(
  db: Db,
  userId: string,
  options: { courseId?: string; since?: Date } = {},
): Promise<Stats> {
  const [materials, attempts] = await Promise.all([
    db
      .select({ n: count() })
      .from(studyMaterials)
      .where(
        and(
          eq(studyMaterials.userId, userId),
          options.courseId ? eq(studyMaterials.courseId, options.courseId) : undefined,
        ),
      )
      .get(),
    db
      .select({
        n: count(),
        averageScore: sql<number | null>`avg(${examAttempts.score})`,
        seconds: sum(examAttempts.timeSpent),
        correct: sum(examAttempts.correctAnswers),
        total: sum(examAttempts.totalQuestions),
      })
      .from(examAttempts)
      .leftJoin(exams, eq(exams.id, examAttempts.examId))
      .where(completedAttemptsOf(userId, options))
      .get(),
  ]);
  const total = Number(attempts?.total ?? 0);
  return {
    materialsCount: materials?.n ?? 0,
    examsCompleted: attempts?.n ?? 0,
    averageScore: Math.round(attempts?.averageScore ?? 0),
    studyTimeHours: Math.round((Number(attempts?.seconds ?? 0) / 3600) * 10) / 10,
    accuracyRate: total ? Math.round((Number(attempts?.correct ?? 0) / total) * 100) : 0,
  };
}

export function weakestTopics(db: Db, userId: string, limit: number) {
  return db
    .select({
      topic: knowledgeGaps.topic,
      correctAnswers: knowledgeGaps.correctAnswers,
      totalQuestions: knowledgeGaps.totalQuestions,
      weaknessLevel: knowledgeGaps.weaknessLevel,
      lastUpdated: knowledgeGaps.lastUpdated,
    })
    .from(knowledgeGaps)
    .where(eq(knowledgeGaps.userId, userId))
    .orderBy(desc(knowledgeGaps.weaknessLevel), asc(knowledgeGaps.topic))
    .limit(limit)
    .all();
}

/** Reviews due before `until` (all when omitted), soonest first. */
export function upcomingReviews(db: Db, userId: string, options: { until?: Date; limit: number }) {
  return db
    .select({
      topic: spacedRepetition.topic,
      nextReviewDate: spacedRepetition.nextReviewDate,
      reviewCount: spacedRepetition.reviewCount,
      lastScore: spacedRepetition.lastScore,
      state: spacedRepetition.state,
    })
    .from(spacedRepetition)
    .where(
      and(
        eq(spacedRepetition.userId, userId),
        options.until ? lte(spacedRepetition.nextReviewDate, options.until) : undefined,
      ),
    )
    .orderBy(asc(spacedRepetition.nextReviewDate))
    .limit(options.limit)
    .all();
}

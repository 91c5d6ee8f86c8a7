// An attempt's results in the spec's shape (section 3): the graded questions
// with their sources, performance by topic and by difficulty, the student's
// gaps and coming reviews on the attempt's topics, and the readiness figure.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findExam } from '../db/queries/exams';
import { type ExamAttempt, type GradedQuestion, knowledgeGaps, spacedRepetition } from '../db/schema';
import { readinessScore } from './readiness';

type Performance = Record<string, { percentage: number; correct: number; total: number }>;

export function performanceBy(questions: readonly GradedQuestion[], key: (q: GradedQuestion) => string): Performance {
  const out: Performance = {};
  for (const question of questions) {
    const name = key(question);
    const entry = out[name] ?? { percentage: 0, correct: 0, total: 0 };
    out[name] = entry;
    entry.total++;
    if (question.isCorrect) entry.correct++;
    entry.percentage = Math.round((entry.correct / entry.total) * 100);
  }
  return out;
}

export async function attemptResults(db: Db, userId: string, attempt: ExamAttempt) {
  const questions = attempt.results ?? [];
  const topics = [...new Set(questions.map((q) => q.topic))];
  const onTopics = (table: typeof knowledgeGaps | typeof spacedRepetition) =>
    and(eq(table.userId, userId), inArray(table.topic, topics.length ? topics : ['']));
  const [exam, gaps, reviews] = await Promise.all([
    findExam(db, userId, attempt.examId),
    db
      .select({
        topic: knowledgeGaps.topic,
        weaknessLevel: knowledgeGaps.weaknessLevel,
        correctAnswers: knowledgeGaps.correctAnswers,
        totalQuestions: knowledgeGaps.totalQuestions,
      })
      .from(knowledgeGaps)
      .where(onTopics(knowledgeGaps))
      .orderBy(desc(knowledgeGaps.weaknessLevel))
      .all(),
    db
      .select({
        topic: spacedRepetition.topic,
        nextReviewDate: spacedRepetition.nextReviewDate,
        reviewCount: spacedRepetition.reviewCount,
        lastScore: spacedRepetition.lastScore,
      })
      .from(spacedRepetition)
      .where(onTopics(spacedRepetition))
      .orderBy(asc(spacedRepetition.nextReviewDate))
      .all(),
  ]);
  const score = attempt.score ?? 0;
  return {
    attempt: {
      id: attempt.id,
      examId: attempt.examId,
      status: attempt.status,
      score,
      correctAnswers: attempt.correctAnswers,
      totalQuestions: attempt.totalQuestions,
      timeSpent: attempt.timeSpent,
      startedAt: attempt.startedAt,
      completedAt: attempt.completedAt,
    },
    exam: exam ?? null,
    questions,
    topicPerformance: performanceBy(questions, (q) => q.topic),
    difficultyPerformance: performanceBy(questions, (q) => q.difficulty),
    knowledgeGaps: gaps,
    upcomingReviews: reviews,
    readinessScore:
      attempt.readinessScore ??
      readinessScore(
        score,
        gaps.map((g) => g.weaknessLevel),
      ),
  };
}

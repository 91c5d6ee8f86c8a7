// The dashboard's rules from the spec (sections 4 and 9), kept apart from the
// components so they can be tested as a table.
import type { ChartPoint } from '../charts/chart';

/** The first word of the student's name, for "Welcome back, {name}!". */
export const firstName = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** The welcome banner's message: the first rule that matches wins. */
export function bannerMessage(progress: {
  coursesCount: number;
  materialsCount: number;
  examsCompleted: number;
  upcomingReviewsCount: number;
}): string {
  if (progress.coursesCount === 0)
    return 'Ready to boost your grades? Create your first course to organize your study materials and start practicing!';
  if (progress.materialsCount === 0)
    return "Ready to boost your grades? Upload your study materials and we'll create personalized practice questions!";
  if (progress.examsCompleted === 0)
    return 'Great! Your materials are ready. Create your first practice exam to get started.';
  if (progress.upcomingReviewsCount > 0) {
    const n = progress.upcomingReviewsCount;
    return `You have ${n} study ${n === 1 ? 'session' : 'sessions'} scheduled for today`;
  }
  return "You're all caught up! Great work on your studies.";
}

/** An attempt's title: its exam's, or "Exam" and the first 8 characters of the exam id once the exam is gone. */
export const attemptTitle = (attempt: { examId: string; examTitle: string | null }) =>
  attempt.examTitle || `Exam ${attempt.examId.slice(0, 8)}`;

/** The Recent Performance chart: the first 4 attempts (newest first) labelled Week 4 down to Week 1. */
export function recentPerformancePoints(attempts: readonly { score: number | null }[]): ChartPoint[] {
  return attempts.slice(0, 4).map((attempt, i) => ({ label: `Week ${4 - i}`, value: attempt.score ?? 0 }));
}

export type StatusBadge = { label: string; tone: 'success' | 'warning' | 'danger' };

/** A material's status: Processed (green), Processing (amber), anything else red with its text as is. */
export function materialStatusBadge(status: string): StatusBadge {
  if (status === 'completed') return { label: 'Processed', tone: 'success' };
  if (status === 'processing') return { label: 'Processing', tone: 'warning' };
  if (status === 'failed') return { label: 'Failed', tone: 'danger' };
  return { label: status, tone: 'danger' };
}

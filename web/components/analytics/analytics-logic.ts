// The analytics screen's rules (spec section 9), apart from its components.
import { type Tone, topicTone } from '../../lib/format';
import type { ChartPoint } from '../charts/chart';

/** The score trend: the last 12 attempts, oldest first, labelled Exam 1 onwards. */
export function trendPoints(attempts: readonly { score: number | null }[]): ChartPoint[] {
  return attempts.slice(-12).map((attempt, i) => ({ label: `Exam ${i + 1}`, value: Math.round(attempt.score ?? 0) }));
}

/** Topic performance: six topics, each bar coloured by the analytics bands (85+ good, 70+ warning). */
export function topicPoints(topics: readonly { topic: string; percentage: number }[]): ChartPoint[] {
  const chartTone: Record<Tone, ChartPoint['tone']> = { success: 'success', warning: 'warning', danger: 'danger' };
  return topics
    .slice(0, 6)
    .map((t) => ({ label: t.topic, value: t.percentage, tone: chartTone[topicTone(t.percentage, 'analytics')] }));
}

/** Reviews due within the next seven days, soonest first, at most five. */
export function upcomingWithinWeek<T extends { nextReviewDate: string | Date }>(
  reviews: readonly T[],
  now = new Date(),
): T[] {
  const until = now.getTime() + 7 * 86_400_000;
  return reviews.filter((r) => new Date(r.nextReviewDate).getTime() <= until).slice(0, 5);
}

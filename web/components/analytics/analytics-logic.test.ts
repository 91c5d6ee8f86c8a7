import { describe, expect, it } from 'vitest';
import { topicPoints, trendPoints, upcomingWithinWeek } from './analytics-logic';

describe('the analytics rules', () => {
  it('labels the trend Exam 1 onwards over the last 12 attempts', () => {
    const attempts = Array.from({ length: 14 }, (_, i) => ({ score: i * 5 }));
    const points = trendPoints(attempts);
    expect(points).toHaveLength(12);
    expect(points[0]).toEqual({ label: 'Exam 1', value: 10 });
    expect(points[11]).toEqual({ label: 'Exam 12', value: 65 });
  });

  it('colours six topics by the analytics bands: 85+ good, 70+ warning', () => {
    const topics = [85, 84, 70, 69, 100, 0, 50].map((percentage, i) => ({ topic: `T${i}`, percentage }));
    expect(topicPoints(topics).map((p) => p.tone)).toEqual([
      'success',
      'warning',
      'warning',
      'danger',
      'success',
      'danger',
    ]);
  });

  it('keeps at most five reviews due within the next seven days', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
    const reviews = [0, 1, 2, 3, 6, 7, 8].map((n) => ({ topic: `T${n}`, nextReviewDate: inDays(n) }));
    expect(upcomingWithinWeek(reviews, now).map((r) => r.topic)).toEqual(['T0', 'T1', 'T2', 'T3', 'T6']);
    expect(upcomingWithinWeek(reviews.slice(4), now).map((r) => r.topic)).toEqual(['T6', 'T7']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  attemptTitle,
  bannerMessage,
  firstName,
  materialStatusBadge,
  recentPerformancePoints,
} from './dashboard-logic';

describe('the dashboard banner message', () => {
  const base = { coursesCount: 2, materialsCount: 3, examsCompleted: 4, upcomingReviewsCount: 0 };
  it.each([
    [
      'no courses, whatever else',
      { ...base, coursesCount: 0, upcomingReviewsCount: 3 },
      'Ready to boost your grades? Create your first course to organize your study materials and start practicing!',
    ],
    [
      'courses but no materials',
      { ...base, materialsCount: 0 },
      "Ready to boost your grades? Upload your study materials and we'll create personalized practice questions!",
    ],
    [
      'materials but no exam completed',
      { ...base, examsCompleted: 0, upcomingReviewsCount: 2 },
      'Great! Your materials are ready. Create your first practice exam to get started.',
    ],
    ['reviews coming up', { ...base, upcomingReviewsCount: 3 }, 'You have 3 study sessions scheduled for today'],
    ['one review coming up', { ...base, upcomingReviewsCount: 1 }, 'You have 1 study session scheduled for today'],
    ['nothing left to do', base, "You're all caught up! Great work on your studies."],
  ])('with %s', (_, progress, message) => {
    expect(bannerMessage(progress)).toBe(message);
  });
});

describe('the dashboard rules', () => {
  it('greets the student by the first word of their name', () => {
    expect(firstName('  Ada  King Lovelace ')).toBe('Ada');
    expect(firstName(undefined)).toBe('');
  });

  it('titles an attempt by its exam, or "Exam" and 8 characters of the id once the exam is gone', () => {
    expect(attemptTitle({ examId: 'abc', examTitle: 'Midterm' })).toBe('Midterm');
    expect(attemptTitle({ examId: '0123456789abcdef', examTitle: null })).toBe('Exam 01234567');
  });

  it('charts the first four attempts as Week 4 down to Week 1', () => {
    const points = recentPerformancePoints([
      { score: 90 },
      { score: 70 },
      { score: null },
      { score: 50 },
      { score: 10 },
    ]);
    expect(points).toEqual([
      { label: 'Week 4', value: 90 },
      { label: 'Week 3', value: 70 },
      { label: 'Week 2', value: 0 },
      { label: 'Week 1', value: 50 },
    ]);
  });

  it.each([
    ['completed', 'Processed', 'success'],
    ['processing', 'Processing', 'warning'],
    ['failed', 'Failed', 'danger'],
    ['quarantined', 'quarantined', 'danger'],
  ])('shows a %s material as %s in %s', (status, label, tone) => {
    expect(materialStatusBadge(status)).toEqual({ label, tone });
  });
});

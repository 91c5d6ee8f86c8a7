import { describe, expect, it } from 'vitest';
import {
  clock,
  courseColor,
  gapAccuracy,
  gapBar,
  gradeLetter,
  hoursMinutesSeconds,
  minutesSpent,
  readinessBand,
  relativeDate,
  reviewBadge,
  scoreLabel,
  scoreTone,
  statValue,
  topicTone,
} from './format';

const now = new Date('2026-11-22T12:00:00');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe('relativeDate', () => {
  it.each([
    [daysAgo(0), 'Today'],
    [daysAgo(1), '1 day ago'],
    [daysAgo(6), '6 days ago'],
    [daysAgo(7), '1 week ago'],
    [daysAgo(13), '1 week ago'],
    [daysAgo(14), '2 weeks ago'],
    [daysAgo(40), '5 weeks ago'],
    [null, 'N/A'],
  ])('%s → %s', (date, text) => {
    expect(relativeDate(date, now)).toBe(text);
  });
});

describe('times', () => {
  it.each([
    [125, '2 min'],
    [59, '0 min'],
    [null, 'N/A'],
  ])('minutesSpent(%s) = %s', (seconds, text) => expect(minutesSpent(seconds)).toBe(text));
  it.each([
    [3723, '1h 2m 3s'],
    [65, '1m 5s'],
    [7, '7s'],
    [3600, '1h 0m 0s'],
  ])('hoursMinutesSeconds(%i) = %s', (seconds, text) => expect(hoursMinutesSeconds(seconds)).toBe(text));
  it.each([
    [2700, '45:00'],
    [3909, '1:05:09'],
    [0.2, '0:01'],
    [-5, '0:00'],
  ])('clock(%s) = %s', (seconds, text) => expect(clock(seconds)).toBe(text));
});

describe('grades and bands', () => {
  it.each([
    [95, 'A', 'Excellent', 'success'],
    [85, 'B', 'Good', 'success'],
    [75, 'C', 'Needs Review', 'warning'],
    [65, 'D', 'Poor', 'danger'],
    [40, 'F', 'Poor', 'danger'],
  ])('%i%% is %s, %s, %s', (score, letter, label, tone) => {
    expect(gradeLetter(score)).toBe(letter);
    expect(scoreLabel(score)).toBe(label);
    expect(scoreTone(score)).toBe(tone);
  });

  it.each([
    [80, 'Ready'],
    [79, 'Building'],
    [60, 'Building'],
    [59, 'Foundation'],
  ])('readiness %i is %s', (readiness, label) => expect(readinessBand(readiness).label).toBe(label));

  it.each([
    [80, 'results', 'success'],
    [79, 'results', 'warning'],
    [59, 'results', 'danger'],
    [84, 'analytics', 'warning'],
    [85, 'analytics', 'success'],
    [69, 'analytics', 'danger'],
  ] as const)('topic %i%% on %s is %s', (percentage, screen, tone) => expect(topicTone(percentage, screen)).toBe(tone));

  it('colours gap accuracy and weakness bars by the spec’s thresholds', () => {
    expect(gapAccuracy(2, 3)).toEqual({ percentage: 67, tone: 'danger' });
    expect(gapAccuracy(4, 5)).toEqual({ percentage: 80, tone: 'warning' });
    expect(gapAccuracy(0, 0)).toEqual({ percentage: 0, tone: 'danger' });
    expect(gapBar(120)).toEqual({ width: 100, tone: 'danger' });
    expect(gapBar(40)).toEqual({ width: 40, tone: 'warning' });
    expect(gapBar(39.5)).toEqual({ width: 39.5, tone: 'success' });
  });
});

describe('small displays', () => {
  it('shows an em dash for a zero stat', () => {
    expect(statValue(0)).toBe('—');
    expect(statValue(12.5, (n) => `${n}h`)).toBe('12.5h');
  });
  it.each([
    [new Date('2026-11-22T20:00:00'), 'Today', true],
    [new Date('2026-11-23T08:00:00'), 'Tomorrow', true],
    [new Date('2026-11-24T08:00:00'), 'In 2 days', true],
    [new Date('2026-11-27T08:00:00'), 'In 5 days', false],
  ])('review on %s → %s', (date, label, urgent) => expect(reviewBadge(date, now)).toEqual({ label, urgent }));
  it('falls back to indigo for a colour that is not a 6-digit hex', () => {
    expect(courseColor('#10b981')).toBe('#10b981');
    expect(courseColor('red')).toBe('#6366F1');
    expect(courseColor(null)).toBe('#6366F1');
  });
});

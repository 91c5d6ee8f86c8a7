import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { beforeExam, ratingForScore, reviewTopic } from '../review/fsrs';
import { resultsByTopic, updatedGap } from '../review/gaps';

const day = 86_400_000;
const now = new Date('2026-11-22T10:00:00Z');

describe('ratingForScore', () => {
  it.each([
    [0, Rating.Again],
    [49, Rating.Again],
    [50, Rating.Hard],
    [69, Rating.Hard],
    [70, Rating.Good],
    [89, Rating.Good],
    [90, Rating.Easy],
    [100, Rating.Easy],
  ])('%i%% → rating %i', (percent, rating) => {
    expect(ratingForScore(percent)).toBe(rating);
  });
});

describe('reviewTopic', () => {
  it('starts a card for a new topic and schedules it by the score', () => {
    const strong = reviewTopic(null, 95, now);
    const weak = reviewTopic(null, 30, now);
    expect(strong).toMatchObject({ reviewCount: 1, lastScore: 95, lastReviewDate: now, lapses: 0 });
    expect(strong.state).toBe('review');
    expect(weak.state).toBe('learning');
    expect(strong.nextReviewDate.getTime()).toBeGreaterThan(weak.nextReviewDate.getTime());
    expect(weak.nextReviewDate.getTime() - now.getTime()).toBeLessThan(day);
  });

  it('grows the interval while the student keeps scoring well', () => {
    let card = reviewTopic(null, 95, now);
    const intervals: number[] = [];
    for (let i = 0; i < 3; i++) {
      const at = card.nextReviewDate;
      card = reviewTopic(card, 95, at);
      intervals.push(card.intervalDays);
    }
    expect(intervals[1]).toBeGreaterThan(intervals[0] as number);
    expect(intervals[2]).toBeGreaterThan(intervals[1] as number);
    expect(card.reviewCount).toBe(4);
  });

  it('counts a lapse when a known topic is failed', () => {
    const known = reviewTopic(null, 95, now);
    const failed = reviewTopic(known, 20, known.nextReviewDate);
    expect(failed).toMatchObject({ lapses: 1, state: 'relearning' });
  });

  it('schedules the review before the exam date', () => {
    const examDate = new Date(now.getTime() + 5 * day);
    const card = reviewTopic(null, 95, now, examDate);
    expect(card.nextReviewDate.getTime()).toBe(examDate.getTime() - day);
    expect(card.nextReviewDate.getTime()).toBeGreaterThan(now.getTime());
  });
});

describe('beforeExam', () => {
  const due = new Date(now.getTime() + 8 * day);
  it.each([
    ['no exam date', null, due],
    ['an exam after the review', new Date(now.getTime() + 10 * day), due],
    ['an exam before the review', new Date(now.getTime() + 4 * day), new Date(now.getTime() + 3 * day)],
    ['an exam in 12 hours', new Date(now.getTime() + day / 2), new Date(now.getTime() + day / 4)],
    ['an exam already past', new Date(now.getTime() - day), due],
  ])('%s', (_, examDate, expected) => {
    expect(beforeExam(due, now, examDate)).toEqual(expected);
  });
});

describe('updatedGap', () => {
  it('starts at the attempt’s share of wrong answers', () => {
    expect(updatedGap(null, { correct: 3, total: 4 })).toEqual({
      totalQuestions: 4,
      correctAnswers: 3,
      weaknessLevel: 25,
    });
  });

  it('weighs a recent attempt more the more questions it had', () => {
    const previous = { totalQuestions: 10, correctAnswers: 2, weaknessLevel: 80 };
    const oneQuestion = updatedGap(previous, { correct: 1, total: 1 });
    const tenQuestions = updatedGap(previous, { correct: 10, total: 10 });
    expect(oneQuestion.weaknessLevel).toBeCloseTo(53.3, 1);
    expect(tenQuestions.weaknessLevel).toBe(20);
    expect(tenQuestions).toMatchObject({ totalQuestions: 20, correctAnswers: 12 });
  });
});

describe('resultsByTopic', () => {
  it('counts questions and correct answers per topic', () => {
    const results = resultsByTopic([
      { topic: 'Cells', isCorrect: true },
      { topic: 'Cells', isCorrect: false },
      { topic: 'Genetics', isCorrect: true },
    ]);
    expect(Object.fromEntries(results)).toEqual({
      Cells: { correct: 1, total: 2 },
      Genetics: { correct: 1, total: 1 },
    });
  });
});

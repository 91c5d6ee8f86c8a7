// Spaced repetition with FSRS (ts-fsrs): one card per student and topic,
// reviewed after each graded attempt with a rating from the topic's score.
// Beyond plain FSRS: when the exam being prepared has a date, the next review
// is pulled in so that it falls before the exam.
import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from 'ts-fsrs';
import type { SpacedRepetitionItem } from '../db/schema';

const scheduler = fsrs({ request_retention: 0.9, maximum_interval: 365, enable_fuzz: false, enable_short_term: true });
const day = 86_400_000;
const stateNames = ['new', 'learning', 'review', 'relearning'] as const;

export type ReviewCard = Pick<
  SpacedRepetitionItem,
  | 'nextReviewDate'
  | 'intervalDays'
  | 'reviewCount'
  | 'lastScore'
  | 'difficulty'
  | 'stability'
  | 'state'
  | 'lapses'
  | 'lastReviewDate'
  | 'elapsedDays'
  | 'learningSteps'
>;

/** Below 50% Again, below 70% Hard, below 90% Good, else Easy (platform notes). */
export function ratingForScore(percent: number): Grade {
  if (percent < 50) return Rating.Again;
  if (percent < 70) return Rating.Hard;
  if (percent < 90) return Rating.Good;
  return Rating.Easy;
}

function cardOf(row: ReviewCard, now: Date): Card {
  const state = stateNames.indexOf(row.state as (typeof stateNames)[number]);
  if (state <= 0 || !row.lastReviewDate) return createEmptyCard(now);
  return {
    due: row.nextReviewDate,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: Math.round(row.intervalDays),
    learning_steps: row.learningSteps,
    reps: row.reviewCount,
    lapses: row.lapses,
    state: state as State,
    last_review: row.lastReviewDate,
  };
}

/**
 * The next review before an exam on `examDate`: the day before it when that
 * is still ahead, else halfway between now and the exam.
 */
export function beforeExam(due: Date, now: Date, examDate: Date | null | undefined): Date {
  if (!examDate || examDate <= now || due < examDate) return due;
  const dayBefore = examDate.getTime() - day;
  return new Date(dayBefore > now.getTime() ? dayBefore : now.getTime() + (examDate.getTime() - now.getTime()) / 2);
}

/** The topic's card after a review scored `percent` at `now`. */
export function reviewTopic(
  previous: ReviewCard | null,
  percent: number,
  now: Date,
  examDate?: Date | null,
): ReviewCard {
  const base = previous ? cardOf(previous, now) : createEmptyCard(now);
  const { card } = scheduler.next(base, now, ratingForScore(percent));
  const due = beforeExam(card.due, now, examDate);
  return {
    nextReviewDate: due,
    intervalDays: Math.round(((due.getTime() - now.getTime()) / day) * 100) / 100,
    reviewCount: card.reps,
    lastScore: percent,
    difficulty: card.difficulty,
    stability: card.stability,
    state: stateNames[card.state],
    lapses: card.lapses,
    lastReviewDate: now,
    elapsedDays: card.elapsed_days,
    learningSteps: card.learning_steps,
  };
}

// The study-plan dialog on the results screen (spec sections 2 and 9): the top 3
// knowledge gaps by weaknessLevel, and the upcoming reviews of these topics.
import { Portal } from '@ark-ui/react/portal';
import { BookOpenIcon, CalendarClockIcon, XIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import type { AttemptResults } from '../../api/queries/attempts';
import { gapAccuracy, gapBar } from '../../lib/format';
import { ReviewRow } from '../analytics/review-row';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { ProgressBar } from '../ui/progress-bar';

const reviewCard = css({
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  textStyle: 'sm',
});

type Gap = AttemptResults['knowledgeGaps'][number];
type Review = AttemptResults['upcomingReviews'][number];

/** The three weakest topics, weakest first. */
export function topGaps(gaps: readonly Gap[], count = 3): Gap[] {
  return [...gaps].sort((a, b) => b.weaknessLevel - a.weaknessLevel).slice(0, count);
}

const sectionTitle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  '& svg': { w: '4', h: '4', color: 'accent.default' },
});

export function StudyPlanDialog({
  gaps,
  reviews,
  open,
  onOpenChange,
}: {
  gaps: readonly Gap[];
  reviews: readonly Review[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const focus = topGaps(gaps);
  const now = new Date();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Your Study Plan</Dialog.Title>
            <Dialog.Description>
              Focus on your weakest topics first, then keep up with the reviews scheduled for you.
            </Dialog.Description>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <XIcon />
              </Button>
            </Dialog.CloseTrigger>

            <section className={css({ display: 'grid', gap: '3' })}>
              <h3 className={sectionTitle}>
                <BookOpenIcon aria-hidden="true" /> Knowledge gaps to work on
              </h3>
              {focus.length === 0 ? (
                <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>No knowledge gaps identified yet</p>
              ) : (
                <ol className={css({ display: 'grid', gap: '4' })}>
                  {focus.map((gap, i) => {
                    const bar = gapBar(gap.weaknessLevel);
                    const accuracy = gapAccuracy(gap.correctAnswers, gap.totalQuestions);
                    return (
                      <li key={gap.topic} className={css({ display: 'grid', gap: '1.5' })}>
                        <div
                          className={css({
                            display: 'flex',
                            justifyContent: 'space-between',
                            gap: '3',
                            textStyle: 'sm',
                          })}
                        >
                          <span className={css({ fontWeight: 'medium', wordBreak: 'break-word' })}>
                            {i + 1}. {gap.topic}
                          </span>
                          <span
                            className={css({
                              flexShrink: '0',
                              fontWeight: 'semibold',
                              color:
                                accuracy.tone === 'danger'
                                  ? 'danger.text'
                                  : accuracy.tone === 'warning'
                                    ? 'warning.text'
                                    : 'success.text',
                            })}
                          >
                            {accuracy.percentage}% accuracy
                          </span>
                        </div>
                        <ProgressBar
                          value={bar.width}
                          tone={bar.tone}
                          label={`${gap.topic}: weakness ${Math.round(bar.width)} of 100`}
                        />
                        <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>
                          {gap.correctAnswers}/{gap.totalQuestions} correct so far · weakness {Math.round(bar.width)}
                          /100
                        </span>
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>

            <section className={css({ display: 'grid', gap: '3' })}>
              <h3 className={sectionTitle}>
                <CalendarClockIcon aria-hidden="true" /> Upcoming reviews
              </h3>
              {reviews.length === 0 ? (
                <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>No reviews scheduled yet</p>
              ) : (
                <ul className={css({ display: 'grid', gap: '2' })}>
                  {reviews.map((review) => (
                    <ReviewRow key={review.topic} review={review} now={now} className={reviewCard} />
                  ))}
                </ul>
              )}
            </section>
            <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
              <Dialog.CloseTrigger asChild className={css({ position: 'static' })}>
                <Button variant="outline">Close</Button>
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

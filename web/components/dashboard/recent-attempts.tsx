// Recent Exam Attempts: score, readiness and a way back to each result.
import { ClipboardListIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import type { Dashboard } from '../../api/queries/progress';
import { minutesSpent, readinessBand, relativeDate } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Button, LinkButton } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { AttemptScore, attemptRow } from './attempt-row';
import { attemptTitle } from './dashboard-logic';
import { SectionCard } from './section-card';

type Attempt = Dashboard['recentAttempts'][number];

const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '2',
  rowGap: '1',
  textStyle: 'sm',
  color: 'fg.muted',
});

export function RecentAttempts({ attempts }: { attempts: Attempt[] }) {
  return (
    <SectionCard
      title="Recent Exam Attempts"
      icon={<ClipboardListIcon aria-hidden="true" />}
      action={
        <Button variant="ghost" size="sm" disabled>
          View All
        </Button>
      }
    >
      {attempts.length === 0 ? (
        <EmptyState
          icon={<ClipboardListIcon aria-hidden="true" />}
          title="No exam attempts yet"
          description="Upload study materials first, then create practice exams"
        />
      ) : (
        <ul>
          {attempts.map((attempt) => {
            const score = attempt.score ?? 0;
            const title = attemptTitle(attempt);
            const readiness = attempt.readinessScore == null ? null : readinessBand(attempt.readinessScore);
            return (
              <li key={attempt.id} className={attemptRow}>
                <div className={css({ minW: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
                  <p
                    title={title}
                    className={css({
                      fontWeight: 'medium',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    })}
                  >
                    {title}
                  </p>
                  <div className={meta}>
                    <span>{relativeDate(attempt.completedAt)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{minutesSpent(attempt.timeSpent)}</span>
                    <span aria-hidden="true">·</span>
                    <span>
                      {attempt.correctAnswers}/{attempt.totalQuestions} correct
                    </span>
                  </div>
                  {readiness ? (
                    <div
                      className={css({
                        display: 'flex',
                        flexWrap: 'wrap',
                        alignItems: 'center',
                        gap: '1.5',
                        textStyle: 'xs',
                        color: 'fg.muted',
                      })}
                    >
                      <Badge tone={readiness.tone}>Readiness: {readiness.label}</Badge>
                      <span>
                        {Math.round(attempt.readinessScore ?? 0)}% · {readiness.hint}
                      </span>
                    </div>
                  ) : null}
                </div>
                <AttemptScore score={score} />
                <LinkButton
                  to="/exam/$attemptId/results"
                  params={{ attemptId: attempt.id }}
                  variant="outline"
                  size="sm"
                  aria-label={`Review ${title}`}
                  className={css({
                    gridColumn: { base: '1 / -1', sm: 'auto' },
                    justifySelf: { base: 'stretch', sm: 'end' },
                  })}
                >
                  Review
                </LinkButton>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

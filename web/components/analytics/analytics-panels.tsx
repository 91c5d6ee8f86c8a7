// The panels of Performance Analytics: stats, the score trend, topic
// performance, upcoming reviews and the latest exams.
import {
  CalendarClockIcon,
  ChartColumnIcon,
  ClockIcon,
  PercentIcon,
  TargetIcon,
  TrendingUpIcon,
  TrophyIcon,
} from 'lucide-react';
import { css, cx } from 'styled-system/css';
import type { Analytics } from '../../api/queries/progress';
import { minutesSpent, readinessBand, relativeDate, scoreLabel, scoreTone, statValue } from '../../lib/format';
import { Chart } from '../charts/chart';
import { attemptTitle } from '../dashboard/dashboard-logic';
import { statGrid } from '../dashboard/dashboard-stats';
import { SectionCard } from '../dashboard/section-card';
import { toneText } from '../dashboard/tones';
import { Badge } from '../ui/badge';
import { LinkButton } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { StatCard } from '../ui/stat-card';
import { topicPoints, trendPoints, upcomingWithinWeek } from './analytics-logic';
import { ReviewRow } from './review-row';

const percent = (n: number) => `${n}%`;
const listRow = css({
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  _first: { borderTopWidth: '0', pt: '0' },
  _last: { pb: '0' },
});
const quiet = css({ py: '8', textAlign: 'center', color: 'fg.muted', textStyle: 'sm' });

export function AnalyticsStats({ stats }: { stats: Analytics['stats'] }) {
  const period = 'Last 30 days';
  return (
    <section aria-label="Your last 30 days" className={statGrid}>
      <StatCard
        label="Average Score"
        value={statValue(stats.averageScore, percent)}
        hint={period}
        icon={<TargetIcon aria-hidden="true" />}
      />
      <StatCard
        label="Exams Completed"
        value={statValue(stats.examsCompleted)}
        hint={period}
        icon={<TrophyIcon aria-hidden="true" />}
      />
      <StatCard
        label="Study Time"
        value={statValue(stats.studyTimeHours, (n) => `${n}h`)}
        hint={period}
        icon={<ClockIcon aria-hidden="true" />}
      />
      <StatCard
        label="Accuracy Rate"
        value={statValue(stats.accuracyRate, percent)}
        hint={period}
        icon={<PercentIcon aria-hidden="true" />}
      />
    </section>
  );
}

export function ScoreTrend({ attempts }: { attempts: Analytics['trend'] }) {
  const points = trendPoints(attempts);
  return (
    <SectionCard
      title="Score Trend"
      icon={<TrendingUpIcon aria-hidden="true" />}
      description="Your last 12 exams, oldest first"
    >
      {points.length === 0 ? (
        <p className={quiet}>Complete a practice exam to see your scores over time.</p>
      ) : (
        <Chart
          kind="line"
          label="Score trend over your last exams"
          categoryName="Exam"
          valueName="Score"
          unit="%"
          points={points}
          max={100}
          height={260}
        />
      )}
    </SectionCard>
  );
}

const legendDot = css({ w: '2.5', h: '2.5', borderRadius: 'full', display: 'inline-block', flexShrink: '0' });

export function TopicPerformance({ topics }: { topics: Analytics['topicPerformance'] }) {
  const points = topicPoints(topics);
  return (
    <SectionCard
      title="Topic Performance"
      icon={<ChartColumnIcon aria-hidden="true" />}
      description="Accuracy in the topics you have practised most"
    >
      {points.length === 0 ? (
        <p className={quiet}>Your topics appear here after your first exam.</p>
      ) : (
        <>
          <Chart
            kind="bar"
            horizontal
            label="Accuracy by topic"
            categoryName="Topic"
            valueName="Accuracy"
            unit="%"
            points={points}
            max={100}
            height={Math.max(140, points.length * 44 + 24)}
          />
          <ul
            aria-label="Colour key"
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: '4',
              rowGap: '1',
              textStyle: 'xs',
              color: 'fg.muted',
            })}
          >
            <li className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
              <span aria-hidden="true" className={cx(legendDot, css({ bg: 'success.default' }))} />
              85% and above: strong
            </li>
            <li className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
              <span aria-hidden="true" className={cx(legendDot, css({ bg: 'warning.default' }))} />
              70–84%: getting there
            </li>
            <li className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
              <span aria-hidden="true" className={cx(legendDot, css({ bg: 'danger.default' }))} />
              Below 70%: needs work
            </li>
          </ul>
        </>
      )}
    </SectionCard>
  );
}

export function UpcomingReviews({ reviews }: { reviews: Analytics['upcomingReviews'] }) {
  const shown = upcomingWithinWeek(reviews);
  return (
    <SectionCard
      title="Upcoming Reviews"
      icon={<CalendarClockIcon aria-hidden="true" />}
      description="Topics to revisit in the next 7 days"
    >
      {shown.length === 0 ? (
        <p className={quiet}>No reviews due in the next 7 days.</p>
      ) : (
        <ul>
          {shown.map((review) => (
            <ReviewRow key={review.topic} review={review} className={listRow} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

export function RecentExamAnalysis({ attempts }: { attempts: Analytics['recentAttempts'] }) {
  return (
    <SectionCard
      title="Recent Exam Analysis"
      icon={<TrophyIcon aria-hidden="true" />}
      description="Your three latest exams"
    >
      {attempts.length === 0 ? (
        <EmptyState
          title="No exam attempts yet"
          description="Create a practice exam from one of your courses and take it to see its analysis here."
        />
      ) : (
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            gap: '4',
          })}
        >
          {attempts.slice(0, 3).map((attempt) => {
            const score = attempt.score ?? 0;
            const title = attemptTitle(attempt);
            const readiness = attempt.readinessScore == null ? null : readinessBand(attempt.readinessScore);
            return (
              <li
                key={attempt.id}
                className={css({
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'l2',
                  p: '4',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '2',
                })}
              >
                <p
                  title={title}
                  className={css({
                    fontWeight: 'semibold',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  })}
                >
                  {title}
                </p>
                <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
                  {relativeDate(attempt.completedAt)} · {minutesSpent(attempt.timeSpent)}
                </p>
                <div className={css({ display: 'flex', alignItems: 'baseline', gap: '2' })}>
                  <span className={cx(css({ textStyle: '2xl', fontWeight: 'bold' }), toneText[scoreTone(score)])}>
                    {Math.round(score)}%
                  </span>
                  <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>{scoreLabel(score)}</span>
                </div>
                <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                  {attempt.correctAnswers}/{attempt.totalQuestions} correct
                </p>
                {readiness ? (
                  <Badge tone={readiness.tone} className={css({ alignSelf: 'flex-start' })}>
                    Readiness: {readiness.label}
                  </Badge>
                ) : null}
                <LinkButton
                  to="/exam/$attemptId/results"
                  params={{ attemptId: attempt.id }}
                  variant="outline"
                  size="sm"
                  aria-label={`View Results: ${title}`}
                  className={css({ mt: 'auto', alignSelf: 'flex-start' })}
                >
                  View Results
                </LinkButton>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

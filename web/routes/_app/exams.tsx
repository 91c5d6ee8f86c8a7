// Practice Exams (spec sections 2 and 8): every exam, each opening its preview,
// and the ten most recent results.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ClipboardListIcon, ClockIcon, FileQuestionIcon, GaugeIcon, TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { attemptsQueryOptions } from '../../api/queries/attempts';
import { coursesQueryOptions } from '../../api/queries/courses';
import { type Exam, examsQueryOptions } from '../../api/queries/exams';
import { AttemptScore, attemptRow } from '../../components/dashboard/attempt-row';
import { attemptTitle } from '../../components/dashboard/dashboard-logic';
import { LoadError } from '../../components/dashboard/load-error';
import { CourseBadge } from '../../components/dashboard/recent-materials';
import { SectionCard } from '../../components/dashboard/section-card';
import { PageHeader } from '../../components/layout/page-header';
import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { minutesSpent, relativeDate } from '../../lib/format';

export const Route = createFileRoute('/_app/exams')({ component: PracticeExams });

const recentAttemptsShown = 10;

const examGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '4',
  rowGap: '1',
  textStyle: 'sm',
  color: 'fg.muted',
  '& span': { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
  '& svg': { w: '4', h: '4', color: 'fg.subtle' },
});
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ExamCard({ exam, course }: { exam: Exam; course: { name: string; color: string } | undefined }) {
  const draft = exam.status === 'draft';
  return (
    <Card.Root>
      <div className={css({ p: '5', display: 'flex', flexDirection: 'column', gap: '3', flex: '1' })}>
        <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
          <h3 className={css({ fontWeight: 'semibold', textStyle: 'md', lineClamp: '2', wordBreak: 'break-word' })}>
            {exam.title}
          </h3>
          <Badge tone={draft ? 'neutral' : 'success'}>{draft ? 'draft' : 'active'}</Badge>
        </div>
        {exam.description ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted', lineClamp: '2' })}>{exam.description}</p>
        ) : null}
        <div className={facts}>
          <span>
            <FileQuestionIcon aria-hidden="true" />
            {exam.questionCount} questions
          </span>
          <span>
            <ClockIcon aria-hidden="true" />
            {exam.timeLimit} min
          </span>
          <span>
            <GaugeIcon aria-hidden="true" />
            {capitalize(exam.difficulty)}
          </span>
        </div>
        <div
          className={css({
            mt: 'auto',
            pt: '1',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
            flexWrap: 'wrap',
          })}
        >
          <CourseBadge course={course} />
          <LinkButton
            to="/exam/$id/preview"
            params={{ id: exam.id }}
            variant={draft ? 'outline' : 'solid'}
            size="sm"
            aria-label={`${draft ? 'Preview Exam' : 'View Exam'}: ${exam.title}`}
            className={css({ ml: 'auto' })}
          >
            {draft ? 'Preview Exam' : 'View Exam'}
          </LinkButton>
        </div>
      </div>
    </Card.Root>
  );
}

function ExamsSkeleton() {
  return (
    <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <span className={css({ srOnly: true })}>Loading your exams…</span>
      <div className={examGrid}>
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={css({ h: '40', borderRadius: 'l3' })} />
        ))}
      </div>
      <Skeleton className={css({ h: '56', borderRadius: 'l3' })} />
    </div>
  );
}

function PracticeExams() {
  const exams = useQuery(examsQueryOptions());
  const attempts = useQuery(attemptsQueryOptions());
  const courses = useQuery(coursesQueryOptions());
  const failed = [exams, attempts].find((q) => q.isError);

  let content: ReactNode;
  if (exams.isPending || attempts.isPending) content = <ExamsSkeleton />;
  else if (failed || !exams.data || !attempts.data) {
    content = (
      <LoadError
        heading="h2"
        title="Failed to fetch exams"
        message={failed?.error?.message ?? 'Please try again.'}
        retrying={exams.isFetching || attempts.isFetching}
        onRetry={() => {
          if (exams.isError) void exams.refetch();
          if (attempts.isError) void attempts.refetch();
        }}
      />
    );
  } else {
    const courseOf = (id: string | null) => courses.data?.find((c) => c.id === id);
    const recent = attempts.data.slice(0, recentAttemptsShown);
    content = (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
        <section aria-labelledby="all-exams" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h2
            id="all-exams"
            className={css({
              textStyle: 'lg',
              fontWeight: 'semibold',
              display: 'flex',
              alignItems: 'center',
              gap: '2',
            })}
          >
            Your Exams
            <Badge tone="neutral">{exams.data.length}</Badge>
          </h2>
          {exams.data.length === 0 ? (
            <Card.Root>
              <EmptyState
                icon={<ClipboardListIcon aria-hidden="true" />}
                title="No practice exams yet."
                description="Create an exam from your courses to get started!"
                action={
                  <LinkButton to="/courses" variant="solid">
                    Go to Courses
                  </LinkButton>
                }
              />
            </Card.Root>
          ) : (
            <div className={examGrid}>
              {exams.data.map((exam) => (
                <ExamCard key={exam.id} exam={exam} course={courseOf(exam.courseId)} />
              ))}
            </div>
          )}
        </section>

        <SectionCard
          title="Recent Results"
          icon={<TrophyIcon aria-hidden="true" />}
          description={`Your ${recentAttemptsShown} most recent completed attempts`}
        >
          {recent.length === 0 ? (
            <EmptyState
              icon={<TrophyIcon aria-hidden="true" />}
              title="No exam attempts yet."
              description="Start practicing to see your results!"
              action={
                <LinkButton to="/courses" variant="outline">
                  Go to Courses
                </LinkButton>
              }
            />
          ) : (
            <ul>
              {recent.map((attempt) => {
                const score = attempt.score ?? 0;
                const title = attemptTitle(attempt);
                return (
                  <li key={attempt.id} className={attemptRow}>
                    <div className={css({ minW: '0' })}>
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
                      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                        {relativeDate(attempt.completedAt)} · {minutesSpent(attempt.timeSpent)} ·{' '}
                        {attempt.correctAnswers}/{attempt.totalQuestions} correct
                      </p>
                    </div>
                    <AttemptScore score={score} />
                    <LinkButton
                      to="/exam/$attemptId/results"
                      params={{ attemptId: attempt.id }}
                      variant="outline"
                      size="sm"
                      aria-label={`View Results: ${title}`}
                      className={css({ gridColumn: { base: '1 / -1', sm: 'auto' } })}
                    >
                      View Results
                    </LinkButton>
                  </li>
                );
              })}
            </ul>
          )}
        </SectionCard>
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Practice Exams"
        description="Open an exam to preview it or start practicing, and look back at your results."
      />
      {content}
    </>
  );
}

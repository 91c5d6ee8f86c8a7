// An attempt's results (spec sections 2, 8 and 9).
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  AlertTriangleIcon,
  ArrowLeftIcon,
  BarChart3Icon,
  ListChecksIcon,
  RotateCcwIcon,
  SearchXIcon,
} from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ApiError } from '../../../../api/client';
import { attemptResultsQueryOptions } from '../../../../api/queries/attempts';
import { materialsQueryOptions } from '../../../../api/queries/materials';
import { QuestionReview } from '../../../../components/exam/question-review';
import { PerformanceList, ReadinessCard, ScoreCard } from '../../../../components/exam/results-overview';
import { StudyPlanDialog } from '../../../../components/exam/study-plan-dialog';
import { PageHeader } from '../../../../components/layout/page-header';
import { Button, LinkButton } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';

export const Route = createFileRoute('/_app/exam/$attemptId/results')({ component: ResultsPage });

function ResultsPage() {
  const { attemptId } = Route.useParams();
  const results = useQuery(attemptResultsQueryOptions(attemptId));
  // The source lines name their material; a deleted one is not in this list.
  const materials = useQuery(materialsQueryOptions());
  const [planOpen, setPlanOpen] = useState(false);

  if (results.isPending) return <ResultsSkeleton />;
  if (results.isError) {
    const notFound =
      results.error instanceof ApiError && (results.error.status === 404 || results.error.status === 400);
    return (
      <Card.Root role="alert">
        <EmptyState
          icon={notFound ? <SearchXIcon /> : <AlertTriangleIcon />}
          title={notFound ? 'Results not found' : 'Unable to load exam results'}
          description={notFound ? 'These results do not exist or belong to another account.' : results.error.message}
          action={
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>
              <LinkButton to="/exams" variant="outline">
                Back to exams
              </LinkButton>
              {notFound ? null : <Button onClick={() => void results.refetch()}>Try again</Button>}
            </div>
          }
        />
      </Card.Root>
    );
  }

  const {
    attempt,
    exam,
    questions,
    topicPerformance,
    difficultyPerformance,
    knowledgeGaps,
    upcomingReviews,
    readinessScore,
  } = results.data;
  const title = exam?.title ?? `Exam ${attempt.examId.slice(0, 8)}`;
  const completed = attempt.completedAt ? new Date(attempt.completedAt) : null;

  return (
    <>
      <PageHeader
        title="Exam Results"
        description={
          <>
            {title}
            {completed ? ` · ${completed.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}` : ''}
          </>
        }
        actions={
          <>
            {exam?.courseId ? (
              <LinkButton to="/courses/$id/dashboard" params={{ id: exam.courseId }} variant="outline">
                <ArrowLeftIcon /> Back to Course
              </LinkButton>
            ) : (
              <LinkButton to="/courses" variant="outline">
                <ArrowLeftIcon /> Back to Courses
              </LinkButton>
            )}
            <LinkButton to="/analytics" variant="outline">
              <BarChart3Icon /> View Analytics
            </LinkButton>
            {exam ? (
              <LinkButton to="/exam/$id/preview" params={{ id: attempt.examId }}>
                <RotateCcwIcon /> Retake Exam
              </LinkButton>
            ) : null}
          </>
        }
      />
      <div className={css({ display: 'grid', gap: '6' })}>
        <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' } })}>
          <ScoreCard
            score={attempt.score}
            correct={attempt.correctAnswers}
            total={attempt.totalQuestions}
            timeSpent={attempt.timeSpent}
          />
          <ReadinessCard
            readiness={readinessScore}
            action={
              <Button variant="subtle" onClick={() => setPlanOpen(true)} className={css({ w: 'full' })}>
                <ListChecksIcon /> View Study Plan
              </Button>
            }
          />
        </div>
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          })}
        >
          <PerformanceList title="Topic performance" performance={topicPerformance} kind="topic" />
          <PerformanceList title="Difficulty breakdown" performance={difficultyPerformance} kind="difficulty" />
        </div>
        <QuestionReview questions={questions} materials={materials.data} materialsUnavailable={materials.isError} />
      </div>
      <StudyPlanDialog gaps={knowledgeGaps} reviews={upcomingReviews} open={planOpen} onOpenChange={setPlanOpen} />
    </>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading results">
      <Skeleton className={css({ h: '9', w: '56', mb: '2' })} />
      <Skeleton className={css({ h: '5', w: '72', maxW: 'full', mb: '8' })} />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, mb: '6' })}>
        <Skeleton className={css({ h: '40' })} />
        <Skeleton className={css({ h: '40' })} />
      </div>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <Skeleton className={css({ h: '48' })} />
        <Skeleton className={css({ h: '48' })} />
      </div>
    </div>
  );
}

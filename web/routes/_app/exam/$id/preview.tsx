// Exam preview (spec sections 2 and 8): the summary, the questions, Save Exam and Start Exam.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import {
  AlertTriangleIcon,
  ArrowLeftIcon,
  CheckIcon,
  FileQuestionIcon,
  InfoIcon,
  PlayIcon,
  SaveIcon,
} from 'lucide-react';
import { css } from 'styled-system/css';
import { ApiError } from '../../../../api/client';
import { examQueryOptions, previewQuestionsQueryOptions, useExamMutations } from '../../../../api/queries/exams';
import { ExamSummary } from '../../../../components/exam/exam-summary';
import { PreviewQuestionList } from '../../../../components/exam/preview-question-list';
import { PageHeader } from '../../../../components/layout/page-header';
import { Button, LinkButton } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';

export const Route = createFileRoute('/_app/exam/$id/preview')({
  // `asked`: the number of questions the student asked for, when the materials supported fewer.
  validateSearch: (search: Record<string, unknown>): { asked?: number } => {
    const asked = Number(search.asked);
    return Number.isInteger(asked) && asked > 0 ? { asked } : {};
  },
  component: ExamPreviewPage,
});

function ExamPreviewPage() {
  const { id } = Route.useParams();
  const { asked } = Route.useSearch();
  const exam = useQuery(examQueryOptions(id));
  const questions = useQuery(previewQuestionsQueryOptions(id));
  const { activate } = useExamMutations();

  if (exam.isPending) return <PreviewSkeleton />;
  if (exam.isError) {
    // Spec section 2: an exam that is not found sends the student to the courses.
    if (exam.error instanceof ApiError && (exam.error.status === 404 || exam.error.status === 400)) {
      return <Navigate to="/courses" replace />;
    }
    return (
      <Card.Root role="alert">
        <EmptyState
          icon={<AlertTriangleIcon />}
          title="Unable to load exam"
          description={exam.error.message}
          action={<Button onClick={() => void exam.refetch()}>Try again</Button>}
        />
      </Card.Root>
    );
  }

  const data = exam.data;
  const active = data.status !== 'draft';
  const save = () =>
    activate.mutate(id, {
      onSuccess: () => toast.success({ title: 'Exam saved successfully!' }),
      onError: (error) =>
        toast.destructive({
          title: 'Failed to save exam',
          description: error.message || 'An error occurred while saving the exam. Please try again.',
        }),
    });

  const back = data.courseId
    ? ({ to: '/courses/$id/dashboard', params: { id: data.courseId } } as const)
    : ({ to: '/exams' } as const);

  return (
    <>
      <PageHeader
        title={data.title}
        description={data.description || 'Review the questions, then save the exam or start it.'}
        actions={
          <>
            <LinkButton {...back} variant="outline">
              <ArrowLeftIcon /> Back
            </LinkButton>
            <Button variant="outline" onClick={save} disabled={active || activate.isPending}>
              {active ? <CheckIcon /> : <SaveIcon />}
              {activate.isPending ? 'Saving…' : 'Save Exam'}
            </Button>
            {questions.data?.length ? (
              <LinkButton to="/exam/$id" params={{ id }}>
                <PlayIcon /> Start Exam
              </LinkButton>
            ) : (
              <Button disabled>
                <PlayIcon /> Start Exam
              </Button>
            )}
          </>
        }
      />
      <div className={css({ display: 'grid', gap: '6' })}>
        <ExamSummary exam={data} questionCount={questions.data?.length ?? data.questionCount} />
        {asked && asked > data.questionCount ? <FewerQuestionsNotice made={data.questionCount} asked={asked} /> : null}
        {questions.isPending ? (
          <div
            className={css({ display: 'grid', gap: '3' })}
            role="status"
            aria-busy="true"
            aria-label="Loading questions"
          >
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className={css({ h: '20' })} />
            ))}
          </div>
        ) : questions.isError ? (
          <Card.Root role="alert" className={css({ borderColor: 'danger.default' })}>
            <EmptyState
              icon={<AlertTriangleIcon />}
              title="Failed to Load Questions"
              description={
                (questions.error instanceof ApiError && questions.error.message) ||
                'An error occurred while loading the question preview. Please check your network connection and try again.'
              }
              action={
                <Button variant="outline" onClick={() => void questions.refetch()}>
                  Try again
                </Button>
              }
            />
          </Card.Root>
        ) : questions.data.length === 0 ? (
          <Card.Root>
            <EmptyState icon={<FileQuestionIcon />} title="No questions available" />
          </Card.Root>
        ) : (
          <PreviewQuestionList examId={id} questions={questions.data} editable={!active} />
        )}
      </div>
    </>
  );
}

/** Prepwise leaves out questions it cannot ask fairly: the student learns how many and why. */
function FewerQuestionsNotice({ made, asked }: { made: number; asked: number }) {
  return (
    <Card.Root role="status" className={css({ borderColor: 'warning.default', bg: 'warning.subtle' })}>
      <Card.Body className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', pt: '5' })}>
        <InfoIcon aria-hidden className={css({ flexShrink: 0, mt: '0.5', color: 'warning.text' })} />
        <p className={css({ textStyle: 'sm' })}>
          This exam has {made} of the {asked} questions you asked for. These materials support no more questions of the
          chosen types that Prepwise can ask fairly, so it left the rest out rather than ask weak ones. Add materials or
          question types for a longer exam.
        </p>
      </Card.Body>
    </Card.Root>
  );
}

function PreviewSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading exam">
      <Skeleton className={css({ h: '9', w: '72', mb: '2' })} />
      <Skeleton className={css({ h: '5', w: '96', maxW: 'full', mb: '8' })} />
      <Skeleton className={css({ h: '44', mb: '6' })} />
      <div className={css({ display: 'grid', gap: '3' })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={css({ h: '20' })} />
        ))}
      </div>
    </div>
  );
}

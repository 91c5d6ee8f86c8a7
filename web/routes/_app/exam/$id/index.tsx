// Taking an exam (spec sections 2, 4 and 8). Loading the screen starts the
// attempt, or resumes the one running (a reload, a second tab), with its answers.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AlertTriangleIcon, FileQuestionIcon } from 'lucide-react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { ApiError } from '../../../../api/client';
import { startAttempt } from '../../../../api/queries/attempts';
import { examQueryOptions } from '../../../../api/queries/exams';
import { clearStash, readStash } from '../../../../components/exam/answer-sync';
import { ExamSession } from '../../../../components/exam/exam-session';
import { clockSkew } from '../../../../components/exam/timer';
import { Button, LinkButton } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';

export const Route = createFileRoute('/_app/exam/$id/')({ component: ExamTakingPage });

/** The server's grace after a deadline (worker/attempt/exam-attempt.ts): by then it has graded the attempt itself. */
const gradedAfterMs = 5000;

async function beginSession(examId: string) {
  // This tab was taking the exam and its time ran out while the page was away:
  // that attempt is graded, so its results are the answer, not a new attempt.
  const stash = readStash(examId);
  if (stash && Date.now() + stash.skewMs > stash.deadline + gradedAfterMs) {
    return { kind: 'ended' as const, attemptId: stash.attemptId };
  }
  const sentAt = Date.now();
  const started = await startAttempt(examId);
  return { kind: 'running' as const, started, skewMs: clockSkew(started.serverNow, sentAt, Date.now()) };
}

function ExamTakingPage() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const exam = useQuery(examQueryOptions(id));
  // Not under the attempts key: invalidating attempts after submit must not start another one.
  const session = useQuery({ queryKey: ['exam-session', id], queryFn: () => beginSession(id), gcTime: 0 });

  const ended = session.data?.kind === 'ended' ? session.data.attemptId : null;
  useEffect(() => {
    if (!ended) return;
    clearStash(id);
    void navigate({ to: '/exam/$attemptId/results', params: { attemptId: ended }, replace: true });
  }, [ended, id, navigate]);

  if (session.isError) {
    const notFound =
      session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 400);
    return (
      <Card.Root role="alert">
        <EmptyState
          icon={notFound ? <FileQuestionIcon /> : <AlertTriangleIcon />}
          title={notFound ? 'Exam not found' : 'Unable to load exam'}
          description={
            notFound
              ? 'This exam does not exist or has been deleted.'
              : session.error.message || 'Please check your connection and try again.'
          }
          action={
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>
              <LinkButton to="/exams" variant="outline">
                Back to exams
              </LinkButton>
              {notFound ? null : <Button onClick={() => void session.refetch()}>Try again</Button>}
            </div>
          }
        />
      </Card.Root>
    );
  }

  if (!session.data || session.data.kind === 'ended') return <TakingSkeleton />;
  if (session.data.started.questions.length === 0) {
    return (
      <Card.Root role="alert">
        <EmptyState
          icon={<AlertTriangleIcon />}
          title="Unable to load exam"
          description="This exam has no questions."
        />
      </Card.Root>
    );
  }

  return (
    <ExamSession
      key={session.data.started.attempt.id}
      examId={id}
      title={exam.data?.title ?? 'Exam'}
      started={session.data.started}
      skewMs={session.data.skewMs}
    />
  );
}

function TakingSkeleton() {
  return (
    <div className={css({ display: 'grid', gap: '6' })} aria-busy="true">
      <p role="status" className={css({ srOnly: true })}>
        Starting your exam…
      </p>
      <Skeleton className={css({ h: '24' })} />
      <div
        className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 18rem' } })}
      >
        <Skeleton className={css({ h: '96' })} />
        <Skeleton className={css({ h: '72' })} />
      </div>
    </div>
  );
}

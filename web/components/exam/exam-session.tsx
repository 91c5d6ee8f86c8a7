// The exam-taking screen for one running attempt (spec sections 2 and 4): the
// server's countdown, one question at a time, the navigator, flags, autosave,
// and the three ways an exam ends (Submit, End Exam, time up), each only once.
import { useNavigate } from '@tanstack/react-router';
import { ChevronLeftIcon, ChevronRightIcon, FlagIcon, SendIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { ApiError, api, read } from '../../api/client';
import { type StartedAttempt, saveAnswers, useSubmitAttempt } from '../../api/queries/attempts';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ProgressBar } from '../ui/progress-bar';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast';
import { AnswerInput } from './answer-input';
import { AnswerSync, type SaveAnswers } from './answer-sync';
import { difficultyLabel, questionTypeLabel } from './exam-options';
import { ExamTimer } from './exam-timer';
import { NavigatorLegend, QuestionNavigator } from './question-navigator';
import { SaveIndicator } from './save-indicator';
import { useCountdown } from './use-countdown';

type EndReason = 'submit' | 'end' | 'expired' | 'closed';

const positionKey = (examId: string) => `prepwise.exam.${examId}.position`;

function restorePosition(examId: string, attemptId: string, total: number): number {
  try {
    const [id, index] = (sessionStorage.getItem(positionKey(examId)) ?? '').split(':');
    const n = Number(index);
    return id === attemptId && Number.isInteger(n) && n >= 0 && n < total ? n : 0;
  } catch {
    return 0;
  }
}

const saveThroughApi =
  (attemptId: string): SaveAnswers =>
  (answers, flagged, { keepalive }) =>
    keepalive
      ? read(
          api.api.attempts[':id'].answers.$put(
            { param: { id: attemptId }, json: { answers, ...(flagged ? { flagged } : {}) } },
            { init: { keepalive: true } },
          ),
        )
      : flagged
        ? saveAnswers(attemptId, answers, flagged)
        : read(api.api.attempts[':id'].answers.$put({ param: { id: attemptId }, json: { answers } }));

export function ExamSession({
  examId,
  title,
  started,
  skewMs,
  save,
}: {
  examId: string;
  title: string;
  started: StartedAttempt;
  skewMs: number;
  /** How answers reach the server; the API unless a test says otherwise. */
  save?: SaveAnswers;
}) {
  const navigate = useNavigate();
  const submitAttempt = useSubmitAttempt();
  const attemptId = started.attempt.id;
  const questions = started.questions;
  const total = questions.length;
  const deadline = Date.parse(started.attempt.deadline);
  const startedAt = Date.parse(started.attempt.startedAt);
  const totalSeconds = Math.max(1, Math.round((deadline - startedAt) / 1000));

  const endRef = useRef<(reason: EndReason) => void>(() => {});
  const [sync] = useState(
    () =>
      new AnswerSync({
        examId,
        attemptId,
        deadline,
        skewMs,
        server: { answers: started.answers ?? {}, flagged: started.flagged ?? [] },
        save: save ?? saveThroughApi(attemptId),
        onClosed: () => endRef.current('closed'),
      }),
  );
  const { answers, flagged, status } = useSyncExternalStore(sync.subscribe, sync.getSnapshot, sync.getSnapshot);

  const [current, setCurrent] = useState(() => restorePosition(examId, attemptId, total));
  const [phase, setPhase] = useState<'taking' | 'submitting' | 'time-up'>('taking');
  const [confirmEnd, setConfirmEnd] = useState(false);
  const ending = useRef(false);
  const questionHeading = useRef<HTMLSpanElement>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const answeredCount = questions.filter((q) => (answers[q.id] ?? '').trim() !== '').length;
  const question = questions[current] ?? questions[0];

  // The submit guard: the first of Submit, End Exam, time up or a closed attempt wins; the rest do nothing.
  const end = useCallback(
    async (reason: EndReason) => {
      if (ending.current) return;
      ending.current = true;
      if (retryTimer.current) clearTimeout(retryTimer.current);
      sync.pause();
      setConfirmEnd(false);
      setPhase(reason === 'expired' || reason === 'closed' ? 'time-up' : 'submitting');
      try {
        const elapsed = Math.round((Date.now() + skewMs - startedAt) / 1000);
        const result = await submitAttempt.mutateAsync({
          attemptId,
          answers: sync.answers,
          timeSpent: Math.min(Math.max(0, elapsed), totalSeconds),
        });
        sync.finish();
        try {
          sessionStorage.removeItem(positionKey(examId));
        } catch {}
        toast.success({
          title: 'Exam submitted successfully!',
          description: `Your score: ${Math.round(result.score)}% (${result.correctAnswers}/${result.totalQuestions} correct)`,
        });
        await navigate({ to: '/exam/$attemptId/results', params: { attemptId }, replace: true });
      } catch (error) {
        ending.current = false;
        const message = error instanceof Error && error.message ? error.message : 'Unknown error occurred';
        toast.destructive({ title: 'Failed to submit exam', description: message });
        if (reason === 'expired' || reason === 'closed') {
          // Time is up either way: the server grades at its deadline, so keep asking for the result.
          retryTimer.current = setTimeout(
            () => void endRef.current(reason),
            error instanceof ApiError ? 10_000 : 5_000,
          );
        } else {
          setPhase('taking');
          sync.resume();
        }
      }
    },
    [attemptId, examId, navigate, skewMs, startedAt, submitAttempt, sync, totalSeconds],
  );
  endRef.current = end;

  const { remaining, announcement } = useCountdown({
    deadline,
    skewMs,
    onExpire: () => void endRef.current('expired'),
  });

  useEffect(() => {
    sync.connect();
    const onPageHide = () => sync.sendBeacon();
    // Closing the tab with answers the server has not confirmed: the browser asks first.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (sync.getSnapshot().unsaved > 0 && !ending.current) event.preventDefault();
    };
    const onOnline = () => {
      if (ending.current || !retryTimer.current) return;
      clearTimeout(retryTimer.current);
      retryTimer.current = null;
      void endRef.current('expired');
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('online', onOnline);
    return () => {
      sync.dispose();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('online', onOnline);
      if (retryTimer.current) clearTimeout(retryTimer.current);
    };
  }, [sync]);

  useEffect(() => {
    try {
      sessionStorage.setItem(positionKey(examId), `${attemptId}:${current}`);
    } catch {}
  }, [examId, attemptId, current]);

  const goTo = (index: number, focusQuestion: boolean) => {
    setCurrent(Math.max(0, Math.min(total - 1, index)));
    if (focusQuestion) requestAnimationFrame(() => questionHeading.current?.focus());
  };

  if (!question) return null;
  const isFlagged = flagged.includes(question.id);
  const isLast = current === total - 1;
  const locked = phase !== 'taking';
  const unanswered = total - answeredCount;

  return (
    <div className={css({ display: 'grid', gap: { base: '4', md: '6' } })} aria-busy={locked || undefined}>
      <Card.Root
        className={css({
          position: 'sticky',
          top: '16',
          zIndex: 'docked',
          overflow: 'visible',
          mt: { base: '-4', md: '0' },
        })}
      >
        <div className={css({ display: 'grid', gap: '3', p: { base: '3', md: '4' } })}>
          <div
            className={css({ display: 'flex', alignItems: 'center', gap: { base: '2', md: '4' }, flexWrap: 'wrap' })}
          >
            <div className={css({ flex: { base: '1 1 100%', md: '1 1 0' }, minW: '0' })}>
              <h1
                className={css({
                  textStyle: { base: 'md', md: 'lg' },
                  fontWeight: 'bold',
                  lineClamp: { base: '2', md: '1' },
                })}
              >
                {title}
              </h1>
              <div
                className={css({
                  display: 'flex',
                  gap: '3',
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  textStyle: 'sm',
                  color: 'fg.muted',
                })}
              >
                <span>
                  Question {current + 1} of {total}
                </span>
                <SaveIndicator status={status} />
              </div>
            </div>
            <ExamTimer remaining={remaining} total={totalSeconds} announcement={announcement} />
            <Button
              variant="outline"
              size="sm"
              onClick={() => setConfirmEnd(true)}
              disabled={locked}
              className={css({ ml: { base: 'auto', md: '0' } })}
            >
              End Exam
            </Button>
          </div>
          <ProgressBar value={((current + 1) / total) * 100} label={`Question ${current + 1} of ${total}`} />
        </div>
      </Card.Root>

      {phase === 'time-up' ? (
        <div
          role="alert"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            p: '4',
            borderRadius: 'l2',
            borderWidth: '1px',
            borderColor: 'danger.default',
            bg: 'danger.subtle',
            color: 'danger.text',
          })}
        >
          <Spinner
            className={css({
              w: '5',
              h: '5',
              borderWidth: '2px',
              borderColor: 'danger.subtle',
              borderTopColor: 'danger.default',
            })}
          />
          <p>
            <strong>Time is up.</strong> Your answers are being submitted and graded…
          </p>
        </div>
      ) : null}

      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 18rem' },
          alignItems: 'start',
        })}
      >
        <Card.Root>
          <Card.Body className={css({ gap: '6', p: { base: '5', md: '8' } })}>
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                flexWrap: 'wrap',
              })}
            >
              <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
                <span className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'accent.text' })}>
                  Question {current + 1}
                </span>
                <Badge tone="accent">{questionTypeLabel(question.type)}</Badge>
                <Badge>{difficultyLabel(question.difficulty)}</Badge>
              </div>
              <Button
                variant={isFlagged ? 'subtle' : 'ghost'}
                size="sm"
                aria-pressed={isFlagged}
                disabled={locked}
                onClick={() => sync.toggleFlag(question.id)}
                className={css({
                  '&[aria-pressed=true]': {
                    bg: 'warning.subtle',
                    color: 'warning.text',
                    borderColor: 'warning.default',
                  },
                })}
              >
                <FlagIcon fill={isFlagged ? 'currentColor' : 'none'} />
                {isFlagged ? 'Flagged for review' : 'Flag for review'}
              </Button>
            </div>

            <div className={css({ minW: '0' })} key={question.id}>
              <AnswerInput
                question={question}
                disabled={locked}
                value={answers[question.id] ?? ''}
                onChange={(value) => sync.setAnswer(question.id, value)}
                legend={
                  <span
                    ref={questionHeading}
                    tabIndex={-1}
                    className={css({
                      display: 'block',
                      textStyle: { base: 'lg', md: 'xl' },
                      fontWeight: 'semibold',
                      lineHeight: '1.4',
                      color: 'fg.default',
                      outline: 'none',
                      wordBreak: 'break-word',
                    })}
                  >
                    <span className={css({ srOnly: true })}>
                      Question {current + 1} of {total}:{' '}
                    </span>
                    {question.question}
                  </span>
                }
              />
            </div>

            <div
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                gap: '3',
                pt: '4',
                borderTopWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <Button variant="outline" onClick={() => goTo(current - 1, false)} disabled={current === 0 || locked}>
                <ChevronLeftIcon /> Previous
              </Button>
              {/* One button that changes role keeps the keyboard focus on it at the last question. */}
              <Button
                variant={isLast ? 'solid' : 'outline'}
                onClick={() => (isLast ? void end('submit') : goTo(current + 1, false))}
                disabled={locked}
              >
                {isLast ? (
                  phase === 'submitting' ? (
                    'Submitting…'
                  ) : (
                    <>
                      Submit <SendIcon />
                    </>
                  )
                ) : (
                  <>
                    Next <ChevronRightIcon />
                  </>
                )}
              </Button>
            </div>
          </Card.Body>
        </Card.Root>

        <Card.Root className={css({ position: { lg: 'sticky' }, top: { lg: '48' } })}>
          <Card.Body className={css({ gap: '4', p: '5' })}>
            <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' })}>
              <h2 className={css({ fontWeight: 'semibold' })}>Questions</h2>
              <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                {answeredCount}/{total} answered
              </span>
            </div>
            <QuestionNavigator
              total={total}
              current={current}
              answered={(i) => (answers[questions[i]?.id ?? ''] ?? '').trim() !== ''}
              flagged={(i) => flagged.includes(questions[i]?.id ?? '')}
              onSelect={(i) => goTo(i, true)}
            />
            <NavigatorLegend />
          </Card.Body>
        </Card.Root>
      </div>

      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title="End Exam?"
        description={
          unanswered > 0
            ? `You have answered ${answeredCount} of ${total} questions. Unanswered questions count as incorrect. Your exam will be submitted and graded now.`
            : 'All questions are answered. Your exam will be submitted and graded now.'
        }
        confirmLabel="End Exam"
        destructive={false}
        onConfirm={() => void end('end')}
      />
    </div>
  );
}

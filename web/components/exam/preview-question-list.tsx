// The preview's question list (question, type, topic). While the exam is a
// draft each question can be removed, or replaced by a fresh one from the same
// materials (beyond the spec; DELETE and POST …/replace on the exams API).
import { RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { type PreviewQuestion, useExamMutations } from '../../api/queries/exams';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast';
import { questionTypeLabel, wrappingBadge } from './exam-options';

const smallSpinner = css({ w: '4', h: '4', borderWidth: '2px' });

export function PreviewQuestionList({
  examId,
  questions,
  editable,
}: {
  examId: string;
  questions: PreviewQuestion[];
  editable: boolean;
}) {
  const { removeQuestion, replaceQuestion } = useExamMutations();
  const [removing, setRemoving] = useState<{ question: PreviewQuestion; number: number } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [freshId, setFreshId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = removeQuestion.isPending || replaceQuestion.isPending;

  const replace = (question: PreviewQuestion, number: number) => {
    setBusyId(question.id);
    replaceQuestion.mutate(
      { examId, questionId: question.id },
      {
        onSuccess: (fresh) => {
          const id = (fresh as { id?: string }).id ?? null;
          setFreshId(id);
          toast.success({ title: 'Question replaced', description: `Question ${number} is now a fresh question.` });
          // Keep the keyboard where it was: on the new row's replace button.
          requestAnimationFrame(() => document.getElementById(`replace-${id}`)?.focus());
        },
        onError: (error) => toast.destructive({ title: 'Failed to replace question', description: error.message }),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const remove = () => {
    if (!removing) return;
    const { question } = removing;
    setBusyId(question.id);
    removeQuestion.mutate(
      { examId, questionId: question.id },
      {
        onSuccess: () => {
          setRemoving(null);
          const left = questions.length - 1;
          toast.success({
            title: 'Question removed',
            description: `The exam now has ${left} ${left === 1 ? 'question' : 'questions'}.`,
          });
          requestAnimationFrame(() => headingRef.current?.focus());
        },
        onError: (error) => toast.destructive({ title: 'Failed to remove question', description: error.message }),
        onSettled: () => setBusyId(null),
      },
    );
  };

  return (
    <section aria-labelledby="preview-questions-heading" className={css({ display: 'grid', gap: '3' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <h2
          id="preview-questions-heading"
          ref={headingRef}
          tabIndex={-1}
          className={css({ textStyle: 'lg', fontWeight: 'semibold', outline: 'none' })}
        >
          Questions ({questions.length})
        </h2>
        {editable ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            Draft: remove or replace any question before you save.
          </p>
        ) : null}
      </div>
      <ol className={css({ display: 'grid', gap: '3' })}>
        {questions.map((question, index) => {
          const number = index + 1;
          const working = busyId === question.id;
          return (
            <li
              key={question.id}
              aria-busy={working || undefined}
              className={css({
                display: 'flex',
                gap: { base: '3', md: '4' },
                alignItems: 'flex-start',
                p: { base: '4', md: '5' },
                bg: question.id === freshId ? 'accent.subtle' : 'bg.surface',
                borderWidth: '1px',
                borderColor: question.id === freshId ? 'accent.muted' : 'border.default',
                borderRadius: 'l3',
                boxShadow: 'card',
                opacity: working ? 0.6 : 1,
                transition: 'opacity 150ms, background 300ms',
              })}
            >
              <span
                aria-hidden="true"
                className={css({
                  flexShrink: '0',
                  display: 'grid',
                  placeItems: 'center',
                  w: '8',
                  h: '8',
                  borderRadius: 'full',
                  bg: 'accent.subtle',
                  color: 'accent.text',
                  textStyle: 'sm',
                  fontWeight: 'semibold',
                })}
              >
                {number}
              </span>
              <div className={css({ flex: '1', minW: '0', display: 'grid', gap: '2' })}>
                <p className={css({ fontWeight: 'medium', wordBreak: 'break-word' })}>
                  <span className={css({ srOnly: true })}>Question {number}: </span>
                  {question.question}
                </p>
                <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
                  <Badge tone="accent">{questionTypeLabel(question.type)}</Badge>
                  <Badge className={wrappingBadge}>{question.topic}</Badge>
                  {question.id === freshId ? <Badge tone="success">New</Badge> : null}
                </div>
              </div>
              {editable ? (
                <div
                  className={css({
                    display: 'flex',
                    gap: '1',
                    flexShrink: '0',
                    flexDirection: { base: 'column', sm: 'row' },
                  })}
                >
                  <Button
                    id={`replace-${question.id}`}
                    variant="ghost"
                    size="icon"
                    aria-label={`Replace question ${number}`}
                    title="Replace with a fresh question"
                    disabled={busy}
                    onClick={() => replace(question, number)}
                  >
                    {working && replaceQuestion.isPending ? <Spinner className={smallSpinner} /> : <RefreshCwIcon />}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove question ${number}`}
                    title={questions.length <= 1 ? 'An exam needs at least one question' : 'Remove question'}
                    disabled={busy || questions.length <= 1}
                    onClick={() => setRemoving({ question, number })}
                    className={css({ _hover: { _enabled: { color: 'danger.text', bg: 'danger.subtle' } } })}
                  >
                    <Trash2Icon />
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !removeQuestion.isPending) setRemoving(null);
        }}
        title="Remove Question?"
        description={
          removing
            ? `Question ${removing.number} will be taken out of this exam. You can replace it with a fresh question instead.`
            : ''
        }
        confirmLabel={removeQuestion.isPending ? 'Removing…' : 'Remove'}
        pending={removeQuestion.isPending}
        onConfirm={remove}
      />
    </section>
  );
}

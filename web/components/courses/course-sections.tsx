// The course dashboard's sections: exams, recent materials, recent attempts
// (spec section 2).
import { ClipboardListIcon, ClockIcon, FileTextIcon, ListChecksIcon, Trash2Icon, TrophyIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { type Exam, useExamMutations } from '../../api/queries/exams';
import type { Material } from '../../api/queries/materials';
import type { Dashboard } from '../../api/queries/progress';
import { materialName, minutesSpent, relativeDate, scoreTone } from '../../lib/format';
import { Badge } from '../ui/badge';
import { Button, LinkButton } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { EmptyState } from '../ui/empty-state';
import { notify } from '../ui/toast';
import { MaterialStatusBadge, MaterialStatusDetail } from '../upload/material-status';
import { MaterialTypeIcon } from '../upload/material-type-icon';

/** The spec shows the first 5 materials and 5 attempts on a course dashboard. */
export const courseListLimit = 5;

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          px: { base: '4', md: '6' },
          pt: '5',
          pb: '4',
        })}
      >
        {/* As tall as a small button, so headers with and without an action line up. */}
        <h2 className={css({ textStyle: 'lg', fontWeight: 'semibold', lineHeight: '2rem' })}>{title}</h2>
        {action}
      </div>
      {children}
    </Card.Root>
  );
}

const listStyle = css({
  borderTopWidth: '1px',
  borderColor: 'border.default',
  divideY: '1px',
  divideColor: 'border.default',
});
const toneText = {
  success: css({ color: 'success.text' }),
  warning: css({ color: 'warning.text' }),
  danger: css({ color: 'danger.text' }),
};
const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '3',
  rowGap: '1',
  textStyle: 'sm',
  color: 'fg.muted',
  '& svg': { w: '3.5', h: '3.5' },
});
const metaItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });

export function CourseExams({ exams }: { exams: Exam[] }) {
  const { remove } = useExamMutations();
  const [toDelete, setToDelete] = useState<Exam | null>(null);

  async function deleteExam(exam: Exam) {
    try {
      await remove.mutateAsync(exam.id);
      notify.success({ title: 'Exam deleted', description: 'The exam has been successfully deleted.' });
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : 'Failed to delete exam. Please try again.';
      notify.destructive({ title: 'Error', description: message });
    }
    setToDelete(null);
  }

  return (
    <Section title="Exams">
      {exams.length === 0 ? (
        <EmptyState
          icon={<ClipboardListIcon aria-hidden="true" />}
          title="No exams yet"
          description="Create an exam to get started!"
        />
      ) : (
        <ul
          aria-label="Exams"
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
            px: { base: '4', md: '6' },
            pb: '6',
          })}
        >
          {exams.map((exam) => {
            const draft = exam.status === 'draft';
            return (
              <li
                key={exam.id}
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '3',
                  p: '4',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'l2',
                  bg: 'bg.subtle',
                })}
              >
                <div
                  className={css({
                    display: 'flex',
                    alignItems: 'flex-start',
                    justifyContent: 'space-between',
                    gap: '2',
                  })}
                >
                  <h3 className={css({ fontWeight: 'semibold', minW: '0', wordBreak: 'break-word' })}>{exam.title}</h3>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete exam ${exam.title}`}
                    title="Delete exam"
                    onClick={() => setToDelete(exam)}
                    className={css({ w: '8', px: '0', mt: '-1', mr: '-1', flexShrink: '0' })}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
                <div className={meta}>
                  <Badge tone={draft ? 'neutral' : 'success'}>{draft ? 'draft' : 'active'}</Badge>
                  <span className={metaItem}>
                    <ListChecksIcon aria-hidden="true" />
                    {exam.questionCount} questions
                  </span>
                  <span className={metaItem}>
                    <ClockIcon aria-hidden="true" />
                    {exam.timeLimit} min
                  </span>
                </div>
                <LinkButton
                  to="/exam/$id/preview"
                  params={{ id: exam.id }}
                  size="sm"
                  variant={draft ? 'solid' : 'outline'}
                  className={css({ mt: 'auto' })}
                  aria-label={`${draft ? 'Preview Exam' : 'View Exam'}: ${exam.title}`}
                >
                  {draft ? 'Preview Exam' : 'View Exam'}
                </LinkButton>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
        title="Delete Exam?"
        description="Are you sure you want to delete this exam? This action cannot be undone and will remove all associated questions."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => toDelete && deleteExam(toDelete)}
      />
    </Section>
  );
}

export function CourseRecentMaterials({ materials, courseId }: { materials: Material[]; courseId: string }) {
  const recent = materials.slice(0, courseListLimit);
  return (
    <Section
      title="Recent Materials"
      action={
        materials.length > 0 ? (
          <LinkButton to="/upload" search={{ courseId }} size="sm" variant="ghost">
            Add more
          </LinkButton>
        ) : null
      }
    >
      {recent.length === 0 ? (
        <EmptyState
          icon={<FileTextIcon aria-hidden="true" />}
          title="No materials for this course yet"
          description="Upload study materials to get started!"
        />
      ) : (
        <ul aria-label="Recent materials" className={listStyle}>
          {recent.map((material) => (
            <li
              key={material.id}
              className={css({
                display: 'flex',
                gap: '3',
                alignItems: 'flex-start',
                px: { base: '4', md: '6' },
                py: '4',
              })}
            >
              <MaterialTypeIcon mimeType={material.mimeType} />
              <div className={css({ flex: '1', minW: '0' })}>
                <div
                  className={css({
                    display: 'flex',
                    alignItems: 'flex-start',
                    justifyContent: 'space-between',
                    gap: '3',
                  })}
                >
                  <p className={css({ fontWeight: 'medium', minW: '0', wordBreak: 'break-word' })}>
                    {materialName(material)}
                  </p>
                  <MaterialStatusBadge status={material.status} />
                </div>
                {material.description ? (
                  <p className={css({ textStyle: 'sm', color: 'fg.muted', lineClamp: '2', mt: '0.5' })}>
                    {material.description}
                  </p>
                ) : null}
                <MaterialStatusDetail material={material} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

type RecentAttempt = Dashboard['recentAttempts'][number];

export function CourseRecentAttempts({ attempts }: { attempts: RecentAttempt[] }) {
  const recent = attempts.slice(0, courseListLimit);
  return (
    <Section title="Recent Exam Attempts">
      {recent.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon aria-hidden="true" />}
          title="No exam attempts yet"
          description="Create and take an exam to see your results here!"
        />
      ) : (
        <ul aria-label="Recent exam attempts" className={listStyle}>
          {recent.map((attempt) => {
            const score = attempt.score ?? 0;
            return (
              <li
                key={attempt.id}
                className={css({
                  display: 'flex',
                  flexDirection: { base: 'column', sm: 'row' },
                  alignItems: { base: 'stretch', sm: 'center' },
                  gap: '3',
                  px: { base: '4', md: '6' },
                  py: '4',
                })}
              >
                <div className={css({ flex: '1', minW: '0' })}>
                  <p className={css({ fontWeight: 'medium', wordBreak: 'break-word' })}>
                    {attempt.examTitle || 'Untitled Exam'}
                  </p>
                  <div className={meta}>
                    <span>{relativeDate(attempt.completedAt)}</span>
                    <span className={metaItem}>
                      <ClockIcon aria-hidden="true" />
                      {minutesSpent(attempt.timeSpent)}
                    </span>
                  </div>
                </div>
                <div
                  className={css({ display: 'flex', alignItems: 'center', gap: '4', justifyContent: 'space-between' })}
                >
                  <div className={css({ textAlign: { base: 'left', sm: 'right' } })}>
                    <p
                      className={cx(
                        css({ textStyle: 'lg', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
                        toneText[scoreTone(score)],
                      )}
                    >
                      {score}%
                    </p>
                    <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
                      {attempt.correctAnswers}/{attempt.totalQuestions} correct
                    </p>
                  </div>
                  <LinkButton
                    to="/exam/$attemptId/results"
                    params={{ attemptId: attempt.id }}
                    size="sm"
                    variant="outline"
                  >
                    View Results
                  </LinkButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

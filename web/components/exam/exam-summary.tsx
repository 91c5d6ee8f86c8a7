// The preview screen's summary of an exam: its settings, topics and status.
import { CalendarIcon, ClockIcon, GaugeIcon, ListChecksIcon, ShapesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Exam } from '../../api/queries/exams';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { difficultyLabel, questionTypeLabel, timeLimitLabel, wrappingBadge } from './exam-options';

const factLabel = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  textStyle: 'xs',
  color: 'fg.muted',
  fontWeight: 'medium',
  '& > svg': { w: '4', h: '4', color: 'accent.default', flexShrink: '0' },
});

/** One term and its value: a definition list's group holds only its dt and dd. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={factLabel}>
        {icon}
        {label}
      </dt>
      <dd className={css({ fontWeight: 'semibold', mt: '1' })}>{children}</dd>
    </div>
  );
}

export function ExamStatusBadge({ status }: { status: string }) {
  return status === 'draft' ? <Badge tone="neutral">Draft</Badge> : <Badge tone="success">Active</Badge>;
}

export function ExamSummary({ exam, questionCount }: { exam: Exam; questionCount: number }) {
  const examDate = exam.examDate ? new Date(exam.examDate) : null;
  return (
    <Card.Root>
      <Card.Body className={css({ gap: '5', p: { base: '5', md: '6' } })}>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
            flexWrap: 'wrap',
          })}
        >
          <h2 className={css({ textStyle: 'md', fontWeight: 'semibold' })}>Exam summary</h2>
          <ExamStatusBadge status={exam.status} />
        </div>
        <dl
          className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' } })}
        >
          <Fact icon={<ListChecksIcon aria-hidden="true" />} label="Questions">
            {questionCount}
          </Fact>
          <Fact icon={<ClockIcon aria-hidden="true" />} label="Time limit">
            {timeLimitLabel(exam.timeLimit)}
          </Fact>
          <Fact icon={<GaugeIcon aria-hidden="true" />} label="Difficulty">
            {difficultyLabel(exam.difficulty)}
          </Fact>
          <Fact icon={<CalendarIcon aria-hidden="true" />} label="Exam date">
            {examDate ? examDate.toLocaleDateString(undefined, { dateStyle: 'medium' }) : 'Not set'}
          </Fact>
        </dl>
        <div className={css({ display: 'grid', gap: '2' })}>
          <p
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '2',
              textStyle: 'xs',
              color: 'fg.muted',
              fontWeight: 'medium',
            })}
          >
            <ShapesIcon aria-hidden="true" className={css({ w: '4', h: '4' })} /> Question types
          </p>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
            {exam.questionTypes.map((type) => (
              <li key={type}>
                <Badge tone="accent">{questionTypeLabel(type)}</Badge>
              </li>
            ))}
          </ul>
        </div>
        {exam.topics.length ? (
          <div className={css({ display: 'grid', gap: '2' })}>
            <p className={css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium' })}>Topics</p>
            <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
              {exam.topics.map((topic) => (
                <li key={topic}>
                  <Badge className={wrappingBadge}>{topic}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

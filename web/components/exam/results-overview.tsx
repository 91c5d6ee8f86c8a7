// The results screen's headline figures: grade, score, correct/total, time and
// message; the exam-readiness figure; topic and difficulty breakdowns.
import { ClockIcon, TargetIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  examReadinessBand,
  gradeLetter,
  hoursMinutesSeconds,
  performanceMessage,
  scoreTone,
  type Tone,
  topicTone,
} from '../../lib/format';
import { Card } from '../ui/card';
import { ProgressBar } from '../ui/progress-bar';
import { difficultyLabel } from './exam-options';

type Performance = Record<string, { percentage: number; correct: number; total: number }>;

const toneColor: Record<Tone, string> = {
  success: css({ color: 'success.text', bg: 'success.subtle', borderColor: 'success.default' }),
  warning: css({ color: 'warning.text', bg: 'warning.subtle', borderColor: 'warning.default' }),
  danger: css({ color: 'danger.text', bg: 'danger.subtle', borderColor: 'danger.default' }),
};

const toneText: Record<Tone, string> = {
  success: css({ color: 'success.text' }),
  warning: css({ color: 'warning.text' }),
  danger: css({ color: 'danger.text' }),
};

export function ScoreCard({
  score,
  correct,
  total,
  timeSpent,
}: {
  score: number;
  correct: number;
  total: number;
  timeSpent: number | null;
}) {
  const rounded = Math.round(score);
  const tone = scoreTone(rounded);
  return (
    <Card.Root>
      <Card.Body
        className={css({
          flexDirection: { base: 'column', sm: 'row' },
          alignItems: { base: 'flex-start', sm: 'center' },
          gap: '6',
        })}
      >
        <div
          className={`${toneColor[tone]} ${css({
            flexShrink: '0',
            display: 'grid',
            placeItems: 'center',
            w: { base: '16', sm: '24' },
            h: { base: '16', sm: '24' },
            borderRadius: 'full',
            borderWidth: '3px',
          })}`}
        >
          <span className={css({ srOnly: true })}>Grade </span>
          <span className={css({ textStyle: { base: '3xl', sm: '5xl' }, fontWeight: 'bold', lineHeight: '1' })}>
            {gradeLetter(rounded)}
          </span>
        </div>
        <div className={css({ display: 'grid', gap: '3', flex: '1', minW: '0' })}>
          <div className={css({ display: 'flex', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
            <p
              className={css({
                textStyle: { base: '3xl', sm: '4xl' },
                fontWeight: 'bold',
                letterSpacing: '-0.02em',
                lineHeight: '1',
              })}
            >
              {rounded}%<span className={css({ srOnly: true })}> score</span>
            </p>
            <p className={css({ color: 'fg.muted', fontWeight: 'medium' })}>
              {correct}/{total} correct
            </p>
          </div>
          <p className={css({ textStyle: 'md' })}>{performanceMessage(rounded)}</p>
          <p
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1.5',
              textStyle: 'sm',
              color: 'fg.muted',
            })}
          >
            <ClockIcon aria-hidden="true" className={css({ w: '4', h: '4' })} />
            Time taken: {hoursMinutesSeconds(timeSpent)}
          </p>
        </div>
      </Card.Body>
    </Card.Root>
  );
}

export function ReadinessCard({ readiness, action }: { readiness: number; action: ReactNode }) {
  const value = Math.round(readiness);
  const band = examReadinessBand(value);
  return (
    <Card.Root>
      <Card.Body className={css({ gap: '3' })}>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            color: 'fg.muted',
            textStyle: 'sm',
            fontWeight: 'medium',
          })}
        >
          <TargetIcon aria-hidden="true" className={css({ w: '4', h: '4', color: 'accent.default' })} /> Exam readiness
        </div>
        <p className={css({ textStyle: '3xl', fontWeight: 'bold', lineHeight: '1' })}>{value}%</p>
        <ProgressBar value={value} tone={band.tone} label="Exam readiness" />
        <p className={`${toneText[band.tone]} ${css({ textStyle: 'sm', fontWeight: 'semibold' })}`}>{band.label}</p>
        <div className={css({ mt: 'auto', pt: '1' })}>{action}</div>
      </Card.Body>
    </Card.Root>
  );
}

const difficultyOrder = ['easy', 'medium', 'hard', 'mixed'];

export function PerformanceList({
  title,
  performance,
  kind,
}: {
  title: string;
  performance: Performance;
  kind: 'topic' | 'difficulty';
}) {
  const entries = Object.entries(performance).sort(([a, pa], [b, pb]) =>
    kind === 'difficulty'
      ? difficultyOrder.indexOf(a) - difficultyOrder.indexOf(b)
      : pa.percentage - pb.percentage || a.localeCompare(b),
  );
  return (
    <Card.Root>
      <Card.Body className={css({ gap: '4' })}>
        <h2 className={css({ textStyle: 'md', fontWeight: 'semibold' })}>{title}</h2>
        {entries.length === 0 ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>No questions were graded.</p>
        ) : (
          <ul className={css({ display: 'grid', gap: '4' })}>
            {entries.map(([name, entry]) => {
              const tone = topicTone(entry.percentage, 'results');
              const label = kind === 'difficulty' ? difficultyLabel(name) : name;
              return (
                <li key={name} className={css({ display: 'grid', gap: '1.5' })}>
                  <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', textStyle: 'sm' })}>
                    <span className={css({ fontWeight: 'medium', minW: '0', wordBreak: 'break-word' })}>{label}</span>
                    <span className={css({ flexShrink: '0', color: 'fg.muted' })}>
                      {entry.correct}/{entry.total} · <strong className={toneText[tone]}>{entry.percentage}%</strong>
                    </span>
                  </div>
                  <ProgressBar value={entry.percentage} tone={tone} label={`${label}: ${entry.percentage}% correct`} />
                </li>
              );
            })}
          </ul>
        )}
      </Card.Body>
    </Card.Root>
  );
}

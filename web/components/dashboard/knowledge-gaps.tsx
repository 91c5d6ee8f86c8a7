// Knowledge gaps: each weak topic with its accuracy (coloured by band) and a
// bar for how weak it is (spec section 9). Shared by the dashboard and analytics.
import { BrainIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { gapAccuracy, gapBar } from '../../lib/format';
import { EmptyState } from '../ui/empty-state';
import { ProgressBar } from '../ui/progress-bar';
import { SectionCard } from './section-card';
import { toneText } from './tones';

export type KnowledgeGap = { topic: string; correctAnswers: number; totalQuestions: number; weaknessLevel: number };

export function KnowledgeGapList({ gaps }: { gaps: KnowledgeGap[] }) {
  if (gaps.length === 0)
    return <EmptyState icon={<BrainIcon aria-hidden="true" />} title="No knowledge gaps identified yet" />;
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {gaps.map((gap) => {
        const accuracy = gapAccuracy(gap.correctAnswers, gap.totalQuestions);
        const bar = gapBar(gap.weaknessLevel);
        return (
          <li key={gap.topic} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
            <div
              className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3' })}
            >
              <p
                title={gap.topic}
                className={css({
                  fontWeight: 'medium',
                  minW: '0',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
              >
                {gap.topic}
              </p>
              <p
                className={cx(
                  css({ textStyle: 'sm', fontWeight: 'semibold', flexShrink: '0' }),
                  toneText[accuracy.tone],
                )}
              >
                {accuracy.percentage}% accuracy
              </p>
            </div>
            <ProgressBar
              value={bar.width}
              tone={bar.tone}
              label={`${gap.topic}: weakness ${Math.round(bar.width)} of 100`}
            />
            <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
              {gap.correctAnswers}/{gap.totalQuestions} correct · weakness {Math.round(bar.width)}%
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function KnowledgeGapsPanel({ gaps, className }: { gaps: KnowledgeGap[]; className?: string }) {
  return (
    <SectionCard title="Knowledge Gaps" icon={<BrainIcon aria-hidden="true" />} className={className}>
      <KnowledgeGapList gaps={gaps} />
    </SectionCard>
  );
}

// Recent Performance: the last four attempts as bars, scaled to the best of them.
import { ChartColumnIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Chart } from '../charts/chart';
import { recentPerformancePoints } from './dashboard-logic';
import { SectionCard } from './section-card';

export function PerformanceChart({ attempts }: { attempts: readonly { score: number | null }[] }) {
  const points = recentPerformancePoints(attempts);
  const highest = Math.max(0, ...points.map((p) => p.value));
  return (
    <SectionCard title="Recent Performance" icon={<ChartColumnIcon aria-hidden="true" />}>
      {points.length === 0 ? (
        <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted', textStyle: 'sm' })}>
          No performance data available yet
        </p>
      ) : (
        <Chart
          kind="bar"
          label="Scores of your last attempts, Week 4 to Week 1"
          categoryName="Attempt"
          valueName="Score"
          unit="%"
          points={points}
          // Bars scale relative to the highest score (spec section 9).
          max={highest || 100}
          height={200}
        />
      )}
    </SectionCard>
  );
}

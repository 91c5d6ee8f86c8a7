// <Chart>: the one chart component. It draws with ECharts, loaded only when a
// chart is on screen, and always carries a table of its values for screen readers.
import { lazy, Suspense, useMemo } from 'react';
import { css } from 'styled-system/css';
import { Skeleton } from '../ui/skeleton';
import { type ChartPoint, type ChartSpec, formatValue } from './chart-option';

export type { ChartPoint, ChartTone } from './chart-option';

const EChartsView = lazy(() => import('./echarts-view'));

export type ChartProps = ChartSpec & {
  /** What the chart shows; names the figure and captions its table. */
  label: string;
  /** The table's column headers, e.g. "Attempt" and "Score". */
  categoryName?: string;
  valueName?: string;
  height?: number;
};

const figure = css({ position: 'relative', w: 'full', m: '0' });

export function Chart({
  label,
  categoryName = 'Label',
  valueName = 'Value',
  height = 240,
  kind,
  points,
  horizontal,
  max,
  unit,
}: ChartProps) {
  // A new option only when what is drawn changes.
  const pointsKey = JSON.stringify(points);
  const spec = useMemo<ChartSpec>(
    () => ({ kind, points: JSON.parse(pointsKey) as ChartPoint[], horizontal, max, unit }),
    [kind, pointsKey, horizontal, max, unit],
  );
  return (
    <figure className={figure} aria-label={label}>
      <div aria-hidden="true">
        <Suspense
          fallback={
            <div style={{ height }}>
              <Skeleton className={css({ w: 'full', h: 'full' })} />
            </div>
          }
        >
          <EChartsView spec={spec} height={height} />
        </Suspense>
      </div>
      <table className={css({ srOnly: true })}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryName}</th>
            <th scope="col">{valueName}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the order is the data's
            <tr key={i}>
              <th scope="row">{point.label}</th>
              <td>{formatValue(point.value, unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

// Builds the ECharts option of a <Chart> from its props and the theme's colours.
// Pure, and importing only ECharts' types, so it costs nothing in the bundle.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption>;

export type ChartTone = 'accent' | 'success' | 'warning' | 'danger';

/** One bar or point: its category label, its value and (bars only) its colour. */
export type ChartPoint = { label: string; value: number; tone?: ChartTone };

export type ChartSpec = {
  kind: 'bar' | 'line';
  points: readonly ChartPoint[];
  /** Bars grow to the right, with the labels on the left (long category names). */
  horizontal?: boolean;
  /** The value axis's top; defaults to the largest value (bars then scale relative to it). */
  max?: number;
  /** Written after each value: '%' for scores. */
  unit?: string;
};

/** A value as the chart and its text alternative write it. */
export const formatValue = (value: number, unit = '') => `${Math.round(value * 10) / 10}${unit}`;

/** The colours a chart reads from the design tokens at runtime. */
export type ChartTheme = Record<ChartTone, string> & {
  text: string;
  muted: string;
  grid: string;
  track: string;
  surface: string;
  /** The page's font: ECharts measures labels in it to truncate them. */
  font: string;
};

/** `width` is the chart's width in pixels, when known: long category labels get at most a third of it. */
export function chartOption(spec: ChartSpec, theme: ChartTheme, width?: number): ChartOption {
  const { kind, points, horizontal = false, unit } = spec;
  const format = (value: number) => formatValue(value, unit);
  const labels = points.map((p) => p.label);
  const largest = Math.max(0, ...points.map((p) => p.value));
  const max = spec.max ?? (largest || 100);
  const axisText = { color: theme.muted, fontSize: 12, fontFamily: theme.font };
  const labelWidth = width ? Math.max(72, Math.min(160, Math.round(width / 3))) : 120;

  const categoryAxis = {
    type: 'category' as const,
    data: labels,
    axisTick: { show: false },
    axisLine: { lineStyle: { color: theme.grid } },
    axisLabel: horizontal
      ? { ...axisText, width: 120, overflow: 'truncate' as const }
      : { ...axisText, hideOverlap: true },
    inverse: horizontal,
  };
  const valueAxis = {
    type: 'value' as const,
    min: 0,
    max,
    // Bars scaled to the largest value need no value axis: each bar carries its label.
    show: kind === 'line',
    // Four even steps: 0, 25, 50, 75, 100 for scores.
    interval: max / 4,
    axisLabel: { ...axisText, formatter: (value: number) => format(value) },
    splitLine: { lineStyle: { color: theme.grid } },
  };

  const label = {
    show: true,
    color: theme.text,
    fontSize: 12,
    fontFamily: theme.font,
    fontWeight: 600 as const,
    formatter: ({ value }: { value: unknown }) => format(Number(value)),
  };

  const series: BarSeriesOption | LineSeriesOption =
    kind === 'bar'
      ? {
          type: 'bar',
          data: points.map((p) => ({ value: p.value, itemStyle: { color: theme[p.tone ?? 'accent'] } })),
          barMaxWidth: horizontal ? 22 : 48,
          itemStyle: { borderRadius: horizontal ? [0, 6, 6, 0] : [6, 6, 0, 0] },
          label: { ...label, position: horizontal ? 'right' : 'top' },
          // A track behind each horizontal bar shows how far it is from 100%.
          showBackground: horizontal,
          backgroundStyle: { color: theme.track, borderRadius: [0, 6, 6, 0] },
          silent: true,
        }
      : {
          type: 'line',
          data: points.map((p) => p.value),
          smooth: false,
          symbol: 'circle',
          symbolSize: 8,
          lineStyle: { width: 3, color: theme.accent },
          itemStyle: { color: theme.accent, borderColor: theme.surface, borderWidth: 2 },
          areaStyle: { color: theme.accent, opacity: 0.08 },
          label: { ...label, position: 'top', show: points.length <= 12 },
          silent: true,
        };

  return {
    animationDuration: 400,
    textStyle: { fontFamily: theme.font },
    // Room for the axis labels: the truncated category names on the left of horizontal bars.
    grid: horizontal
      ? // ECharts measures text on a canvas, which can come out narrower than the SVG draws it: leave a margin.
        { left: Math.ceil(labelWidth * 1.15) + 12, right: 48, top: 8, bottom: 8, outerBoundsMode: 'none' }
      : { left: 8, right: 16, top: 24, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: [series],
  };
}

import { describe, expect, it } from 'vitest';
import { type ChartTheme, chartOption, formatValue } from './chart-option';

const theme: ChartTheme = {
  accent: 'indigo',
  success: 'green',
  warning: 'amber',
  danger: 'red',
  text: 'ink',
  muted: 'grey',
  grid: 'line',
  track: 'track',
  surface: 'white',
  font: 'system-ui',
};

describe('the chart option', () => {
  it('scales bars to the given maximum and colours each by its tone from the theme', () => {
    const option = chartOption(
      {
        kind: 'bar',
        points: [
          { label: 'Week 4', value: 40 },
          { label: 'Week 3', value: 80, tone: 'danger' },
        ],
        max: 80,
        unit: '%',
      },
      theme,
    );
    expect(option.yAxis).toMatchObject({ type: 'value', max: 80 });
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['Week 4', 'Week 3'] });
    const [series] = option.series as [{ type: string; data: { value: number; itemStyle: { color: string } }[] }];
    expect(series.type).toBe('bar');
    expect(series.data.map((d) => d.itemStyle.color)).toEqual(['indigo', 'red']);
  });

  it('puts the categories on the vertical axis, top down, for horizontal bars', () => {
    const option = chartOption(
      { kind: 'bar', horizontal: true, points: [{ label: 'Cells', value: 90 }], max: 100 },
      theme,
    );
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['Cells'], inverse: true });
    expect(option.xAxis).toMatchObject({ type: 'value', max: 100 });
  });

  it('draws a line in the accent colour and defaults the top of the axis to the largest value', () => {
    const option = chartOption(
      {
        kind: 'line',
        points: [
          { label: 'Exam 1', value: 30 },
          { label: 'Exam 2', value: 60 },
        ],
      },
      theme,
    );
    expect(option.yAxis).toMatchObject({ max: 60 });
    const [series] = option.series as [{ type: string; data: number[]; lineStyle: { color: string } }];
    expect(series).toMatchObject({ type: 'line', data: [30, 60], lineStyle: { color: 'indigo' } });
  });

  it('writes values with their unit, to one decimal', () => {
    expect(formatValue(72, '%')).toBe('72%');
    expect(formatValue(1.25, 'h')).toBe('1.3h');
  });
});

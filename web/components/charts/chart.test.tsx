import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chart } from './chart';

// ECharts itself is drawn in the browser tests; here only what screen readers get.
vi.mock('./echarts-view', () => ({ default: () => <div data-testid="drawn" /> }));

describe('<Chart>', () => {
  it('names the figure and gives screen readers a table of every value', async () => {
    render(
      <Chart
        kind="bar"
        label="Scores of your last attempts"
        categoryName="Attempt"
        valueName="Score"
        unit="%"
        points={[
          { label: 'Week 4', value: 80 },
          { label: 'Week 3', value: 65 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Scores of your last attempts' });
    const table = within(figure).getByRole('table', { name: 'Scores of your last attempts' });
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Week 3' })).toBeTruthy();
    expect(within(table).getByText('65%')).toBeTruthy();
    await screen.findByTestId('drawn');
  });
});

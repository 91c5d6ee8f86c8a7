// The chart colours are the design tokens, read from their CSS variables when a
// chart draws, so a chart always matches the theme the page has.
import type { ChartTheme } from './chart-option';

const variables: Record<Exclude<keyof ChartTheme, 'font'>, string> = {
  accent: '--colors-accent-default',
  success: '--colors-success-default',
  warning: '--colors-warning-default',
  danger: '--colors-danger-default',
  text: '--colors-fg-default',
  muted: '--colors-fg-muted',
  grid: '--colors-border-default',
  track: '--colors-bg-muted',
  surface: '--colors-bg-surface',
};

export function readChartTheme(element: Element = document.documentElement): ChartTheme {
  const style = getComputedStyle(element);
  const theme = { font: style.fontFamily || 'sans-serif' } as ChartTheme;
  for (const [name, variable] of Object.entries(variables) as [Exclude<keyof ChartTheme, 'font'>, string][]) {
    // An unset variable falls back to currentColor so a chart never draws invisible.
    theme[name] = style.getPropertyValue(variable).trim() || 'currentColor';
  }
  return theme;
}

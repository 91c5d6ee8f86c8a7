import { progress } from 'styled-system/recipes';

type Tone = 'accent' | 'success' | 'warning' | 'danger';

/** A bar filled to `value` percent; `label` names it for screen readers. */
export function ProgressBar({ value, tone = 'accent', label }: { value: number; tone?: Tone; label: string }) {
  const classes = progress({ tone });
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      className={classes.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
    >
      <div className={classes.range} style={{ width: `${clamped}%` }} />
    </div>
  );
}

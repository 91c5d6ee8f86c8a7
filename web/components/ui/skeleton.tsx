import { css, cx } from 'styled-system/css';

const skeleton = css({
  bg: 'bg.muted',
  borderRadius: 'l2',
  animation: 'pulse 1.6s ease-in-out infinite',
});

/** A grey placeholder block while data loads; size it with a class. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx(skeleton, className)} />;
}

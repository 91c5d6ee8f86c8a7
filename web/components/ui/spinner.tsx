import { css, cx } from 'styled-system/css';

const spinner = css({
  display: 'inline-block',
  w: '8',
  h: '8',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'accent.muted',
  borderTopColor: 'accent.default',
  animation: 'spin 0.8s linear infinite',
});

export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx(spinner, className)} />;
}

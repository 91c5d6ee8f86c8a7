// The Prepwise mark on its own (the header's logo without the name or link).
import { css, cx } from 'styled-system/css';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={cx(css({ w: '12', h: '12', flexShrink: '0' }), className)} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="currentColor" className={css({ color: 'accent.default' })} />
      <path
        d="M9 16.5l4.5 4.5L23 11.5"
        fill="none"
        stroke="currentColor"
        className={css({ color: 'accent.fg' })}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  textStyle: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
  letterSpacing: '-0.01em',
});
const mark = css({ w: '8', h: '8', flexShrink: '0' });

/** The product mark and name, linking home. */
export function Logo({ to = '/' }: { to?: '/' | '/dashboard' }) {
  return (
    <Link to={to} className={link} aria-label="Prepwise home">
      <svg className={mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" className={css({ color: 'accent.default' })} />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke="white"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>Prepwise</span>
    </Link>
  );
}

import { css } from 'styled-system/css';

/** Two panels side by side on wide screens, the first wider. */
export const analyticsGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: '6',
  alignItems: 'start',
});

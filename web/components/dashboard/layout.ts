import { css } from 'styled-system/css';

/** The dashboard's two columns: the lists, and the side panels (stacked on small screens). */
export const dashboardColumns = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
    gap: '6',
    alignItems: 'start',
  }),
  main: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
  side: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
};

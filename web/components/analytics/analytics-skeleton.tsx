import { css } from 'styled-system/css';
import { statGrid } from '../dashboard/dashboard-stats';
import { Skeleton } from '../ui/skeleton';
import { analyticsGrid } from './layout';

export function AnalyticsSkeleton() {
  return (
    <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <span className={css({ srOnly: true })}>Loading your analytics…</span>
      <div className={statGrid}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={css({ h: '28', borderRadius: 'l3' })} />
        ))}
      </div>
      <div className={analyticsGrid}>
        <Skeleton className={css({ h: '80', borderRadius: 'l3' })} />
        <Skeleton className={css({ h: '80', borderRadius: 'l3' })} />
      </div>
      <Skeleton className={css({ h: '56', borderRadius: 'l3' })} />
    </div>
  );
}

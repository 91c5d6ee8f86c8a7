// The dashboard's shape while its data loads.
import { css } from 'styled-system/css';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { statGrid } from './dashboard-stats';
import { dashboardColumns } from './layout';

function CardSkeleton({ rows }: { rows: number }) {
  return (
    <Card.Root>
      <div className={css({ p: '6', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Skeleton className={css({ h: '6', w: '48' })} />
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={css({ h: '12', w: 'full' })} />
        ))}
      </div>
    </Card.Root>
  );
}

export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <span className={css({ srOnly: true })}>Loading your dashboard…</span>
      <Skeleton className={css({ h: { base: '44', md: '36' }, w: 'full', borderRadius: 'l3' })} />
      <div className={statGrid}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={css({ h: '28', borderRadius: 'l3' })} />
        ))}
      </div>
      <div className={dashboardColumns.grid}>
        <div className={dashboardColumns.main}>
          <CardSkeleton rows={4} />
          <CardSkeleton rows={3} />
        </div>
        <div className={dashboardColumns.side}>
          <CardSkeleton rows={3} />
          <CardSkeleton rows={2} />
        </div>
      </div>
    </div>
  );
}

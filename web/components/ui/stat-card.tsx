import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Card } from './card';

export function StatCard({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: string;
}) {
  return (
    <Card.Root>
      <Card.Body className={css({ gap: '1', p: '5' })}>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            color: 'fg.muted',
            textStyle: 'sm',
            fontWeight: 'medium',
            '& svg': { w: '4.5', h: '4.5', color: 'accent.default' },
          })}
        >
          <span>{label}</span>
          {icon}
        </div>
        <p className={css({ textStyle: '3xl', fontWeight: 'bold', letterSpacing: '-0.02em' })}>{value}</p>
        {hint ? <p className={css({ textStyle: 'xs', color: 'fg.subtle' })}>{hint}</p> : null}
      </Card.Body>
    </Card.Root>
  );
}

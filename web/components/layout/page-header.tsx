import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        alignItems: { base: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        gap: '4',
        mb: '8',
      })}
    >
      <div>
        <h1 className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold', letterSpacing: '-0.02em' })}>
          {title}
        </h1>
        {description ? <p className={css({ color: 'fg.muted', mt: '1' })}>{description}</p> : null}
      </div>
      {actions ? <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div> : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '2',
        py: '10',
        px: '4',
        color: 'fg.muted',
        '& > svg': { w: '10', h: '10', color: 'fg.subtle', mb: '1' },
      })}
    >
      {icon}
      <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{title}</p>
      {description ? <p className={css({ textStyle: 'sm', maxW: 'sm' })}>{description}</p> : null}
      {action ? <div className={css({ mt: '2' })}>{action}</div> : null}
    </div>
  );
}

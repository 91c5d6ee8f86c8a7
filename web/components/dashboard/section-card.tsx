// A titled card for one section of a dashboard: heading, optional action, body.
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Card } from '../ui/card';

const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: { base: '5', md: '6' },
  pt: { base: '5', md: '6' },
});
const heading = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  textStyle: { base: 'md', md: 'lg' },
  fontWeight: 'semibold',
  '& svg': { w: '5', h: '5', color: 'accent.default', flexShrink: '0' },
});
const body = css({
  p: { base: '5', md: '6' },
  pt: { base: '4', md: '4' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  flex: '1',
});

export function SectionCard({
  title,
  icon,
  action,
  description,
  children,
  className,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card.Root className={className}>
      <section aria-label={title} className={css({ display: 'flex', flexDirection: 'column', flex: '1' })}>
        <div className={header}>
          <div>
            <h2 className={heading}>
              {icon}
              {title}
            </h2>
            {description ? (
              <p className={css({ textStyle: 'sm', color: 'fg.muted', mt: '0.5' })}>{description}</p>
            ) : null}
          </div>
          {action}
        </div>
        <div className={cx(body)}>{children}</div>
      </section>
    </Card.Root>
  );
}

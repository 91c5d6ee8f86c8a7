// A screen-level failure with a way to try again.
import { TriangleAlertIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

export function LoadError({
  title,
  message,
  onRetry,
  retrying,
  heading: Heading = 'h1',
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** h1 when the failure replaces the whole screen, h2 under a page header. */
  heading?: 'h1' | 'h2';
}) {
  return (
    <Card.Root className={css({ borderColor: 'red.200' })}>
      <div
        role="alert"
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '3',
          px: '6',
          py: '12',
        })}
      >
        <span
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '12',
            h: '12',
            borderRadius: 'full',
            bg: 'danger.subtle',
            color: 'danger.text',
            '& svg': { w: '6', h: '6' },
          })}
        >
          <TriangleAlertIcon aria-hidden="true" />
        </span>
        <Heading className={css({ textStyle: 'xl', fontWeight: 'bold' })}>{title}</Heading>
        <p className={css({ color: 'fg.muted', maxW: 'md' })}>{message}</p>
        <Button onClick={onRetry} disabled={retrying} className={css({ mt: '2' })}>
          Try Again
        </Button>
      </div>
    </Card.Root>
  );
}

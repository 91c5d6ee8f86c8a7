import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Spinner } from '../ui/spinner';

const slowAfterMs = 10_000;

const screen = css({
  flex: '1',
  minH: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  p: '6',
  textAlign: 'center',
});

/** Spinner with "Loading..."; after 10 s it suggests refreshing (spec: root route). */
export function FullScreenLoader() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={screen} role="status" aria-live="polite">
      <Spinner />
      <p className={css({ color: 'fg.muted', fontWeight: 'medium' })}>Loading...</p>
      {slow ? (
        <p className={css({ color: 'fg.subtle', textStyle: 'sm' })}>
          Taking longer than expected. Try refreshing the page.
        </p>
      ) : null}
    </div>
  );
}

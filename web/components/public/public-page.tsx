// Every public page's frame: the public header and footer, the page's head tags,
// and the hand-over from the Worker's pre-rendered copy of the page to React.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { prerenderedId } from '../../../worker/public/shell';
import { PublicLayout } from '../layout/public-layout';
import { ErrorScreen } from '../layout/status-screens';
import { usePublicPageHead } from './head';

const prerenderedCopy = () => (typeof document === 'undefined' ? null : document.getElementById(prerenderedId));

/** Removes the pre-rendered copy in the commit that puts React's page on screen, before the browser paints. */
function useHandOff(rendered: boolean) {
  useLayoutEffect(() => {
    if (rendered) prerenderedCopy()?.remove();
  }, [rendered]);
}

const frame = css({ flex: '1', minH: '100dvh', display: 'flex', flexDirection: 'column' });

export function PublicPage({ children }: { children: ReactNode }) {
  // On the first page load the Worker's pre-rendered copy is already on screen, so
  // React renders the page in a transition: in small slices that leave the main
  // thread free (a page is hundreds of elements), then swaps it in at once.
  const [rendered, setRendered] = useState(() => prerenderedCopy() === null);
  useEffect(() => {
    if (!rendered) startTransition(() => setRendered(true));
  }, [rendered]);
  useHandOff(rendered);
  usePublicPageHead();
  if (!rendered) return null;
  return (
    <div className={frame} data-public-page="">
      <PublicLayout>{children}</PublicLayout>
    </div>
  );
}

/** A public route's error screen also replaces the pre-rendered copy. */
export function PublicErrorScreen(props: ErrorComponentProps) {
  useHandOff(true);
  return <ErrorScreen {...props} />;
}

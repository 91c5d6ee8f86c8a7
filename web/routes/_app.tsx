// The signed-in layout. The guard lives in beforeLoad: "Loading..." while the
// user loads, /login for a visitor.

import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { userQueryOptions } from '../api/queries/user';
import { BetaWelcome } from '../components/layout/beta-welcome';
import { Footer } from '../components/layout/footer';
import { FullScreenLoader } from '../components/layout/full-screen-loader';
import { NavBar } from '../components/layout/nav-bar';

// Only signed-in screens show toasts; loaded after the shell (see components/ui/toast.ts).
const Toaster = lazy(() => import('../components/ui/toaster').then((module) => ({ default: module.Toaster })));

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(userQueryOptions());
    if (!user) throw redirect({ to: '/login' });
  },
  pendingComponent: FullScreenLoader,
  pendingMs: 0,
  component: AppLayout,
});

function AppLayout() {
  const { data: user } = useSuspenseQuery(userQueryOptions());
  return (
    <>
      <NavBar user={user} />
      <main className={css({ flex: '1', w: 'full', maxW: '7xl', mx: 'auto', px: { base: '4', md: '8' }, py: '8' })}>
        <Outlet />
      </main>
      <Footer />
      <BetaWelcome user={user} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

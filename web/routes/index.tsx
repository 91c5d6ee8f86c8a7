// `/`: a spinner while the session loads; signed-in students go to the dashboard,
// visitors see the landing page. The Worker answers signed-in requests with a
// redirect and marks visitors' pages, so a visitor gets the landing at once.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { userQueryOptions } from '../api/queries/user';
import { Landing } from '../components/landing/landing';
import { FullScreenLoader } from '../components/layout/full-screen-loader';
import { PublicErrorScreen } from '../components/public/public-page';
import { applySessionHint } from '../components/public/session-hint';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => applySessionHint(context.queryClient),
  component: Home,
  errorComponent: PublicErrorScreen,
});

function Home() {
  const { data: user, isPending } = useQuery(userQueryOptions());
  if (isPending) return <FullScreenLoader />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Landing />;
}

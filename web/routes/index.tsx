// `/`: a spinner while the session loads; signed-in students go to the dashboard,
// visitors see the landing page.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { userQueryOptions } from '../api/queries/user';
import { Landing } from '../components/landing/landing';
import { FullScreenLoader } from '../components/layout/full-screen-loader';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  const { data: user, isPending } = useQuery(userQueryOptions());
  if (isPending) return <FullScreenLoader />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Landing />;
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { userQueryOptions } from '../../api/queries/user';
import { UnderConstruction } from '../../components/layout/under-construction';

export const Route = createFileRoute('/_app/dashboard')({ component: Dashboard });

function Dashboard() {
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';
  return <UnderConstruction title={`Welcome back, ${firstName}!`} />;
}

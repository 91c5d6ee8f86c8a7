import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/layout/under-construction';

export const Route = createFileRoute('/_public/terms-of-service')({
  component: () => <UnderConstruction title="Terms of Service" />,
});

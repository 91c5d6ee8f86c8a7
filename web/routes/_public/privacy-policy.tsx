import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/layout/under-construction';

export const Route = createFileRoute('/_public/privacy-policy')({
  component: () => <UnderConstruction title="Privacy Policy" />,
});

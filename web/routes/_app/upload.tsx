import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/layout/under-construction';

export const Route = createFileRoute('/_app/upload')({
  component: () => <UnderConstruction title="Upload Study Materials" />,
});

import { createFileRoute, notFound } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/layout/under-construction';
import { comparisons } from '../../../lib/links';

export const Route = createFileRoute('/_public/comparisons/$slug')({
  beforeLoad: ({ params }) => {
    if (!comparisons.some((c) => c.slug === params.slug)) throw notFound();
  },
  component: Comparison,
});

function Comparison() {
  const { slug } = Route.useParams();
  const competitor = comparisons.find((c) => c.slug === slug)?.label.replace('vs ', '') ?? '';
  return <UnderConstruction title={`Prepwise vs ${competitor}: Which is Better for Exam Prep?`} />;
}

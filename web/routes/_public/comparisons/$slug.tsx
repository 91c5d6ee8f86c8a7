import { createFileRoute, notFound } from '@tanstack/react-router';
import { competitors } from '../../../../worker/public/site';
import { NotFoundScreen } from '../../../components/layout/status-screens';
import { ComparisonPage } from '../../../components/public/comparison/comparison-page';

const competitorOf = (slug: string) => competitors.find((c) => `prepwise-vs-${c.slug}` === slug);

export const Route = createFileRoute('/_public/comparisons/$slug')({
  beforeLoad: ({ params }) => {
    if (!competitorOf(params.slug)) throw notFound();
  },
  component: Comparison,
  // Inside the public frame, whose <main> it shares.
  notFoundComponent: () => <NotFoundScreen element="section" />,
});

function Comparison() {
  const { slug } = Route.useParams();
  const competitor = competitorOf(slug);
  return competitor ? <ComparisonPage competitor={competitor} /> : null;
}

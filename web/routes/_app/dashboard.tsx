// The student dashboard (spec sections 2, 4 and 8): welcome, stats, recent
// materials and attempts, knowledge gaps, a recommendation and recent scores.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { coursesQueryOptions } from '../../api/queries/courses';
import { materialsQueryOptions } from '../../api/queries/materials';
import { pollWhileProcessing } from '../../api/queries/poll-processing';
import { dashboardQueryOptions } from '../../api/queries/progress';
import { userQueryOptions } from '../../api/queries/user';
import { bannerMessage, firstName } from '../../components/dashboard/dashboard-logic';
import { DashboardSkeleton } from '../../components/dashboard/dashboard-skeleton';
import { DashboardStats } from '../../components/dashboard/dashboard-stats';
import { KnowledgeGapsPanel } from '../../components/dashboard/knowledge-gaps';
import { dashboardColumns } from '../../components/dashboard/layout';
import { LoadError } from '../../components/dashboard/load-error';
import { PerformanceChart } from '../../components/dashboard/performance-chart';
import { RecentAttempts } from '../../components/dashboard/recent-attempts';
import { RecentMaterials } from '../../components/dashboard/recent-materials';
import { RecommendedCard } from '../../components/dashboard/recommended-card';
import { WelcomeBanner } from '../../components/dashboard/welcome-banner';
import { EmptyState } from '../../components/ui/empty-state';

export const Route = createFileRoute('/_app/dashboard')({ component: Dashboard });

const loadErrorMessage =
  "We couldn't load your dashboard data. This might be due to a connection issue or a temporary server problem. Please try again.";

function Dashboard() {
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const courses = useQuery(coursesQueryOptions());
  const materials = useQuery({
    ...materialsQueryOptions(),
    refetchInterval: pollWhileProcessing,
  });
  const dashboard = useQuery(dashboardQueryOptions());
  const queries = [courses, materials, dashboard];

  if (queries.some((q) => q.isPending)) return <DashboardSkeleton />;
  if (queries.some((q) => q.isError)) {
    return (
      <LoadError
        title="Unable to Load Dashboard"
        message={loadErrorMessage}
        retrying={queries.some((q) => q.isFetching)}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  const data = dashboard.data;
  if (!data || !courses.data || !materials.data) {
    return <EmptyState title="No dashboard data available" />;
  }

  const coursesCount = courses.data.length;
  const materialsCount = materials.data.length;
  const message = bannerMessage({
    coursesCount,
    materialsCount,
    examsCompleted: data.stats.examsCompleted,
    upcomingReviewsCount: data.upcomingReviews.length,
  });
  const firstGap = data.knowledgeGaps[0];

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <WelcomeBanner
        name={firstName(user?.name)}
        message={message}
        next={coursesCount === 0 ? 'create-course' : materialsCount === 0 ? 'upload-material' : null}
      />
      <DashboardStats stats={data.stats} />
      <div className={dashboardColumns.grid}>
        <div className={dashboardColumns.main}>
          <RecentMaterials
            materials={materials.data}
            courses={courses.data}
            emptyHint={
              coursesCount === 0
                ? 'Create your first course to get started!'
                : 'Upload your first study material to get started!'
            }
          />
          <RecentAttempts attempts={data.recentAttempts} />
          <PerformanceChart attempts={data.recentAttempts} />
        </div>
        <div className={dashboardColumns.side}>
          <KnowledgeGapsPanel gaps={data.knowledgeGaps} />
          {firstGap ? <RecommendedCard topic={firstGap.topic} /> : null}
        </div>
      </div>
    </div>
  );
}

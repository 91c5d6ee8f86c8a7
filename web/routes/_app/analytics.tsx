// Performance Analytics (spec sections 2 and 9): the last 30 days, the score
// trend, topics, reviews coming up, the latest exams and knowledge gaps.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { analyticsQueryOptions } from '../../api/queries/progress';
import {
  AnalyticsStats,
  RecentExamAnalysis,
  ScoreTrend,
  TopicPerformance,
  UpcomingReviews,
} from '../../components/analytics/analytics-panels';
import { AnalyticsSkeleton } from '../../components/analytics/analytics-skeleton';
import { analyticsGrid } from '../../components/analytics/layout';
import { KnowledgeGapsPanel } from '../../components/dashboard/knowledge-gaps';
import { LoadError } from '../../components/dashboard/load-error';
import { PageHeader } from '../../components/layout/page-header';

export const Route = createFileRoute('/_app/analytics')({ component: PerformanceAnalytics });

function PerformanceAnalytics() {
  const analytics = useQuery(analyticsQueryOptions());
  const data = analytics.data;

  let content: ReactNode;
  if (analytics.isPending) content = <AnalyticsSkeleton />;
  else if (!data) {
    content = (
      <LoadError
        heading="h2"
        title="No analytics data available"
        message={analytics.error?.message ?? 'Please try again.'}
        retrying={analytics.isFetching}
        onRetry={() => void analytics.refetch()}
      />
    );
  } else {
    content = (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <AnalyticsStats stats={data.stats} />
        <div className={analyticsGrid}>
          <ScoreTrend attempts={data.trend} />
          <UpcomingReviews reviews={data.upcomingReviews} />
        </div>
        <div className={analyticsGrid}>
          <TopicPerformance topics={data.topicPerformance} />
          <KnowledgeGapsPanel gaps={data.knowledgeGaps} />
        </div>
        <RecentExamAnalysis attempts={data.recentAttempts} />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Performance Analytics"
        description="Track your progress and see which topics need more practice."
      />
      {content}
    </>
  );
}

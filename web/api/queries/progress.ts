import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, read } from '../client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  view: (courseId?: string) => [...dashboardKeys.all, courseId ?? 'all'] as const,
  analytics: () => [...dashboardKeys.all, 'analytics'] as const,
  gaps: () => [...dashboardKeys.all, 'knowledge-gaps'] as const,
  reviews: () => [...dashboardKeys.all, 'spaced-repetition'] as const,
};

export type Dashboard = InferResponseType<typeof api.api.dashboard.$get, 200>;
export type Analytics = InferResponseType<typeof api.api.analytics.$get, 200>;

export const dashboardQueryOptions = (courseId?: string) =>
  queryOptions({
    queryKey: dashboardKeys.view(courseId),
    queryFn: () => read(api.api.dashboard.$get({ query: courseId ? { courseId } : {} })),
  });

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.analytics(), queryFn: () => read(api.api.analytics.$get()) });

export const knowledgeGapsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.gaps(), queryFn: () => read(api.api['knowledge-gaps'].$get()) });

export const reviewsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.reviews(), queryFn: () => read(api.api['spaced-repetition'].$get()) });

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, read } from '../client';
import { dashboardKeys } from './progress';

export const attemptKeys = {
  all: ['attempts'] as const,
  list: () => [...attemptKeys.all, 'list'] as const,
  results: (id: string) => [...attemptKeys.all, 'results', id] as const,
};

export type AttemptSummary = InferResponseType<typeof api.api.attempts.$get, 200>[number];
export type StartedAttempt = InferResponseType<(typeof api.api.exams)[':id']['attempts']['$post'], 200>;
export type AttemptResults = InferResponseType<(typeof api.api.attempts)[':id']['results']['$get'], 200>;

export const attemptsQueryOptions = () =>
  queryOptions({ queryKey: attemptKeys.list(), queryFn: () => read(api.api.attempts.$get()) });

export const attemptResultsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: attemptKeys.results(id),
    queryFn: () => read(api.api.attempts[':id'].results.$get({ param: { id } })),
  });

/** Starts the exam's attempt, or resumes the one running. */
export const startAttempt = (examId: string) => read(api.api.exams[':id'].attempts.$post({ param: { id: examId } }));

export const saveAnswers = (attemptId: string, answers: Record<string, string>, flagged: string[]) =>
  read(api.api.attempts[':id'].answers.$put({ param: { id: attemptId }, json: { answers, flagged } }));

/** Spec refresh rule: after submit the dashboard and attempts data are refreshed. */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      attemptId,
      answers,
      timeSpent,
    }: {
      attemptId: string;
      answers: Record<string, string>;
      timeSpent: number;
    }) => read(api.api.attempts[':id'].submit.$put({ param: { id: attemptId }, json: { answers, timeSpent } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attemptKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}

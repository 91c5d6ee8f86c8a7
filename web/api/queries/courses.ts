import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, formWith, read } from '../client';
import { sendWithRetry } from '../upload-retry';

export const courseKeys = {
  all: ['courses'] as const,
  list: () => [...courseKeys.all, 'list'] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
};

export type Course = InferResponseType<(typeof api.api.courses)[':id']['$get'], 200>;
export type CourseInput = InferRequestType<typeof api.api.courses.$post>['json'];

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.list(), queryFn: () => read(api.api.courses.$get()) });

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: () => read(api.api.courses[':id'].$get({ param: { id } })),
  });

/** Spec refresh rule: after course create, update or delete the course list is refetched. */
export function useCourseMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: courseKeys.all });
  return {
    create: useMutation({
      mutationFn: (json: CourseInput) => read(api.api.courses.$post({ json })),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...json }: CourseInput & { id: string }) =>
        read(api.api.courses[':id'].$put({ param: { id }, json })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => read(api.api.courses[':id'].$delete({ param: { id } })),
      onSuccess: refresh,
    }),
  };
}

/** Spec refresh rule: after a syllabus change the course is refetched. */
export function useSyllabusMutations(courseId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
  return {
    upload: useMutation({
      // Syllabi share the upload limit: a 429 is waited out (the button keeps reading Uploading...).
      mutationFn: (file: File) =>
        read(
          sendWithRetry(() =>
            api.api.courses[':id'].syllabus.$post({ param: { id: courseId } }, { init: { body: formWith({ file }) } }),
          ),
        ),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => read(api.api.courses[':id'].syllabus.$delete({ param: { id: courseId } })),
      onSuccess: refresh,
    }),
  };
}

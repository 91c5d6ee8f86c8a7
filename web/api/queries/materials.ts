import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, formWith, read } from '../client';
import { type RetryWait, sendWithRetry } from '../upload-retry';
import { examKeys } from './exams';

export const materialKeys = {
  all: ['materials'] as const,
  list: (courseId?: string) => [...materialKeys.all, 'list', courseId ?? 'all'] as const,
  detail: (id: string) => [...materialKeys.all, 'detail', id] as const,
};

export type Material = InferResponseType<typeof api.api.materials.$get, 200>[number];

export const materialsQueryOptions = (courseId?: string) =>
  queryOptions({
    queryKey: materialKeys.list(courseId),
    queryFn: () => read(api.api.materials.$get({ query: courseId ? { courseId } : {} })),
  });

export const materialFileUrl = (id: string) => `/api/materials/${encodeURIComponent(id)}/file`;

/** Spec refresh rules: material changes refresh the materials data (every course's list); exam generation the exams. */
export function useMaterialMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: materialKeys.all });
  return {
    upload: useMutation({
      // A 429 is waited out and sent again (upload-retry.ts); `wait` lets the screen show the pause.
      mutationFn: ({ file, courseId, wait }: { file: File; courseId?: string | null; wait?: RetryWait }) =>
        read(
          sendWithRetry(() => api.api.upload.$post(undefined, { init: { body: formWith({ courseId, file }) } }), wait),
        ),
      onSuccess: refresh,
    }),
    move: useMutation({
      mutationFn: ({ id, courseId }: { id: string; courseId: string | null }) =>
        read(api.api.materials[':id'].$patch({ param: { id }, json: { courseId } })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => read(api.api.materials[':id'].$delete({ param: { id } })),
      onSuccess: refresh,
    }),
    generateExam: useMutation({
      mutationFn: (materialIds: string[]) =>
        read(api.api.materials['generate-exam'].$post({ json: { materialIds, questionCount: 20 } })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
    }),
  };
}

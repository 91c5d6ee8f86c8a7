import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, read } from '../client';

export const examKeys = {
  all: ['exams'] as const,
  list: (courseId?: string) => [...examKeys.all, 'list', courseId ?? 'all'] as const,
  detail: (id: string) => [...examKeys.all, 'detail', id] as const,
  preview: (id: string) => [...examKeys.all, 'preview', id] as const,
};

export type Exam = InferResponseType<(typeof api.api.exams)[':id']['$get'], 200>;
export type ExamInput = InferRequestType<typeof api.api.exams.$post>['json'];
export type PreviewQuestion = InferResponseType<
  (typeof api.api.exams)[':id']['preview-questions']['$get'],
  200
>[number];

export const examsQueryOptions = (courseId?: string) =>
  queryOptions({
    queryKey: examKeys.list(courseId),
    queryFn: () => read(api.api.exams.$get({ query: courseId ? { courseId } : {} })),
  });

export const examQueryOptions = (id: string) =>
  queryOptions({ queryKey: examKeys.detail(id), queryFn: () => read(api.api.exams[':id'].$get({ param: { id } })) });

export const previewQuestionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: examKeys.preview(id),
    queryFn: () => read(api.api.exams[':id']['preview-questions'].$get({ param: { id } })),
  });

/** Spec refresh rules: creating or deleting an exam refreshes the exams data. */
export function useExamMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: examKeys.all });
  return {
    create: useMutation({ mutationFn: (json: ExamInput) => read(api.api.exams.$post({ json })), onSuccess: refresh }),
    activate: useMutation({
      mutationFn: (id: string) => read(api.api.exams[':id'].$patch({ param: { id }, json: { status: 'active' } })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => read(api.api.exams[':id'].$delete({ param: { id } })),
      onSuccess: refresh,
    }),
    removeQuestion: useMutation({
      mutationFn: ({ examId, questionId }: { examId: string; questionId: string }) =>
        read(api.api.exams[':id'].questions[':questionId'].$delete({ param: { id: examId, questionId } })),
      onSuccess: refresh,
    }),
    replaceQuestion: useMutation({
      mutationFn: ({ examId, questionId }: { examId: string; questionId: string }) =>
        read(api.api.exams[':id'].questions[':questionId'].replace.$post({ param: { id: examId, questionId } })),
      onSuccess: refresh,
    }),
  };
}

import { queryOptions, useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../client';

export const userKeys = { all: ['user'] as const };

/** The signed-in student, or null: any non-2xx or network error means signed out (spec section 7). */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.all,
    queryFn: async () => {
      try {
        const response = await api.api.user.$get();
        return response.ok ? await response.json() : null;
      } catch (error) {
        console.error('User lookup failed', error);
        return null;
      }
    },
  });

export type CurrentUser = InferResponseType<typeof api.api.user.$get, 200>;

/** Logs out, then reloads the app at / (spec section 4); a failure is only logged. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      const response = await api.auth.logout.$post();
      if (!response.ok) throw new Error('Logout failed');
    },
    onSuccess: () => window.location.assign('/'),
    onError: (error) => console.error(error),
  });
}

import { QueryClient } from '@tanstack/react-query';

// Spec section 7: never refetched automatically or on focus, never stale, no retries.
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });

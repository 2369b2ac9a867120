import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api-client.ts';

/** The spec's query defaults: no polling, no refetch on focus, never stale, no retries, 5-minute GC. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

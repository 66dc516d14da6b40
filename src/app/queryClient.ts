import { QueryClient } from '@tanstack/react-query';

/**
 * Queries do not retry on their own: the HTTP client already handles 401 (refresh), network
 * failures (a retry toast) and server errors; each page shows an error state with a retry button.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

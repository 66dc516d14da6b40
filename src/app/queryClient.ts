import { QueryClient } from '@tanstack/react-query';
import { session } from '@/lib/session/store';

/**
 * Queries do not retry on their own: the HTTP client already handles 401 (refresh), network
 * failures (a retry toast) and server errors; each page shows an error state with a retry button.
 * A logout (or another user signing in, in another tab) empties the cache, so that the next
 * user on this browser sees nothing of the previous one.
 */
export function createQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  session.onClear(() => {
    void queryClient.cancelQueries();
    queryClient.clear();
  });
  return queryClient;
}

import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './query-client-slot';

/**
 * The page's one cache of server state. Answers are kept for the page's life unless a query says
 * otherwise (the first paint reads some without observing them: lib/data-layer.ts), and failed reads
 * are not repeated by the library: the API client retries where the spec says so, and the screens ask
 * again when they are opened again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
});

queryClient.mount();
registerQueryClient(queryClient);

import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './query-client-slot';

/**
 * The page's one cache of server state. Answers are kept until a query says otherwise (each query
 * names its own staleTime) and failed reads are not repeated by the library: the API client already
 * retries where the spec says so, and the screens ask again when they are opened again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false },
  },
});

queryClient.mount();
registerQueryClient(queryClient);

import type { QueryClient } from '@tanstack/react-query';
import { loadedQueryClient } from './query-client-slot';

export { loadedQueryClient, onDataLayerLoaded } from './query-client-slot';

/**
 * Server state lives in TanStack Query's cache (lib/query-client.ts). The library is loaded after the
 * first paint, not with it (bench/web budget; docs/decisions.md D93): code of the first paint awaits
 * loadDataLayer() before it reads or writes the cache; components of later chunks import the client.
 */
let loading: Promise<QueryClient> | undefined;

/** The query client, loading the data layer first when it is not there yet. */
export function loadDataLayer(): Promise<QueryClient> {
  const client = loadedQueryClient();
  if (client !== undefined) return Promise.resolve(client);
  loading ??= import('./query-client').then((module) => module.queryClient);
  return loading;
}

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

/**
 * Calls `listener` whenever the cache entry of `queryKey` changes, from the moment the data layer is
 * there; for code of the first paint, which reads the cache without TanStack Query's hooks.
 */
export function watchQueryData(queryKey: readonly unknown[], listener: () => void): () => void {
  const hash = JSON.stringify(queryKey);
  let unsubscribe: (() => void) | undefined;
  let live = true;
  void loadDataLayer().then((client) => {
    if (!live) return;
    unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === hash) listener();
    });
    listener();
  });
  return () => {
    live = false;
    unsubscribe?.();
  };
}

/** The data the cache holds for `queryKey` now, or undefined (also before the data layer is there). */
export function cachedQueryData<T>(queryKey: readonly unknown[]): T | undefined {
  return loadedQueryClient()?.getQueryData<T>(queryKey);
}

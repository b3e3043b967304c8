import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the page's query client is found once lib/query-client.ts has been evaluated, by code of the
 * first paint that must not import TanStack Query itself (lib/data-layer.ts).
 */
let client: QueryClient | undefined;
const listeners = new Set<() => void>();

export function registerQueryClient(created: QueryClient): void {
  client = created;
  for (const listener of listeners) listener();
}

/** The query client when the data layer has loaded, else undefined. */
export function loadedQueryClient(): QueryClient | undefined {
  return client;
}

/** Tells `listener` when the data layer has loaded. */
export function onDataLayerLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

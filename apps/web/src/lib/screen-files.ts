import type { ProcessingMode } from '@mediaforge/shared';
import { useSyncExternalStore } from 'react';
import { tabFromPath } from './app-tabs';
import { splitLocale } from './locale-path';

/**
 * How many files each converter/compressor screen holds, and requests to clear them. The file list
 * (features/file-queue) publishes here; the page collapses its sub-bar (CC-2.17) and the tab bar
 * (features/navigation) clears the active screen (CC-2.16), without one feature importing another.
 */

/** A screen's state is keyed by processing mode plus path (CC-2.15); the locale prefix is not part of it. */
export function screenKeyFor(pathname: string): string | undefined {
  const tab = tabFromPath(pathname);
  const mode: ProcessingMode | undefined =
    tab === 'converter' ? 'conversion' : tab === 'compressor' ? 'compression' : undefined;
  if (mode === undefined) return undefined;
  // Format names in routes are case-insensitive (CC-2.02), so /converter/MP4-to-WEBM is the same screen.
  const path = splitLocale(pathname).rest.toLowerCase().replace(/\/+$/, '');
  return `${mode}:${path}`;
}

const counts = new Map<string, number>();
const countListeners = new Set<() => void>();
const clearListeners = new Map<string, Set<() => void>>();

export function publishScreenFileCount(key: string, count: number): void {
  if ((counts.get(key) ?? 0) === count) return;
  counts.set(key, count);
  for (const listener of countListeners) listener();
}

export function screenFileCount(key: string | undefined): number {
  return key === undefined ? 0 : (counts.get(key) ?? 0);
}

function subscribeCounts(listener: () => void): () => void {
  countListeners.add(listener);
  return () => {
    countListeners.delete(listener);
  };
}

/** The number of files on a screen, kept current. */
export function useScreenFileCount(key: string | undefined): number {
  return useSyncExternalStore(
    subscribeCounts,
    () => screenFileCount(key),
    () => 0,
  );
}

/** Asks the screen's list to drop its files. */
export function requestScreenClear(key: string): void {
  for (const listener of clearListeners.get(key) ?? []) listener();
}

export function onScreenClear(key: string, listener: () => void): () => void {
  let set = clearListeners.get(key);
  if (set === undefined) {
    set = new Set();
    clearListeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

import type { ProcessingMode } from '@mediaforge/shared';
import { tabFromPath } from './app-tabs';
import { splitLocale } from './locale-path';

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

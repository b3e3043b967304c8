import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { splitLocale, withLocale, type LocalePath } from './locale-path';

export interface LocalePathTools extends LocalePath {
  /** Builds a link target under the prefix the visitor is browsing with. */
  readonly to: (path: string) => string;
}

/** The current locale split plus a link builder that keeps the current prefix. */
export function useLocalePath(): LocalePathTools {
  const { pathname } = useLocation();
  const split = splitLocale(pathname);
  const { prefix } = split;
  const to = useCallback((path: string) => withLocale(prefix, path), [prefix]);
  return { ...split, to };
}

import { DEFAULT_LOCALE, isLocale, type Locale } from '@mediaforge/shared';

/** A pathname split into its optional locale prefix and the rest (spec: CC §2, DL §2). */
export interface LocalePath {
  /** The locale written in the URL, or undefined when the path has none. */
  readonly prefix: Locale | undefined;
  /** The locale the page is shown in: the prefix, else the default (en). */
  readonly locale: Locale;
  /** The path after the prefix, always starting with '/'. */
  readonly rest: string;
}

export function splitLocale(pathname: string): LocalePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  // The router matches paths case-insensitively, so "/FR/…" must be French here too.
  const first = match?.[1]?.toLowerCase();
  if (first !== undefined && isLocale(first)) {
    return { prefix: first, locale: first, rest: match?.[2] ?? '/' };
  }
  return {
    prefix: undefined,
    locale: DEFAULT_LOCALE,
    rest: pathname.startsWith('/') ? pathname : `/${pathname}`,
  };
}

/** Puts `path` under a locale prefix; without a prefix the path is returned as it is. */
export function withLocale(prefix: Locale | undefined, path: string): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (prefix === undefined) return normalised;
  return normalised === '/' ? `/${prefix}` : `/${prefix}${normalised}`;
}

/**
 * The same page in another language. English is written without a prefix, so every page has one
 * canonical English address; links inside a page keep whatever prefix the visitor arrived with.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const { rest } = splitLocale(pathname);
  return withLocale(target === DEFAULT_LOCALE ? undefined : target, rest);
}

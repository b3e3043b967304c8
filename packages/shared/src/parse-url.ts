/**
 * URL parsing for this package's pure code. The package builds without DOM or Node typings
 * (tsconfig.build.json: "types": []), so the global WHATWG URL, present in browsers and Node 20, is
 * reached through globalThis with the few fields used here.
 */

export interface ParsedUrl {
  readonly protocol: string;
  /** Scheme, host and port (`https://example.com`). */
  readonly origin: string;
  readonly hostname: string;
  readonly pathname: string;
}

const UrlConstructor = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/** The parsed URL, or undefined when the text is not an absolute URL. */
export function parseUrl(input: string): ParsedUrl | undefined {
  try {
    return new UrlConstructor(input);
  } catch {
    return undefined;
  }
}

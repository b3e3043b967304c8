import { downloaderInfoSchema, type DownloaderInfo } from '@mediaforge/shared';

/**
 * DR §7 highlight lookup: "The response is read as data.data or data, with success and data.qualities".
 * The answer of POST /downloader/info is `{success, data}`; a wrapper one level deeper is read too.
 * Anything else is no highlight (only logged by the caller, DR §8).
 */
export function readHighlightAnswer(body: unknown): DownloaderInfo | undefined {
  const level = (value: unknown): unknown =>
    value !== null && typeof value === 'object' && 'data' in value ? value.data : undefined;
  const candidates = [level(level(body)), level(body)];
  for (const candidate of candidates) {
    const parsed = downloaderInfoSchema.safeParse(candidate);
    if (parsed.success && parsed.data.qualities.length > 0) return parsed.data;
  }
  return undefined;
}

/** DR-7.03: "{title} (N story|stories)". */
export function highlightCardTitle(title: string, count: number, words: (count: number) => string): string {
  return `${title} (${words(count)})`;
}

import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { anonymousSessionId } from './upload-page.js';

/** The toasts on screen (components/ui/toaster.tsx). */
export function toasts(page: Page): Locator {
  return page.locator('[data-toast]');
}

/** The Start button of the list footer, by its idle or running label. */
export function startButton(page: Page, label: RegExp | string): Locator {
  return page.getByRole('button', { name: label, exact: typeof label === 'string' });
}

/**
 * Records every value a row's `data-conversion-phase` and `data-status` take, from now on, so a test
 * can check the order the phases came in without racing a fast job. Read it with `readRowStates`.
 */
export async function recordRowStates(page: Page, fileName: string): Promise<void> {
  await page.evaluate((name) => {
    const seen: string[] = [];
    (window as unknown as { __rowStates: string[] }).__rowStates = seen;
    const note = (value: string | null | undefined) => {
      if (value && seen.at(-1) !== value) seen.push(value);
    };
    const watch = (row: Element) => {
      note(row.getAttribute('data-conversion-phase'));
      new MutationObserver(() => {
        const status = row.getAttribute('data-status');
        note(status === 'converting' ? row.getAttribute('data-conversion-phase') : status);
      }).observe(row, { attributes: true, attributeFilter: ['data-status', 'data-conversion-phase'] });
    };
    const row = document.querySelector(`li[data-file-name="${name}"]`);
    if (row) watch(row);
  }, fileName);
}

export async function readRowStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __rowStates?: string[] }).__rowStates ?? []);
}

export interface Probe {
  readonly formatName: string;
  readonly videoCodec: string | undefined;
  readonly subtitleCodecs: readonly string[];
  readonly duration: number;
}

/** ffprobe of a downloaded file: its container, video codec and subtitle codecs. */
export function probe(path: string): Probe {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  const json = JSON.parse(out.toString()) as {
    format: { format_name: string; duration?: string };
    streams: { codec_type: string; codec_name: string }[];
  };
  return {
    formatName: json.format.format_name,
    videoCodec: json.streams.find((s) => s.codec_type === 'video')?.codec_name,
    subtitleCodecs: json.streams.filter((s) => s.codec_type === 'subtitle').map((s) => s.codec_name),
    duration: Number(json.format.duration ?? 0),
  };
}

/** A job's result or status straight from the API, as the page's anonymous session. */
export async function jobApi<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { 'X-Anonymous-Session-ID': await anonymousSessionId(page) },
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${String(response.status())}`);
  return ((await response.json()) as { data: T }).data;
}

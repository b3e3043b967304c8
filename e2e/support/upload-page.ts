import { basename } from 'node:path';
import type { Locator, Page, Request, Route } from '@playwright/test';

export const CHUNK_URL = '**/api/files/chunk/upload/**';

/** The row of a chosen file. */
export function uploadRow(page: Page, path: string): Locator {
  return page.locator(`li[data-file-name="${basename(path)}"]`);
}

/** Chooses files with the drop zone's button, or the footer's "Add files" once rows exist. */
export async function chooseFiles(
  page: Page,
  paths: readonly string[],
  label = 'Choose files',
): Promise<void> {
  await page.getByLabel(label, { exact: true }).setInputFiles([...paths]);
}

export function chunkNumberOf(request: Request): number {
  return Number(new URL(request.url()).pathname.split('/').pop());
}

export function isChunkRequest(request: Request): boolean {
  return (
    request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/files/chunk/upload/')
  );
}

/**
 * Holds chunk requests the test does not `allow` yet, so the test decides when the upload may go on
 * (a throttle that needs no timing). `release()` lets the held ones through; aborted ones are skipped.
 */
export async function gateChunks(page: Page, allow: (chunkNumber: number) => boolean) {
  const held: Route[] = [];
  let open = false;
  await page.route(CHUNK_URL, async (route) => {
    if (open || allow(chunkNumberOf(route.request()))) await route.continue().catch(() => undefined);
    else held.push(route);
  });
  return {
    held,
    async release(): Promise<void> {
      open = true;
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

/** Chunk numbers the server stored (2xx answers), as they come. */
export function recordStoredChunks(page: Page): number[] {
  const stored: number[] = [];
  page.on('response', (response) => {
    if (isChunkRequest(response.request()) && response.ok()) stored.push(chunkNumberOf(response.request()));
  });
  return stored;
}

/** The anonymous session id the page stored (CC-3.62). */
export async function anonymousSessionId(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('anonymous_session') ?? '{}') as { id?: string }).id ?? '',
  );
}

/**
 * Holds the regular uploads (POST /api/files/v2/upload/) until `release()`: the row stays uploading for
 * as long as the test needs, with nothing timed.
 */
export async function holdRegularUpload(page: Page) {
  const held: Route[] = [];
  let open = false;
  await page.route('**/api/files/v2/upload/', async (route) => {
    if (open) await route.continue().catch(() => undefined);
    else held.push(route);
  });
  return {
    async release(): Promise<void> {
      open = true;
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

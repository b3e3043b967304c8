import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

// The import picker's drives in the browser against the loopback drives (drive-fakes.mjs, started by
// playwright.config.ts three ports past E2E_PORT + 40).
const drivesPort = Number(process.env.E2E_PORT ?? 4310) + 40;
export const FAKES = {
  'google-drive': `http://127.0.0.1:${drivesPort}`,
  dropbox: `http://127.0.0.1:${drivesPort + 1}`,
  onedrive: `http://127.0.0.1:${drivesPort + 2}`,
} as const;
export type Drive = keyof typeof FAKES;
export const SERVICE: Readonly<Record<Drive, string>> = {
  'google-drive': 'Google Drive',
  dropbox: 'Dropbox',
  onedrive: 'OneDrive',
};

export interface FakeState {
  readonly authorizations: { clientId: string; scope: string; method?: string }[];
  readonly lists: Record<string, string | boolean | null>[];
  readonly folders: Record<string, string>[];
  readonly uploads: { name?: string; path?: string; parents?: string[]; size: number; sha256: string }[];
  readonly tokenExchanges: { drive: string; valid: boolean }[];
}

/** What the loopback drive was asked so far. */
export async function fakeState(drive: Drive): Promise<FakeState> {
  const response = await fetch(`${FAKES[drive]}/__state`);
  return (await response.json()) as FakeState;
}

/**
 * Opens the picker on an import entry (the dropdown on desktop, the grid under 768 px); `menu` is the
 * trigger's name in the page's language.
 */
export async function openImport(page: Page, entry: string, menu = 'Import from'): Promise<Locator> {
  const grid = page.getByRole('group', { name: menu });
  if (await grid.isVisible()) {
    await grid.getByRole('button', { name: entry }).click();
  } else {
    const trigger = page.getByRole('button', { name: menu });
    await expect(trigger).toBeEnabled();
    await trigger.click();
    await page.getByRole('menuitem', { name: entry }).click();
  }
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Presses Connect (`button`: its name in the page's language) and answers the provider's consent page
 * in the popup (Allow or Deny). Dropbox's popup is our own page first, which sends it on to Dropbox.
 */
export async function connect(
  page: Page,
  dialog: Locator,
  drive: Drive,
  answer: 'allow' | 'deny' = 'allow',
  button = `Connect ${SERVICE[drive]}`,
): Promise<URL> {
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: button }).click();
  const window = await popup;
  const choice = window.locator(`#${answer}`);
  await choice.waitFor();
  // The provider's authorization request, as the browser sent it.
  const consent = new URL(window.url());
  await choice.click();
  return consent;
}

/** The file browser's list of a drive, once loaded. */
export function fileList(dialog: Locator, drive: Drive): Locator {
  return dialog.getByRole('list', { name: `Files in ${SERVICE[drive]}` });
}

/** The names the browser lists, in their order. */
export async function listedNames(list: Locator): Promise<string[]> {
  return list
    .locator('[data-drive-file]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-drive-file') ?? ''));
}

export const sha256File = (path: string): string =>
  createHash('sha256').update(readFileSync(path)).digest('hex');

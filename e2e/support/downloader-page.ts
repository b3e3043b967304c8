import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Download, type Locator, type Page, type Request } from '@playwright/test';
import { waitForCaptcha } from './auth-page.js';

/** The loopback "platform" of playwright.config.ts (e2e/support/downloader-origin.mjs), Vimeo to the main server. */
export const DOWNLOADER_ORIGIN = `http://127.0.0.1:${String(Number(process.env.E2E_PORT ?? 4310) + 3)}`;

/**
 * Lets the form's own check take the loopback origin as Vimeo, as the main server does: the browser
 * half of DOWNLOADER_TEST_ORIGINS (features/downloader-form/test-origins.ts), set before the page loads.
 */
export async function useLoopbackPlatform(page: Page): Promise<void> {
  await page.addInitScript((origin) => {
    localStorage.setItem('mediaforge:downloader-test-origins', `vimeo=${origin}`);
  }, DOWNLOADER_ORIGIN);
}

/** The form's one field (its label depends on the tool). */
export function linkField(page: Page, label = 'Link'): Locator {
  return page.getByLabel(label, { exact: true });
}

/** The form's submit button, whatever it says now. */
export function submitButton(page: Page): Locator {
  return page.locator('form button[type="submit"]');
}

/** The form's error line. */
export function formError(page: Page): Locator {
  return page.locator('form [role="alert"]');
}

/** The result's files, by the formatId the server gave each. */
export function qualityRows(page: Page): Locator {
  return page.getByTestId('downloader-result').locator('li[data-format-id]');
}

/** Every request for an analysis, from now on. */
export function recordAnalyses(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/downloader/info')
      seen.push(request);
  });
  return seen;
}

/** Submits the field's link as an anonymous visitor: the captcha step is passed like a visitor would. */
export async function analyseAnonymously(page: Page, link: string): Promise<void> {
  await linkField(page).fill(link);
  await linkField(page).press('Enter');
  await expect(page.getByRole('heading', { name: 'Security Verification' })).toBeVisible();
  await waitForCaptcha(page);
  await expect(page.getByText('Verification Successful!')).toBeVisible();
  await expect(page.getByTestId('downloader-result')).toBeVisible({ timeout: 30_000 });
}

/** Clicks a button that starts a download and waits for the browser's download. */
export async function downloadBy(page: Page, button: Locator, timeout = 30_000): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), button.click()]);
  return download;
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

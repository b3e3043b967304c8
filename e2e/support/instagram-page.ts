import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForCaptcha } from './auth-page.js';

const base = Number(process.env.E2E_PORT ?? 4310);

/** The loopback Instagram of playwright.config.ts (instagram-origin.mjs). */
export const INSTAGRAM_ORIGIN = `http://127.0.0.1:${String(base + 9)}`;

/** A file the Instagram origin made at start (its media directory, as instagram-origin.mjs names it). */
export function instagramFile(name: string): Buffer {
  return readFileSync(path.resolve(`test-results/e2e-instagram-origin-${String(base + 9)}`, name));
}

/** The field of the Instagram profile tools, and of the post tools. */
export const PROFILE_FIELD = 'Instagram username or profile link';
export const LINK_FIELD = 'Link';

/** Looks a value up on an Instagram tool's page, passing the bot check when anonymous. */
export async function lookUpInstagram(
  page: Page,
  route: string,
  value: string,
  options: { readonly label?: string; readonly signedIn?: boolean } = {},
): Promise<Locator> {
  await page.goto(route);
  const field = page.getByLabel(options.label ?? PROFILE_FIELD, { exact: true });
  await field.fill(value);
  await field.press('Enter');
  if (options.signedIn !== true) await waitForCaptcha(page);
  const result = page.getByTestId('instagram-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  return result;
}

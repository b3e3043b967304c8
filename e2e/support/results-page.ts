import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForCaptcha } from './auth-page.js';

const base = Number(process.env.E2E_PORT ?? 4310);

/** The loopback Suno, Snapchat and WhatsApp picture CDN of playwright.config.ts (platform-origin.mjs). */
export const PLATFORM_ORIGIN = `http://127.0.0.1:${String(base + 7)}`;
/** The server with the stand-in linked WhatsApp device (whatsapp-app.mjs). */
export const WHATSAPP_BASE = `http://127.0.0.1:${String(base + 8)}`;

/** A file the platform origin made at start (its media directory, as platform-origin.mjs names it). */
export function originFile(name: string): Buffer {
  return readFileSync(path.resolve(`test-results/e2e-platform-origin-${String(base + 7)}`, name));
}

/** Fills the form's field (by its label) and submits as an anonymous visitor, captcha step passed. */
export async function lookUp(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
  await waitForCaptcha(page);
}

/** The toasts on screen (the app's toaster). */
export function toastsOf(page: Page): Locator {
  return page.locator('[data-toast]');
}

/** Waits for an element's `data-fade` to settle (the preview modal's fade, DR §4). */
export async function expectFade(locator: Locator, state: 'in' | 'out'): Promise<void> {
  await expect(locator).toHaveAttribute('data-fade', state);
}

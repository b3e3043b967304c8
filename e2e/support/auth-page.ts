import { expect, type Page } from '@playwright/test';

export const STRONG_PASSWORD = 'Correct-horse-7';

/** The second server of playwright.config.ts: lowered throttle (3 per account) and daily credits. */
export const RESTRICTED_BASE = `http://127.0.0.1:${String(Number(process.env.E2E_PORT ?? 4310) + 1)}`;

/** The third server of playwright.config.ts: one anonymous session an hour. */
export const ONE_SESSION_BASE = `http://127.0.0.1:${String(Number(process.env.E2E_PORT ?? 4310) + 2)}`;

let counter = 0;

/** An address no other test uses, on any run. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${String(Date.now())}-${String(counter)}-${String(process.pid)}@example.com`;
}

/** The ALTCHA widget's state (its own data-state attribute: unverified, verifying, verified, error…). */
export function captchaState(page: Page) {
  return page.locator('altcha-widget .altcha');
}

/** Waits until the widget has solved its proof of work in the browser (it starts when the form gets focus). */
export async function waitForCaptcha(page: Page): Promise<void> {
  await expect(captchaState(page)).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
}

export interface Account {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** Fills and sends /auth/signup (the page must be open); does not wait for where it goes next. */
export async function submitSignUp(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('E-mail address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('I accept the terms of use and the privacy policy of this site.').check();
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends /auth/signin (the page must be open), once the bot check is solved. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A fresh account made through the sign-up page, signed out again; `base` picks the server. */
export async function createAccount(page: Page, prefix: string, base = ''): Promise<Account> {
  const account = { name: `Test ${prefix}`, email: uniqueEmail(prefix), password: STRONG_PASSWORD };
  await page.goto(`${base}/auth/signup`);
  await submitSignUp(page, account);
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  return account;
}

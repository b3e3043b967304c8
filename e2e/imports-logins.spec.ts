import { expect, test, type Request } from '@playwright/test';
import { RESTRICTED_BASE } from './support/auth-page.js';
import { connect, fileList, openImport } from './support/drives-page.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// The drive logins (converter-compressor.md §4 "Drive connection", "Login popups", §8
// "Authentication") against the loopback providers of e2e/support/drive-fakes.mjs, and the picker on
// small screens, in Persian, and on an instance without drive credentials.

const DROPBOX_KEY = 'mediaforge.drive-login.dropbox';
const HOUR = 60 * 60 * 1000;

test('CC-4.44 CC-4.45 CC-4.46 CC-8.19 CC-8.21 CC-7.11 CC-3.60 Dropbox: a closed popup or a refusal fails the login; allowing stores the token', async ({
  page,
  context,
}) => {
  await page.goto('/converter');
  const dialog = await openImport(page, 'Dropbox');
  const connectButton = dialog.getByRole('button', { name: 'Connect Dropbox' });

  // The popup is our own page first (CC §2), which sends it on to Dropbox; closing it fails the login.
  const ownPage = context.waitForEvent('request', (r) => r.url().includes('/drive-auth/dropbox.html'));
  const popup = page.waitForEvent('popup');
  await connectButton.click();
  await ownPage;
  const window = await popup;
  await window.locator('#allow').waitFor();
  await window.close();
  await expect(dialog.getByRole('alert')).toHaveText('Sign-in failedAuthentication failed');
  await expect(connectButton).toBeVisible();

  // Another tab signed in meanwhile; a refusal here clears that login too.
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ accessToken: 'sl.other-tab-token', isSignedIn: true, timestamp: Date.now() }),
      ),
    DROPBOX_KEY,
  );
  await connect(page, dialog, 'dropbox', 'deny');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sign-in failedAccess was denied in the sign-in window.',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), DROPBOX_KEY)).toBeNull();

  await connect(page, dialog, 'dropbox');
  await expect(fileList(dialog, 'dropbox')).toBeVisible();
  expect(
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), DROPBOX_KEY)) ?? '{}'),
  ).toMatchObject({
    accessToken: expect.stringMatching(/^sl\./),
    isSignedIn: true,
  });

  await dialog.getByLabel('clip-alpha.mp4').check();
  const call = page.waitForRequest((r) => r.url().endsWith('/api/files/import/dropbox'));
  await dialog.getByRole('button', { name: 'Import selected' }).click();
  // CC-3.60: Dropbox files are imported by their lowercase path.
  expect((await call).postDataJSON()).toMatchObject({
    path: '/videos/clip-alpha.mp4',
    accessToken: expect.stringMatching(/^sl\./),
    filename: 'clip-alpha.mp4',
    sessionId: expect.stringMatching(/^anon_/),
  });
  await expect(page.locator('li[data-file-name="clip-alpha.mp4"]')).toHaveAttribute(
    'data-status',
    'upload_ready',
  );
});

test('CC-4.42 CC-4.43 CC-2.48 a login comes back after a reload only while younger than 48 h; disconnecting says so for 3 s', async ({
  page,
}) => {
  await page.goto('/converter');
  let dialog = await openImport(page, 'Dropbox');
  await connect(page, dialog, 'dropbox');
  await expect(fileList(dialog, 'dropbox')).toBeVisible();

  await page.reload();
  dialog = await openImport(page, 'Dropbox');
  await expect(fileList(dialog, 'dropbox')).toBeVisible();

  await page.evaluate(
    ([key, age]) => {
      const login = JSON.parse(localStorage.getItem(key) ?? '{}') as { timestamp: number };
      localStorage.setItem(key, JSON.stringify({ ...login, timestamp: Date.now() - age }));
    },
    [DROPBOX_KEY, 49 * HOUR] as const,
  );
  await page.reload();
  dialog = await openImport(page, 'Dropbox');
  await expect(dialog.getByRole('button', { name: 'Connect Dropbox' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), DROPBOX_KEY)).toBeNull();

  await connect(page, dialog, 'dropbox');
  await expect(fileList(dialog, 'dropbox')).toBeVisible();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  const notice = dialog.locator('[data-banner="notice"]');
  await expect(notice).toHaveText('Disconnected from Dropbox.');
  const shown = Date.now();
  await expect(dialog.getByRole('button', { name: 'Connect Dropbox' })).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), DROPBOX_KEY)).toBeNull();
  await expect(notice).toBeHidden({ timeout: 5_000 });
  expect(Date.now() - shown).toBeGreaterThan(2_000);
});

test('CC-4.47 CC-4.48 CC-7.12 CC-7.13 OneDrive: the state waits in session storage, a changed one fails, the code is exchanged by the server', async ({
  page,
}) => {
  const exchanges: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/files/onedrive/token')) exchanges.push(r);
  });
  await page.goto('/converter');
  const dialog = await openImport(page, 'OneDrive');

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Connect OneDrive' }).click();
  const window = await popup;
  await window.locator('#allow').waitFor();
  const state = new URL(window.url()).searchParams.get('state');
  expect(state).toMatch(/^[0-9a-f]{32}$/);
  expect(await page.evaluate(() => sessionStorage.getItem('mediaforge.onedrive-auth-state'))).toBe(state);
  await page.evaluate(() => sessionStorage.setItem('mediaforge.onedrive-auth-state', 'changed'));
  await window.locator('#allow').click();
  await expect(dialog.getByRole('alert')).toHaveText('Sign-in failedAuthentication failed');
  expect(exchanges).toHaveLength(0);

  const consent = await connect(page, dialog, 'onedrive');
  await expect(fileList(dialog, 'onedrive')).toBeVisible();
  expect(exchanges).toHaveLength(1);
  const body = exchanges[0]?.postDataJSON() as Record<string, string>;
  expect(body).toEqual({
    code: expect.any(String),
    redirectUri: new URL('/drive-auth/onedrive.html', page.url()).href,
    codeVerifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  });
  expect(consent.searchParams.get('redirect_uri')).toBe(body.redirectUri);
  expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
  expect(await (await exchanges[0]?.response())?.json()).toMatchObject({
    success: true,
    access_token: expect.any(String),
  });
  expect(await page.evaluate(() => sessionStorage.getItem('mediaforge.onedrive-auth-state'))).toBeNull();

  await dialog.getByLabel('clip-beta.mp4').check();
  const call = page.waitForRequest((r) => r.url().endsWith('/api/files/import/onedrive'));
  await dialog.getByRole('button', { name: 'Import selected' }).click();
  expect(Object.keys((await call).postDataJSON() as object).sort()).toEqual([
    'accessToken',
    'fileId',
    'filename',
    'sessionId',
  ]);
  await expect(page.locator('li[data-file-name="clip-beta.mp4"]')).toHaveAttribute(
    'data-status',
    'upload_ready',
  );
});

test('CC-5.58 CC-2.39 a server without drive credentials shows each drive unavailable', async ({ page }) => {
  await page.goto(`${RESTRICTED_BASE}/converter`);
  const dialog = await openImport(page, 'OneDrive');
  for (const service of ['Google Drive', 'Dropbox', 'OneDrive']) {
    await dialog.getByRole('tab', { name: service }).click();
    const panel = dialog.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: `${service} Unavailable` })).toBeVisible();
    await expect(panel).toContainText('API credentials not configured. Please contact support for access.');
    await expect(panel.getByRole('button')).toHaveCount(0);
  }
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('CC-2.34 the picker is a full-screen sheet; signing in and browsing work there', async ({ page }) => {
    const errors = recordPageErrors(page);
    await page.goto('/converter');
    const sheet = await openImport(page, 'Google Drive');
    await expect(page.locator('[data-vaul-drawer]')).toHaveCount(1);
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(390);
    await connect(page, sheet, 'google-drive');
    await expect(fileList(sheet, 'google-drive')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('CC-2.49 the picker in Persian runs right to left, its banners translated', async ({ page }) => {
  const errors = recordPageErrors(page);
  await page.goto('/fa/converter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const dialog = await openImport(page, 'دراپ‌باکس', 'وارد کردن از');
  await expect(dialog.getByRole('tab', { name: 'دراپ‌باکس' })).toHaveAttribute('aria-selected', 'true');
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'اتصال به دراپ‌باکس' }).click();
  const window = await popup;
  await window.locator('#allow').waitFor();
  await window.close();
  await expect(dialog.getByRole('alert')).toHaveText('ورود ناموفق بوداحراز هویت ناموفق بود');
  await connect(page, dialog, 'dropbox', 'allow', 'اتصال به دراپ‌باکس');
  await expect(dialog.getByRole('list', { name: 'فایل‌های دراپ‌باکس' })).toBeVisible();
  // Sizes and dates in Persian digits.
  await expect(dialog.locator('[data-drive-file="clip-alpha.mp4"]')).toContainText('۱۹');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'قطع اتصال' }).click();
  await expect(dialog.locator('[data-banner="notice"]')).toHaveText('اتصال به دراپ‌باکس قطع شد.');
  expect(errors).toEqual([]);
});

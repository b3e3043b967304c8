import { expect, test } from '@playwright/test';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';
import {
  analyseAnonymously,
  DOWNLOADER_ORIGIN,
  downloadBy,
  downloadedBytes,
  linkField,
  qualityRows,
  recordAnalyses,
  sha256,
  submitButton,
  useLoopbackPlatform,
} from './support/downloader-page.js';

// The downloader end to end against the real server and the real yt-dlp (downloader.md §2, §4, §6):
// the main server counts the loopback origin of playwright.config.ts as Vimeo, so its links are
// analysed like a platform's, and every visitor here is anonymous (a fresh browser each test).

test.beforeEach(async ({ page }) => {
  await useLoopbackPlatform(page);
});

test('DL-2.34 DL-2.35 DL-2.41 DL-2.42 DL-4.05 DL-4.08 DL-6.01 DL-4.20 DL-4.22 anonymous: the captcha step, one analysis with its token, a streamed quality byte for byte', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = recordPageErrors(page);
  const analyses = recordAnalyses(page);
  await page.goto('/downloader/vimeo');
  const submit = submitButton(page);
  await expect(submit).toHaveText('Start');
  await expect(submit).toBeDisabled();
  await linkField(page).fill(`${DOWNLOADER_ORIGIN}/page.html`);
  await expect(submit).toBeEnabled();
  await expect(page.getByTestId('detected-platform')).toHaveText('Detected platform: Vimeo');

  // Enter twice: the second submission meets the captcha step and is ignored.
  await linkField(page).press('Enter');
  await linkField(page).press('Enter');
  const panel = page.getByRole('region', { name: 'Security Verification' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
    'href',
    `/auth/signup?redirect=${encodeURIComponent('/downloader/vimeo')}`,
  );
  await expect(submit).toHaveText('Verifying');
  await expect(submit).toBeDisabled();
  expect(analyses).toHaveLength(0);
  await expect(panel.getByText('Verification Successful!')).toBeVisible({ timeout: 20_000 });
  expect(analyses, 'no analysis before the captcha’s second has passed').toHaveLength(0);
  const analysis = await page.waitForRequest('**/api/downloader/info');
  const body = analysis.postDataJSON() as { url: string; captchaToken?: string };
  expect(body.url).toBe(`${DOWNLOADER_ORIGIN}/page.html`);
  expect(body.captchaToken).toBeTruthy();
  await expect(submit).toHaveText('Analyzing');

  await expect(page.getByRole('heading', { name: 'Loopback clip' })).toBeVisible({ timeout: 30_000 });
  expect(analyses).toHaveLength(1);
  await expect(panel).toHaveCount(0);
  const rows = qualityRows(page);
  await expect(rows.first()).toContainText('MP4');
  await expect(rows.first()).toContainText('Video');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The MP4 is relayed as the origin sends it: the same bytes, then the analysis is reported done.
  const report = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/tools/jobs/status',
  );
  const button = rows.first().getByRole('button', { name: /^Download .* MP4$/ });
  const download = await downloadBy(page, button);
  expect(download.url()).toMatch(/\/api\/downloader\/stream\?token=/);
  const original = await (await request.get(`${DOWNLOADER_ORIGIN}/clip.mp4`)).body();
  expect(sha256(await downloadedBytes(download))).toBe(sha256(original));
  expect((await report).postDataJSON()).toEqual({
    jobId: expect.any(String),
    status: 'COMPLETED',
    progress: 100,
  });
  await expect(rows.first().locator('[data-download-status="completed"]')).toBeVisible();

  // DL-2.42 by keyboard: "Try another one" empties the form, and focus goes to the field it left.
  await page.getByRole('button', { name: 'Try another one' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('downloader-result')).toHaveCount(0);
  await expect(linkField(page)).toBeFocused();
  await expect(linkField(page)).toHaveValue('');
  expect(errors).toEqual([]);
});

test('DL-4.03 a quality joined on the server: the tracker follows its job to completed and the file is a real MP4', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = recordPageErrors(page);
  await page.goto('/downloader/vimeo');
  await analyseAnonymously(page, `${DOWNLOADER_ORIGIN}/dash/manifest.mpd`);
  // The DASH presentation's video and audio come as separate parts: a job joins them into one MP4.
  const row = qualityRows(page).filter({ hasText: 'MP4' }).first();
  await expect(row).toContainText('120p');
  const button = row.getByRole('button', { name: /^Download 120p MP4$/ });
  const started = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/downloader/download',
  );
  const download = await downloadBy(page, button, 60_000);
  expect((await started).status()).toBe(202);
  expect(download.url()).toMatch(/\/api\/files\/download\?token=/);
  const bytes = await downloadedBytes(download);
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(bytes.length).toBeGreaterThan(10_000);
  await expect(row.locator('[data-download-status="completed"]')).toHaveText('Completed');
  expect(errors).toEqual([]);
});

test('DL-4.13 DL-4.14 each platform and tool keeps its own form; a finished download clears its tab on return', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/downloader/vimeo');
  await analyseAnonymously(page, `${DOWNLOADER_ORIGIN}/page.html`);
  const bar = page.getByRole('navigation', { name: 'Platforms' });

  // A link typed on another tab but never analysed is gone when that tab is visited again.
  await bar.getByRole('link', { name: 'YouTube' }).click();
  await expect(linkField(page)).toHaveValue('');
  await linkField(page).fill('youtu.be/abc');
  const asked = page.waitForRequest((r) => /\/api\/tools\/jobs\/[^/]+$/.test(new URL(r.url()).pathname));
  await bar.getByRole('link', { name: 'Vimeo' }).click();
  // Back on Vimeo: its analysis is asked about; not yet downloaded (PENDING), so the result stays.
  await asked;
  await expect(page.getByRole('heading', { name: 'Loopback clip' })).toBeVisible();
  await expect(linkField(page)).toHaveValue(`${DOWNLOADER_ORIGIN}/page.html`);
  await bar.getByRole('link', { name: 'YouTube' }).click();
  await expect(linkField(page)).toHaveValue('');

  // Downloaded (the analysis is now COMPLETED): coming back finds an empty form.
  await bar.getByRole('link', { name: 'Vimeo' }).click();
  await downloadBy(page, qualityRows(page).first().getByRole('button', { name: /MP4$/ }));
  await expect(qualityRows(page).first().locator('[data-download-status="completed"]')).toBeVisible();
  await bar.getByRole('link', { name: 'YouTube' }).click();
  await bar.getByRole('link', { name: 'Vimeo' }).click();
  await expect(page.getByTestId('downloader-result')).toHaveCount(0);
  await expect(linkField(page)).toHaveValue('');
});

import { truncateSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ONE_SESSION_BASE,
  RESTRICTED_BASE,
  STRONG_PASSWORD,
  submitSignUp,
  uniqueEmail,
} from './support/auth-page.js';
import { probe, startButton, toasts } from './support/convert-page.js';
import { copyAs, makeSmallVideo, makeVideo, writeText } from './support/media-fixtures.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';
import { chooseFiles, uploadRow } from './support/upload-page.js';

// Converter rows the spec has and the first issues left open (converter-compressor.md §2-§8): the
// subtitle upload of the settings modal, limits from the server's configuration, job status and brief
// labels, and refusals during upload told in the server's words (docs/decisions.md D76-D79).

async function openSection(dialog: Locator, name: string): Promise<void> {
  const toggle = dialog.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function uploadedRow(page: Page, path: string): Promise<Locator> {
  await chooseFiles(page, [path]);
  const row = uploadRow(page, path);
  await expect(row).toHaveAttribute('data-status', 'upload_ready', { timeout: 30_000 });
  return row;
}

test('CC-5.13 CC-3.20 the settings modal uploads a subtitle file: required, checked by the server, carried into the MP4', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = recordPageErrors(page);
  const clip = makeVideo(testInfo, 'talk.mov', { seconds: 2, size: '320x240' });
  const srt = writeText(testInfo, 'talk.srt', '1\n00:00:00,000 --> 00:00:01,500\nHello there\n\n');
  const fake = copyAs(testInfo, clip, 'fake.srt');
  await page.goto('/converter/mov-to-mp4');
  const row = await uploadedRow(page, clip);
  await row.getByTestId('settings-button').click();
  const dialog = page.getByRole('dialog');
  await openSection(dialog, 'Subtitles');
  await dialog.getByRole('combobox', { name: 'Subtitles', exact: true }).selectOption('upload');

  // CC-5.13: "{label} file is required", and Apply is blocked until there is one.
  await expect(dialog.getByText('Subtitle file is required')).toBeVisible();
  const apply = dialog.locator('[data-action="apply"]');
  await expect(apply).toBeDisabled();
  const input = dialog.getByLabel('Subtitle', { exact: true });
  await input.setInputFiles(fake);
  await expect(dialog).toContainText(
    'The subtitle file could not be uploaded: The file is not a subtitle file (SRT, WebVTT or ASS/SSA)',
  );
  await expect(apply).toBeDisabled();
  await input.setInputFiles(srt);
  await expect(dialog).toContainText('Uploaded: talk.srt');
  await expect(dialog.getByText('Subtitle file is required')).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await apply.click();
  await expect(dialog).toBeHidden();

  const convert = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/convert/'));
  await startButton(page, 'Convert').click();
  expect((await convert).postDataJSON()).toMatchObject({
    settings: { add_subtitle: 'upload', subtitle_file: expect.stringMatching(/.+/) as unknown as string },
  });
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download talk.mp4' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('talk.mp4');
  const saved = testInfo.outputPath('talk.mp4');
  await file.saveAs(saved);
  expect(probe(saved).subtitleCodecs).toEqual(['mov_text']);
  // Chromium logs the refused fake subtitle (415) itself; nothing else may be logged.
  expect(errors.filter((line) => !line.includes('status of 415'))).toEqual([]);
});

test('CC-8.74 a job the server reports FAILED whose error classifies as cancelled is labelled Cancelled', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const clip = makeSmallVideo(testInfo, 'short.mp4');
  await page.goto('/converter/mp4-to-webm');
  const row = await uploadedRow(page, clip);
  await row.getByTestId('settings-button').click();
  const dialog = page.getByRole('dialog');
  await openSection(dialog, 'Trim');
  await dialog.getByLabel('Trim the clip', { exact: true }).check();
  // Past the end of a 1-second clip: the server takes the job, runs it and fails it.
  await dialog.getByLabel('Start time', { exact: true }).fill('00:00:30.000');
  await dialog.locator('[data-action="apply"]').click();
  await expect(dialog).toBeHidden();
  await startButton(page, 'Convert').click();
  await expect(row).toHaveAttribute('data-status', 'error', { timeout: 30_000 });
  const jobId = (await row.getAttribute('data-job-id')) ?? '';
  const status = await page.request.get(`/api/jobs/${jobId}`, {
    headers: {
      'X-Anonymous-Session-ID': await page.evaluate(
        () => (JSON.parse(localStorage.getItem('anonymous_session') ?? '{}') as { id?: string }).id ?? '',
      ),
    },
  });
  const job = ((await status.json()) as { data: { status: string; progress: number } }).data;
  expect(job.status).toBe('failed');
  expect(job.progress).toBeGreaterThan(0);
  // "FAILED with progress above 0" reads "Processing was interrupted", of the cancelled type (CC-8.59).
  await expect(row.locator('[data-row-status]')).toHaveText('Processing was interrupted');
  await expect(row.locator('[data-job-status]')).toHaveText('Cancelled');
  await expect(row.locator('[data-error-label]')).toHaveText('Cancelled');
});

test('CC-5.05 a signed-in visitor needs no anonymous session; the tier’s size limit is checked in the browser', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/auth/signup');
  await submitSignUp(page, { name: 'Row Tester', email: uniqueEmail('rows'), password: STRONG_PASSWORD });
  await expect(page.getByTestId('account-name')).toHaveText('Row Tester');

  const sessionCalls: string[] = [];
  const namedSessions: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/anonymous-session')) sessionCalls.push(request.url());
    const named = request.headers()['x-anonymous-session-id'];
    if (named) namedSessions.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/converter/mov-to-mp4');
  // The browser context's own cookie: the server sees this visitor as a FREE account.
  const limits = await page.request.get('/api/limits');
  expect(((await limits.json()) as { data: { tier: string } }).data.tier).toBe('FREE');
  await expect(page.getByText('Video or audio files, up to 5 at a time.')).toBeVisible();

  // 60 MB (a sparse file): over the FREE tier's 50 MB, refused before a byte is sent.
  const big = testInfo.outputPath('big.mp4');
  writeFileSync(big, '');
  truncateSync(big, 60 * 1024 * 1024);
  await chooseFiles(page, [big]);
  const refused = toasts(page).filter({ hasText: 'File Upload Failed' });
  await expect(refused).toContainText('File exceeds the maximum size of 50 MB: big.mp4');
  await expect(page.locator('li[data-file-name]')).toHaveCount(0);

  const clip = makeVideo(testInfo, 'mine.mov', { seconds: 2, size: '320x240' });
  const row = await uploadedRow(page, clip);
  await startButton(page, 'Convert').click();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  expect(sessionCalls).toEqual([]);
  expect(namedSessions).toEqual([]);
});

test.describe('limits from the server’s configuration (second server: MAX_FILES_PER_UPLOAD=3)', () => {
  test.use({ baseURL: RESTRICTED_BASE });

  test('CC-6.09 the upload area shows and enforces the configured files per upload', async ({
    page,
  }, testInfo) => {
    const files = ['a', 'b', 'c', 'd'].map((n) =>
      writeText(testInfo, `${n}.mp4`, 'held: these uploads never reach the server'),
    );
    // The rows are about the count, not the uploads.
    await page.route('**/api/files/**', () => undefined);
    await page.goto('/converter/mp4-to-webm');
    await expect(page.getByText('Video or audio files, up to 3 at a time.')).toBeVisible();
    await chooseFiles(page, files);
    await expect(toasts(page).filter({ hasText: 'Upload Limit Reached' })).toContainText(
      'You can upload at most 3 files at a time.',
    );
    await expect(page.locator('li[data-file-name]')).toHaveCount(3);
    await expect(page.getByText('Files: 3 of 3')).toBeVisible();
  });
});

test.describe('past the anonymous-session limit (third server: one session an hour)', () => {
  test('the second visitor from the address is told so in words and offered sign-in, not a network error', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(60_000);
    const clip = makeSmallVideo(testInfo, 'visit.mp4');
    const firstVisitor = await browser.newContext({ baseURL: ONE_SESSION_BASE });
    const first = await firstVisitor.newPage();
    await first.goto('/converter');
    await uploadedRow(first, clip);

    const secondVisitor = await browser.newContext({ baseURL: ONE_SESSION_BASE });
    const page = await secondVisitor.newPage();
    await page.goto('/converter');
    await chooseFiles(page, [clip]);
    const row = uploadRow(page, clip);
    await expect(row).toHaveAttribute('data-status', 'error');
    const words =
      'Too many new visitor sessions from your network (at most 1 an hour). Sign in to continue, or try again later.';
    await expect(row).toContainText(words);
    await expect(row).not.toContainText('Network error');
    const toast = toasts(page).filter({ hasText: 'File Upload Failed' });
    await expect(toast).toContainText(words);
    await toast.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(
      `${ONE_SESSION_BASE}/auth/signin?redirect=${encodeURIComponent('/converter')}`,
    );
    await firstVisitor.close();
    await secondVisitor.close();
  });
});

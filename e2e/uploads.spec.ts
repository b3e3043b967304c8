import { expect, test, type Request, type Response } from '@playwright/test';
import {
  copyAs,
  makeLargeVideo,
  makeSmallVideo,
  sha256Of,
  sizeOf,
  writeText,
} from './support/media-fixtures.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';
import {
  anonymousSessionId,
  chooseFiles,
  chunkNumberOf,
  gateChunks,
  isChunkRequest,
  recordStoredChunks,
  uploadRow,
} from './support/upload-page.js';

// Uploads in the browser (converter-compressor.md §4, §7, §8, §9) against the real server.
// Where a test needs time mid-upload, chunk requests are held with page.route until the test lets them
// go, so no test depends on how fast the machine uploads.

/** Matches a request (or a response's request) by method and path prefix. */
const call =
  (method: string, prefix: string) =>
  (r: Request | Response): boolean => {
    const request = 'request' in r ? r.request() : r;
    return request.method() === method && new URL(request.url()).pathname.startsWith(prefix);
  };

test('CC-9.01 CC-7.08 CC-4.01 CC-6.02 a small file goes up in one request; its row shows Uploaded', async ({
  page,
}, testInfo) => {
  const errors = recordPageErrors(page);
  const small = makeSmallVideo(testInfo);
  await page.goto('/converter');
  const chunked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/files/chunk/')) chunked.push(r.url());
  });
  const answer = page.waitForResponse(call('POST', '/api/files/v2/upload/'));
  await chooseFiles(page, [small]);
  const response = await answer;
  expect(response.status()).toBeLessThan(300);
  const { data } = (await response.json()) as { data: { fileId: string; fileSize: number } };
  expect(data.fileSize).toBe(sizeOf(small));
  expect(await response.request().headerValue('x-anonymous-session-id')).toBe(await anonymousSessionId(page));

  const row = uploadRow(page, small);
  await expect(row).toHaveAttribute('data-phase', 'completed');
  await expect(row).toContainText('Uploaded');
  await expect(row.getByText('mp4', { exact: true })).toBeVisible();
  await expect(row).toHaveAttribute('data-file-id', data.fileId);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(chunked).toEqual([]);
  // The zone gives way to the list and its footer (CC-2.21, CC-2.30).
  await expect(page.getByText('Files: 1 of 5')).toBeVisible();
  await expect(page.getByLabel('Choose files', { exact: true })).toHaveCount(0);

  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('CC-4.35 CC-4.36 CC-4.37 CC-7.02 a large file goes in chunks; pause holds it, resume sends only what is missing', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const large = makeLargeVideo(testInfo);
  await page.goto('/converter');
  const stored = recordStoredChunks(page);
  const gate = await gateChunks(page, (n) => n < 2);
  const init = page.waitForRequest(call('POST', '/api/files/chunk/init'));
  await chooseFiles(page, [large]);

  // The browser hashed the file before init: the hash is the file's SHA-256 (CC-7.02).
  const initBody = (await init).postDataJSON() as { fileHash: string; fileSize: number; fileName: string };
  expect(initBody).toMatchObject({
    fileName: 'large.mp4',
    fileSize: sizeOf(large),
    fileHash: sha256Of(large),
  });

  const row = uploadRow(page, large);
  await expect(row).toHaveAttribute('data-upload-method', 'chunk');
  await expect.poll(() => stored.length, { timeout: 20_000 }).toBe(2);
  await expect(row).toContainText(/Uploading \d+%/);
  const held = gate.held.length;
  expect(held).toBeGreaterThan(0);
  expect(held).toBeLessThanOrEqual(3);

  await row.getByRole('button', { name: 'Pause large.mp4' }).click();
  await expect(row).toHaveAttribute('data-phase', 'paused');
  await expect(row).toContainText('Paused');
  const percent = Number(await row.getByRole('progressbar').getAttribute('aria-valuenow'));
  expect(percent).toBeGreaterThanOrEqual(40);
  expect(percent).toBeLessThan(100);

  // Nothing moves while paused, even once the held requests could go through.
  await gate.release();
  const sentAfterPause: number[] = [];
  page.on('request', (r) => {
    if (isChunkRequest(r)) sentAfterPause.push(chunkNumberOf(r));
  });
  await page.waitForTimeout(1000);
  await expect(row).toHaveAttribute('data-phase', 'paused');
  expect(sentAfterPause).toEqual([]);

  const progress = page.waitForResponse(call('GET', '/api/files/chunk/progress/'));
  const complete = page.waitForResponse(call('POST', '/api/files/chunk/complete/'));
  await row.getByRole('button', { name: 'Resume large.mp4' }).click();
  const { data: server } = (await (await progress).json()) as { data: { missingChunks: number[] } };
  expect(server.missingChunks.length).toBeGreaterThan(0);
  const completion = await complete;
  expect(completion.status()).toBeLessThan(300);
  const { data: result } = (await completion.json()) as { data: { fileId: string; fileSize: number } };
  expect(result.fileSize).toBe(sizeOf(large));

  await expect(row).toHaveAttribute('data-phase', 'completed');
  await expect(row).toContainText('Uploaded');
  await expect(row).toHaveAttribute('data-file-id', result.fileId);
  expect([...sentAfterPause].sort((a, b) => a - b)).toEqual(server.missingChunks);
});

test('CC-4.39 a dropped connection pauses the upload; back online it resumes and completes', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const large = makeLargeVideo(testInfo);
  await page.goto('/converter');
  const stored = recordStoredChunks(page);
  const gate = await gateChunks(page, (n) => n === 0);
  await chooseFiles(page, [large]);
  const row = uploadRow(page, large);
  await expect.poll(() => stored.length, { timeout: 20_000 }).toBe(1);

  await context.setOffline(true);
  await expect(row).toHaveAttribute('data-phase', 'paused');
  await expect(row).toHaveAttribute('data-pause-reason', 'network');
  await expect(row).toContainText('Paused: waiting for the connection');
  await gate.release();

  const complete = page.waitForResponse(call('POST', '/api/files/chunk/complete/'));
  await context.setOffline(false);
  expect((await complete).status()).toBeLessThan(300);
  await expect(row).toHaveAttribute('data-phase', 'completed');
});

test('a reload mid-upload loses nothing: choosing the same file again sends only the missing chunks', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const large = makeLargeVideo(testInfo);
  await page.goto('/converter');
  const stored = recordStoredChunks(page);
  await gateChunks(page, (n) => n < 2);
  await chooseFiles(page, [large]);
  await expect.poll(() => stored.length, { timeout: 20_000 }).toBe(2);
  const uploadId = await uploadRow(page, large).getAttribute('data-upload-id');
  expect(uploadId).toBeTruthy();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  const sent: number[] = [];
  const inits: string[] = [];
  page.on('request', (r) => {
    if (isChunkRequest(r)) sent.push(chunkNumberOf(r));
    if (new URL(r.url()).pathname === '/api/files/chunk/init') inits.push(r.url());
  });
  const progress = page.waitForResponse(call('GET', `/api/files/chunk/progress/${uploadId ?? ''}`));
  await chooseFiles(page, [large]);
  const { data } = (await (await progress).json()) as { data: { missingChunks: number[] } };
  expect(data.missingChunks).not.toContain(0);
  expect(data.missingChunks).not.toContain(1);

  const row = uploadRow(page, large);
  await expect(row).toHaveAttribute('data-phase', 'completed');
  expect(inits).toEqual([]);
  expect(sent.sort((a, b) => a - b)).toEqual(data.missingChunks);
});

test('a text file renamed .mp4 is refused by the server and the row says why', async ({ page }, testInfo) => {
  const fake = writeText(testInfo, 'notes.mp4', 'These are meeting notes, not a video.\n'.repeat(50));
  await page.goto('/converter');
  const answer = page.waitForResponse(call('POST', '/api/files/v2/upload/'));
  await chooseFiles(page, [fake]);
  const response = await answer;
  expect(response.status()).toBe(415);
  expect(((await response.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA');
  const row = uploadRow(page, fake);
  await expect(row).toHaveAttribute('data-phase', 'failed');
  await expect(row).toContainText(
    'File Upload Failed: This file is not a video or audio file the server can read.',
  );
  await row.getByRole('button', { name: 'Remove notes.mp4' }).click();
  await expect(row).toHaveCount(0);
});

test('CC-4.38 CC-7.06 cancel deletes the session on the server and removes the row', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const large = makeLargeVideo(testInfo);
  await page.goto('/compressor');
  const stored = recordStoredChunks(page);
  await gateChunks(page, (n) => n === 0);
  await chooseFiles(page, [large]);
  const row = uploadRow(page, large);
  await expect.poll(() => stored.length, { timeout: 20_000 }).toBe(1);
  const uploadId = (await row.getAttribute('data-upload-id')) ?? '';

  const deletion = page.waitForResponse(call('DELETE', `/api/files/chunk/${uploadId}`));
  await row.getByRole('button', { name: 'Cancel large.mp4' }).click();
  expect((await deletion).status()).toBeLessThan(300);
  await expect(row).toHaveCount(0);
  await expect(page.getByLabel('Choose files', { exact: true })).toBeAttached();

  const after = await page.request.get(`/api/files/chunk/progress/${uploadId}`, {
    headers: { 'X-Anonymous-Session-ID': await anonymousSessionId(page) },
  });
  expect(after.status()).toBe(404);
  expect(await page.evaluate(() => localStorage.getItem('mediaforge.uploads'))).toBe('{}');
});

test('CC-5.01 CC-5.03 CC-5.04 type, duplicate and count checks explain what was not added', async ({
  page,
}, testInfo) => {
  const errors = recordPageErrors(page);
  const small = makeSmallVideo(testInfo, 'v1.mp4');
  const six = [small, ...[2, 3, 4, 5, 6].map((n) => copyAs(testInfo, small, `v${String(n)}.mp4`))];
  await page.goto('/converter');

  await chooseFiles(page, six);
  // The refusals are toasts (CC §8 "Toasts").
  const toasts = page.locator('[data-toast]');
  await expect(toasts.filter({ hasText: 'Upload Limit Reached' })).toBeVisible();
  await expect(page.locator('li[data-file-name]')).toHaveCount(5);

  const text = writeText(testInfo, 'notes.txt', 'plain text');
  await chooseFiles(page, [small, text], 'Add files');
  await expect(toasts.filter({ hasText: 'Invalid File Type' })).toContainText(
    'Only video and audio files can be added: notes.txt',
  );
  await expect(toasts.filter({ hasText: 'Duplicate File' })).toBeVisible();
  await expect(page.locator('li[data-file-name]')).toHaveCount(5);
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { JOB_PATHS, type JobResult, type JobStatusResponse } from '@mediaforge/shared';
import {
  jobApi,
  probe,
  readRowStates,
  recordRowStates,
  startButton,
  toasts,
} from './support/convert-page.js';
import { copyAs, makeH264, makeVideo, sizeOf, writeText } from './support/media-fixtures.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';
import { chooseFiles, holdRegularUpload, uploadRow } from './support/upload-page.js';

// The converter/compressor flow in the browser (converter-compressor.md §2, §4, §8) against
// the real server and ffmpeg: upload, Start, live phases, download, stop, toasts, mobile and RTL.

/** A row started during its upload goes through every phase, in the spec's order (CC-4.04). */
const EVERY_PHASE = ['uploading', 'waiting', 'processing', 'finalizing', 'completed'];

test('CC-1.08 CC-4.04 CC-2.29 CC-2.33 CC-5.66 mov → mp4: Start, every phase, download as H.264 MP4 under the name rule', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = recordPageErrors(page);
  const clip = makeVideo(testInfo, 'Holiday Clip.MOV', { seconds: 6, size: '480x270' });
  await page.goto('/converter/mov-to-mp4');
  // The upload waits until Start was pressed, so the row also shows the uploading phase.
  const upload = await holdRegularUpload(page);
  await chooseFiles(page, [clip]);
  const row = uploadRow(page, clip);
  await expect(row).toHaveAttribute('data-status', 'pending');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await recordRowStates(page, 'Holiday Clip.MOV');
  const convert = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/convert/'));
  await startButton(page, 'Convert').click();
  await expect(row).toHaveAttribute('data-conversion-phase', 'uploading');
  await upload.release();
  const request = await convert;
  // CC-7.19: the lowercase format in the path, settings and a batch task id in the body.
  expect(new URL(request.url()).pathname).toMatch(/\/convert\/mp4$/);
  expect(request.postDataJSON()).toMatchObject({
    format: 'mp4',
    settings: { output_format: 'mp4', processing_mode: 'conversion' },
    batchTaskId: expect.stringMatching(/^batch_/) as unknown as string,
  });
  await expect(startButton(page, 'Converting…')).toBeDisabled();
  await expect(row).toHaveAttribute('data-job-id', /.+/);
  await expect(row.getByRole('button', { name: 'Stop conversion of Holiday Clip.MOV' })).toBeVisible();

  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(row).toContainText('Finished');
  expect(await readRowStates(page)).toEqual(EVERY_PHASE);
  await expect(row.locator('[data-job-status]')).toHaveText('Completed');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  // Nothing is pending or ready any more: Start is back to its label and disabled (CC-2.32).
  await expect(startButton(page, 'Convert')).toBeDisabled();

  const download = page.waitForEvent('download');
  // The button names what it downloads: the output file (CC-5.66).
  await row.getByRole('button', { name: 'Download Holiday Clip.mp4' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Holiday Clip.mp4');
  const saved = testInfo.outputPath('downloaded.mp4');
  await file.saveAs(saved);
  const probed = probe(saved);
  expect(probed.formatName).toContain('mp4');
  expect(probed.videoCodec).toBe('h264');
  expect(probed.duration).toBeGreaterThan(2.5);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('CC-4.17 CC-4.19 CC-1.10 /compressor/discord shows the percent the result really saved', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const clip = makeVideo(testInfo, 'big.mp4', { seconds: 3, size: '640x480' });
  await page.goto('/compressor/discord');
  await chooseFiles(page, [clip]);
  const row = uploadRow(page, clip);
  await expect(row).toHaveAttribute('data-status', 'upload_ready');
  const convert = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/convert/'));
  await startButton(page, 'Compress').click();
  expect((await convert).postDataJSON()).toMatchObject({
    settings: { processing_mode: 'compression', compression_settings: { compressor_option: 'discord' } },
  });
  await expect(startButton(page, 'Compressing…')).toBeDisabled();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

  const jobId = (await row.getAttribute('data-job-id')) ?? '';
  const result = await jobApi<JobResult>(page, JOB_PATHS.result(jobId));
  expect(result.originalSize).toBe(sizeOf(clip));
  const saved = Math.max(
    0,
    Math.round(((result.originalSize - result.totalSize) / result.originalSize) * 100),
  );
  expect(saved).toBeGreaterThan(0);
  await expect(row).toContainText(`${String(saved)}% smaller`);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download big.mp4' }).click();
  const path = testInfo.outputPath('out.mp4');
  await (await download).saveAs(path);
  expect(sizeOf(path)).toBe(result.totalSize);
});

test('CC-2.27 CC-4.06 CC-4.18 CC-8.34 stopping a running conversion shows Cancelled by user in orange, labelled Cancelled', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const clip = makeH264(testInfo, 'long.mp4', 20, '1280x720');
  await page.goto('/converter/mp4-to-webm');
  await chooseFiles(page, [clip]);
  const row = uploadRow(page, clip);
  await expect(row).toHaveAttribute('data-status', 'upload_ready', { timeout: 30_000 });
  await startButton(page, 'Convert').click();
  await expect(row).toHaveAttribute('data-job-id', /.+/);
  const jobId = (await row.getAttribute('data-job-id')) ?? '';
  await expect(row.locator('[data-job-status]')).toHaveText('Running');

  const cancel = page.waitForResponse((r) => r.url().endsWith(JOB_PATHS.cancel(jobId)));
  await row.getByRole('button', { name: 'Stop conversion of long.mp4' }).click();
  expect((await cancel).ok()).toBe(true);
  await expect(row).toHaveAttribute('data-status', 'error');
  await expect(row).toHaveAttribute('data-error-tone', 'orange');
  // The job's status label and the error's brief label, in the cancelled type's orange (CC §8).
  await expect(row.locator('[data-job-status]')).toHaveText('Cancelled');
  await expect(row.locator('[data-error-label]')).toHaveText('Cancelled');
  await expect(row.locator('[data-error-label]')).toHaveClass(/text-orange-800/);
  const status = row.locator('[data-row-status]');
  await expect(status).toHaveText('Cancelled by user');
  await expect(status.locator('..')).toHaveClass(/text-orange-700/);
  await expect(toasts(page).filter({ hasText: 'Cancelled' })).toBeVisible();
  // The server agrees, and a later update does not bring the row back (CC-4.09).
  await expect
    .poll(async () => (await jobApi<JobStatusResponse>(page, JOB_PATHS.status(jobId))).status)
    .toBe('cancelled');
  await page.waitForTimeout(1000);
  await expect(row).toHaveAttribute('data-status', 'error');
  await expect(row.getByRole('button', { name: 'Remove long.mp4' })).toBeVisible();
});

test('CC-8.28 CC-8.29 CC-2.16 CC-2.17 toasts for a duplicate and a non-video; the sub-bar folds; the active tab clears', async ({
  page,
}, testInfo) => {
  const small = makeVideo(testInfo, 'v1.mp4', { seconds: 1, size: '160x120' });
  await page.goto('/converter/mp4-to-webm');
  await expect(page.getByRole('region', { name: 'Choose formats' })).toBeVisible();

  await chooseFiles(page, [small]);
  await expect(uploadRow(page, small)).toBeVisible();
  const collapsed = page.locator('[data-collapsed]');
  await expect(collapsed).toHaveCount(1);
  expect((await collapsed.boundingBox())?.height).toBe(0);
  await expect(page.getByRole('region', { name: 'Choose formats' })).toBeHidden();

  const notes = writeText(testInfo, 'notes.txt', 'not a video');
  await chooseFiles(page, [copyAs(testInfo, small, 'v1.mp4'), notes], 'Add files');
  await expect(toasts(page).filter({ hasText: 'Duplicate File' })).toContainText(
    'Already in the list: v1.mp4',
  );
  await expect(toasts(page).filter({ hasText: 'Invalid File Type' })).toContainText(
    'Only video and audio files can be added: notes.txt',
  );
  await expect(page.locator('li[data-file-name]')).toHaveCount(1);

  await page.getByRole('link', { name: 'Converters' }).click();
  await expect(page.locator('li[data-file-name]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/converter\/mp4-to-webm$/);
  await expect(page.locator('[data-collapsed]')).toHaveCount(0);
  await expect(page.getByLabel('Choose files', { exact: true })).toBeAttached();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('CC-2.23 the flow works on a phone: short names, no sideways scrolling', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const name = 'a-very-long-holiday-video-name-from-the-summer-2024.mov';
    const clip = makeVideo(testInfo, name, { seconds: 2, size: '320x240' });
    await page.goto('/converter/mov-to-mp4');
    await chooseFiles(page, [clip]);
    const row = uploadRow(page, clip);
    await expect(row).toHaveAttribute('data-status', 'upload_ready');
    await expect(row.locator('bdi:visible')).toHaveText(`${name.slice(0, 20)}…`);
    await startButton(page, 'Convert').click();
    await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
    const output = name.replace(/\.mov$/, '.mp4');
    await expect(row.getByRole('button', { name: `Download ${output}` })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('CC-2.07 fa lays the screen out right to left, in Persian', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const clip = makeVideo(testInfo, 'clip.mov', { seconds: 2, size: '320x240' });
  await page.goto('/fa/converter/mov-to-mp4');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('input[type=file]').setInputFiles(clip);
  const row = uploadRow(page, clip);
  await expect(row).toHaveAttribute('data-status', 'upload_ready');
  expect(await row.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await startButton(page, 'تبدیل').click();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(row).toContainText('تمام شد');
  await expect(row.getByRole('button', { name: 'دانلود clip.mp4' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

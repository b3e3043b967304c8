import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForCaptcha } from './support/auth-page.js';
import { downloadBy, downloadedBytes } from './support/downloader-page.js';
import { instagramFile, lookUpInstagram } from './support/instagram-page.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// The full-screen media viewer (downloader-results.md §2.1, §4 "Viewer"; D191) on real Instagram
// lookups of the loopback origin: @nasa's three stories (a photo, a 2 s video, a photo), @crowd's 23
// photos, the one-video post. Timing rules run on Playwright's clock, paused once the result is on
// screen (the bot check before it runs on its own timers) and let go again before axe, which needs them.

async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

async function openStory(result: Locator, index: number): Promise<Locator> {
  await result.locator('[data-card-kind="story"]').nth(index).click();
  const viewer = result.page().getByTestId('media-viewer');
  await expect(viewer).toBeVisible();
  return viewer;
}

/** A click at a share of the stage's width (the tap zones). */
async function tapAt(viewer: Locator, share: number): Promise<void> {
  const stage = viewer.getByTestId('viewer-stage');
  const box = await stage.boundingBox();
  if (box === null) throw new Error('no stage');
  await stage.click({ position: { x: box.width * share, y: box.height / 2 } });
}

test('DR-2.1.01 DR-2.1.02 DR-2.1.04 DR-2.1.05 DR-2.1.09 DR-4.01 arrows, tap zones, counter and time, closing by Escape, button and backdrop', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = recordPageErrors(page);
  await page.clock.install();
  const result = await lookUpInstagram(page, '/downloader/instagram/story', 'nasa');
  await pauseClock(page);
  const cards = result.locator('[data-card-kind="story"]');
  const viewer = await openStory(result, 0);
  const counter = viewer.getByTestId('viewer-counter');
  await expect(page.getByTestId('viewer-backdrop')).toBeVisible();
  await expect(counter).toHaveText('1 / 3');
  await expect(viewer).toContainText('5h ago');
  await expect(viewer.getByTestId('viewer-segments').locator('[data-segment-state]')).toHaveCount(3);
  await expect(viewer.getByTestId('viewer-skeleton')).toHaveCount(0);
  // No wrap past either end.
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 3');
  await expect(viewer.getByRole('button', { name: 'download MP4' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 3');
  await expect(viewer).toContainText(/\b\d+m ago/);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 3');
  await expect(viewer.locator('[data-segment-state="done"]')).toHaveCount(2);
  // The quarters go back and forward; the centre pauses (a photo's pause stops its time).
  await tapAt(viewer, 0.1);
  await expect(counter).toHaveText('2 / 3');
  await tapAt(viewer, 0.9);
  await expect(counter).toHaveText('3 / 3');
  await expect(viewer.getByRole('button', { name: 'Pause' })).toBeVisible();
  await tapAt(viewer, 0.5);
  await expect(viewer.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(counter).toHaveText('3 / 3');
  // axe runs on the page's timers: the clock goes on (the last photo has nothing to move on to).
  await page.clock.resume();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(cards.first()).toBeFocused();
  // Each opening starts at its own card; the close button and the backdrop close it too.
  await openStory(result, 2);
  await expect(counter).toHaveText('3 / 3');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(cards.nth(2)).toBeFocused();
  await openStory(result, 0);
  await page.mouse.click(4, 4);
  await expect(viewer).toBeHidden();
  expect(errors).toEqual([]);
});

test('DR-2.1.11 DR-2.1.15 a photo moves on after 3000 ms, not before; the stage is 80vh within 400–700 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.clock.install();
  const result = await lookUpInstagram(page, '/downloader/instagram/story', 'crowd');
  await pauseClock(page);
  const viewer = await openStory(result, 0);
  const counter = viewer.getByTestId('viewer-counter');
  await expect(counter).toHaveText('1 / 23');
  await expect(viewer.getByTestId('viewer-skeleton')).toHaveCount(0);
  await page.clock.runFor(2900);
  await expect(counter).toHaveText('1 / 23');
  await page.clock.runFor(200);
  await expect(counter).toHaveText('2 / 23');
  await expect(viewer.getByTestId('viewer-skeleton')).toHaveCount(0);
  await page.clock.runFor(3100);
  await expect(counter).toHaveText('3 / 23');

  const height = async () => (await viewer.getByTestId('viewer-stage').boundingBox())?.height ?? 0;
  expect(Math.round(await height())).toBe(700);
  await page.setViewportSize({ width: 1280, height: 450 });
  await expect.poll(async () => Math.round(await height())).toBe(400);
  await page.setViewportSize({ width: 1280, height: 600 });
  await expect.poll(async () => Math.round(await height())).toBe(480);
});

test('DR-2.1.10 DR-2.1.12 DR-2.1.06 DR-2.1.08 a video follows its playback, seeks, downloads its file and moves on at its end', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const result = await lookUpInstagram(page, '/downloader/instagram/story', 'nasa');
  const viewer = await openStory(result, 1);
  const counter = viewer.getByTestId('viewer-counter');
  await expect(counter).toHaveText('2 / 3');
  const seek = viewer.getByRole('slider', { name: 'Seek' });
  await expect(seek).toBeEnabled();
  await expect(seek).toHaveAttribute('max', '2');
  const fill = viewer.locator('[data-segment-state="current"] > span');
  await expect
    .poll(async () => Number.parseFloat((await fill.getAttribute('style'))?.replace(/[^\d.]/g, '') ?? '0'))
    .toBeGreaterThan(0);
  const download = await downloadBy(page, viewer.getByRole('button', { name: 'download MP4' }));
  expect((await downloadedBytes(download)).equals(instagramFile('story.mp4'))).toBe(true);
  // The two-second story ends and the viewer moves to the third (a photo, the last: it stays).
  await expect(counter).toHaveText('3 / 3', { timeout: 15_000 });
  await expect(viewer.getByRole('slider', { name: 'Seek' })).toHaveCount(0);
});

test('DR-2.1.03 single media: the whole surface toggles play, no arrows, no counter, and the end keeps it open', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const result = await lookUpInstagram(
    page,
    '/downloader/instagram/photo',
    'https://www.instagram.com/p/OneVideo/',
    { label: 'Link' },
  );
  await expect(result).toHaveAttribute('data-layout', 'single-media');
  await result
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  const viewer = page.getByTestId('media-viewer');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('viewer-counter')).toHaveCount(0);
  await expect(viewer.getByTestId('viewer-segments')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  // The right quarter, which goes forward elsewhere, pauses here; the left one plays again.
  await tapAt(viewer, 0.9);
  await expect(viewer.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await tapAt(viewer, 0.1);
  await expect(viewer.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Played to its end, the video stays on screen and the viewer open.
  await expect(viewer.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 15_000 });
  await expect(viewer.locator('video')).toHaveJSProperty('ended', true);
  await expect(viewer).toBeVisible();
});

test('DR-2.1.13 a media that fails to load clears the skeleton and shows no error text', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const result = await lookUpInstagram(page, '/downloader/instagram/story', 'crowd');
  await pauseClock(page);
  await page.route('**/api/media/proxy/**', (route) => route.abort());
  const viewer = await openStory(result, 5);
  await expect(viewer.getByTestId('viewer-counter')).toHaveText('6 / 23');
  await expect(viewer.getByTestId('viewer-skeleton')).toHaveCount(0);
  await expect(viewer.getByTestId('viewer-stage')).toHaveText('');
});

test('DR-4.09 in fa the arrows follow the reading direction and the counter has Persian digits', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/fa/downloader/instagram/story');
  const field = page.locator('main form input').first();
  await field.fill('crowd');
  await field.press('Enter');
  await waitForCaptcha(page);
  const result = page.getByTestId('instagram-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await pauseClock(page);
  const viewer = await openStory(result, 0);
  const counter = viewer.getByTestId('viewer-counter');
  await expect(counter).toHaveText('۱ / ۲۳');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('۲ / ۲۳');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('۱ / ۲۳');
  await page.clock.resume();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import {
  SPOTLIGHT_ID,
  STORY_PHOTO_ID,
  STORY_TIME,
  USER,
} from '../apps/server/test/extractors-snapchat/snapchat-documents.js';
import { downloadBy, downloadedBytes, sha256 } from './support/downloader-page.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';
import { lookUp, originFile, PLATFORM_ORIGIN } from './support/results-page.js';

// Snapchat's result views (downloader-results.md §2.10, §4, §5) against the real server reading the
// loopback Snapchat of playwright.config.ts (the server tests' documents): a profile with its tabs, a
// Spotlight, one snap; every file through the server's stream links, under the spec's names.

const FIELD = 'Snapchat username or link';

async function analyse(page: Page, route: string, value: string, label = FIELD): Promise<void> {
  await page.goto(route);
  await lookUp(page, label, value);
  await expect(page.getByTestId('snapchat-result')).toBeVisible({ timeout: 30_000 });
}

/** The story time as the page's language writes an older date (a year other than this one). */
const storyDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    STORY_TIME * 1000,
  );

test('DR-2.10.01 DR-2.10.05 DR-2.10.06 DR-5.05 a profile: its card, the tabs with content, story items under snapchat_{tab}_{n} names, Download Another', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = recordPageErrors(page);
  await analyse(page, '/downloader/snapchat', USER);
  const result = page.getByTestId('snapchat-result');
  await expect(result).toHaveAttribute('data-layout', 'profile');
  await expect(result.getByRole('heading', { name: 'Team Snapchat' })).toBeVisible();
  await expect(result).toContainText('@team.snap');
  await expect(result).toContainText('Snaps from the team');
  await expect(result).toContainText('12,500 subscribers');
  const tabs = result.getByRole('tab');
  await expect(tabs).toHaveText(['Stories (2)', 'Highlights (2)', 'Spotlights (1)']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  const stories = result.getByRole('tabpanel').locator('li[data-format-id]');
  await expect(stories).toHaveCount(2);
  await expect(stories.nth(0).locator('[data-item-title]')).toHaveText('Story 1');
  await expect(stories.nth(0)).toContainText('MP4');
  await expect(stories.nth(0).locator('[data-item-kind]')).toHaveText('Video');
  await expect(stories.nth(1).locator('[data-item-kind]')).toHaveText('Image');
  await expect(stories.nth(0)).toContainText(storyDate('en'));
  const video = await downloadBy(page, stories.nth(0).getByRole('button', { name: 'Download Story 1' }));
  expect(video.suggestedFilename()).toBe('snapchat_stories_1.mp4');
  expect(sha256(await downloadedBytes(video))).toBe(sha256(originFile('snap.mp4')));

  // The keyboard moves along the tabs; the highlight's items are named by their tab.
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const highlights = result.getByRole('tabpanel').locator('li[data-format-id]');
  await expect(highlights.nth(0).locator('[data-item-title]')).toHaveText('Summer <3 (1/2)');
  const photo = await downloadBy(page, highlights.nth(1).getByRole('button', { name: /^Download Summer/ }));
  expect(photo.suggestedFilename()).toBe('snapchat_highlights_2.jpg');
  expect(sha256(await downloadedBytes(photo))).toBe(sha256(originFile('snap.jpg')));

  // Snapchat's own picture opens in a new tab (the media proxy does not serve Snapchat, D205).
  const picture = result.getByRole('link', { name: /Download profile picture/ });
  await expect(picture).toHaveAttribute('href', `${PLATFORM_ORIGIN}/snapcdn/aps/bolt/profile.jpg`);
  await expect(picture).toHaveAttribute('target', '_blank');

  await expect(result).toContainText('Tip: each item is downloaded individually.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await result.getByRole('button', { name: 'Download Another' }).click();
  await expect(page.getByTestId('snapchat-result')).toHaveCount(0);
  await expect(page.getByLabel(FIELD, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(FIELD, { exact: true })).toBeFocused();
  expect(errors).toEqual([]);
});

test('DR-2.10.02 DR-2.10.03 a Spotlight: one tab, its description, date and counts, its item with size, width x height and seconds', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await analyse(page, '/downloader/snapchat', `https://www.snapchat.com/spotlight/${SPOTLIGHT_ID}`);
  const result = page.getByTestId('snapchat-result');
  await expect(result).toHaveAttribute('data-layout', 'single');
  await expect(result.getByRole('tab')).toHaveText(['Spotlights (1)']);
  const details = page.getByTestId('spotlight-details');
  await expect(details).toContainText('Sunset over the bay #sunset');
  await expect(details).toContainText('Uploaded');
  const stats = await details
    .locator('[data-stat]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('data-stat'), node.querySelector('dd')?.textContent]),
    );
  expect(stats).toEqual([
    ['viewCount', '5600'],
    ['shareCount', '42'],
    ['commentCount', '7'],
    ['boostCount', '3'],
    ['recommendCount', '11'],
  ]);
  const item = result.getByRole('tabpanel').locator('li[data-format-id]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('160 x 120');
  await expect(item).toContainText('2 s');
  const file = await downloadBy(page, item.getByRole('button', { name: /^Download / }));
  expect(file.suggestedFilename()).toBe('snapchat_spotlights_1.mp4');
});

test('DR-2.10.03 DR-2.10.04 DR-5.05 one snap: a plain item named title_quality.format, no count line; the picture tool counts its items', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await analyse(page, '/downloader/snapchat', `https://www.snapchat.com/add/${USER}/${STORY_PHOTO_ID}`);
  const result = page.getByTestId('snapchat-result');
  await expect(result).toHaveAttribute('data-layout', 'list');
  await expect(result.getByRole('tab')).toHaveCount(0);
  await expect(page.getByTestId('items-found')).toHaveCount(0);
  const item = result.locator('li[data-format-id]');
  await expect(item.locator('[data-item-kind]')).toHaveText('Image');
  await expect(item).toContainText('JPG');
  const file = await downloadBy(page, item.getByRole('button', { name: /^Download / }));
  expect(file.suggestedFilename()).toBe('Team_Snapchat_story_Story_1.jpg');
  expect(sha256(await downloadedBytes(file))).toBe(sha256(originFile('snap.jpg')));

  await analyse(page, '/downloader/snapchat/profile-picture', USER);
  const count = await page.getByTestId('snapchat-result').locator('li[data-format-id]').count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByTestId('items-found')).toHaveText(`${String(count)} items found`);
});

test('DR-2.10.07 DR-4.09 fa at 390 px: right to left, the tabs and the story times in Persian', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await analyse(page, '/fa/downloader/snapchat', USER, 'نام کاربری یا پیوند اسنپ‌چت');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const result = page.getByTestId('snapchat-result');
  await expect(result.getByRole('tab').first()).toHaveText('استوری‌ها (۲)');
  await expect(result.getByRole('tabpanel').locator('li').first()).toContainText(storyDate('fa'));
  await expect(result.getByRole('button', { name: 'دانلود مورد دیگر' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

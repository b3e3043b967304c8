import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { SIX_SLIDES } from '../apps/server/test/extractors-instagram/instagram-sidecar-documents.js';
import { createAccount, submitSignIn, waitForCaptcha, type Account } from './support/auth-page.js';
import { downloadBy, downloadedBytes } from './support/downloader-page.js';
import { instagramFile, LINK_FIELD, lookUpInstagram } from './support/instagram-page.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// Instagram's result views (downloader-results.md §2.2, §2.3, §2.6, §2.7, §7; D190–D196) against the
// real server reading the loopback Instagram of playwright.config.ts (the server tests' documents): each
// layout from a real lookup, its copy buttons, its downloads byte for byte, the highlight lookups, the
// grid's tabs and infinite scroll, and "Download all" of a six-slide carousel read back with unzip.

const run = promisify(execFile);

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/auth/signin');
  await submitSignIn(page, account.email, account.password);
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
}

async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-zip-'));
  try {
    const file = path.join(dir, 'all.zip');
    writeFileSync(file, bytes);
    expect((await run('unzip', ['-t', file])).stdout).toContain('No errors detected');
    const names = (await run('unzip', ['-Z1', file])).stdout.split('\n').filter(Boolean);
    const entries = new Map<string, Buffer>();
    for (const name of names) {
      entries.set(name, (await run('unzip', ['-p', file, name], { encoding: 'buffer' })).stdout);
    }
    return entries;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('DR-2.6.01 DR-2.3.01 DR-2.3.02 DR-2.2.01 DR-2.2.03 DR-2.2.06 a story lookup: the profile with tabs, a story downloaded from the viewer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = recordPageErrors(page);
  const result = await lookUpInstagram(page, '/downloader/instagram/story', 'nasa');
  await expect(result).toHaveAttribute('data-layout', 'profile-tabs');
  const header = result.getByTestId('profile-header');
  await expect(header.getByTestId('profile-username')).toHaveText('@nasa');
  await expect(header).toContainText('NASA');
  await expect(header).toContainText('Verified');
  await expect(header).toContainText('Has stories');
  await expect(header).toContainText('Science & technology');
  await expect(header.getByTestId('profile-biography')).toHaveText(
    'Official account of NASA. Exploring the universe.',
  );
  await expect(header.getByRole('link', { name: 'https://example.org/' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(header.getByTestId('profile-stats')).toContainText('98,765,432');
  await expect(result.getByTestId('profile-summary')).toContainText('3 active stories');

  // Empty tabs are disabled; the custom Songs tab is not, and holds the story's song.
  await expect(page.getByRole('tab', { name: /^Stories/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Stories/ }).getByTestId('tab-count')).toHaveText('3');
  await expect(page.getByRole('tab', { name: /^Highlights/ })).toBeDisabled();
  await expect(page.getByRole('tab', { name: /^Reels/ })).toBeDisabled();
  const cards = result.locator('[data-card-kind="story"]');
  await expect(cards).toHaveCount(3);
  const box = await cards.first().locator('span').first().boundingBox();
  expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 16)).toBe(9);
  await page.getByRole('tab', { name: /^Songs/ }).click();
  await expect(page.getByTestId('audio-mini-player')).toContainText('Across the Stars');
  await page.getByRole('tab', { name: /^Stories/ }).click();

  // A story card opens the viewer on every story; its download is the story's own file.
  await cards.first().click();
  const viewer = page.getByTestId('media-viewer');
  await expect(viewer.getByTestId('viewer-counter')).toHaveText('1 / 3');
  const download = await downloadBy(page, viewer.getByRole('button', { name: 'download JPG' }));
  expect((await downloadedBytes(download)).equals(instagramFile('portrait.jpg'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(cards.first()).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('DR-4.03 DR-7.01 DR-7.03 highlights: one lookup at a time, each card then "{title} (N stories)" opening its stories', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const lookups: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/downloader/info')
      lookups.push(request.postDataJSON());
  });
  const result = await lookUpInstagram(page, '/downloader/instagram/highlights', 'nasa');
  await expect(result).toHaveAttribute('data-layout', 'profile-tabs');
  await expect(page.getByRole('tab', { name: /^Highlights/ })).toHaveAttribute('aria-selected', 'true');
  const mars = result.locator('[data-card-kind="highlight"]').filter({ hasText: 'Mars' });
  const moon = result.locator('[data-card-kind="highlight"]').filter({ hasText: 'Moon' });
  await mars.click();
  await expect(mars).toHaveAttribute('aria-busy', 'true');
  await expect(moon).toHaveAttribute('aria-disabled', 'true');
  // A click on the disabled card (Playwright would otherwise wait for it to be enabled) starts nothing.
  await moon.click({ force: true });
  await waitForCaptcha(page);
  const marsStories = result.locator('[data-card-kind="story"]').filter({ hasText: 'Mars (2 stories)' });
  await expect(marsStories).toBeVisible({ timeout: 30_000 });
  await expect(moon).toHaveAttribute('aria-disabled', 'false');
  expect(lookups.at(-1)).toMatchObject({
    url: 'https://www.instagram.com/stories/highlights/17890000000000001/',
    toolType: 'single-highlight',
  });
  // Only Mars was asked for: the click on Moon came while Mars was loading.
  expect(
    lookups.filter((body) => (body as { toolType?: string }).toolType === 'single-highlight'),
  ).toHaveLength(1);
  await moon.click();
  await waitForCaptcha(page);
  await expect(result.locator('[data-card-kind="story"]').filter({ hasText: 'Moon (1 story)' })).toBeVisible({
    timeout: 30_000,
  });
  await marsStories.click();
  await expect(page.getByTestId('media-viewer').getByTestId('viewer-counter')).toHaveText('1 / 2');
  await expect(page.getByRole('dialog', { name: 'Mars' })).toBeVisible();
});

test('DR-2.2.04 DR-2.2.05 DR-4.04 DR-2.2.06 DR-2.3.03 infinite scroll by tens, reset by a tab change; the avatar returns to the stories', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const result = await lookUpInstagram(page, '/downloader/instagram/story', 'crowd');
  const cards = result.locator('[data-card-kind="story"]');
  await expect(cards).toHaveCount(10);
  await expect(result.getByTestId('grid-skeleton')).toHaveCount(6);
  await result.getByTestId('grid-sentinel').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(20);
  await result.getByTestId('grid-sentinel').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(23);
  await expect(result.getByTestId('grid-skeleton')).toHaveCount(0);
  await expect(result.getByTestId('grid-sentinel')).toHaveCount(0);

  // The custom Songs tab is empty: it says so rather than being disabled.
  await page.getByRole('tab', { name: /^Songs/ }).click();
  await expect(result.getByText('No items to display')).toBeVisible();
  // The avatar brings the stories tab back (150 ms) and the tabs 80 px below the window's top (100 ms later).
  await result.getByRole('button', { name: 'Show the stories of @crowd' }).click();
  await expect(page.getByRole('tab', { name: /^Stories/ })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(10);
  await expect
    .poll(async () => Math.round((await result.getByTestId('result-tabs').boundingBox())?.y ?? -1), {
      timeout: 5000,
    })
    .toBe(80);
});

test('DR-2.6.03 DR-2.6.08 DR-2.6.10 D190 a carousel: single media, "1/6", its caption copied, Download all as one ZIP byte for byte', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createAccount(page, 'ig-archive');
  await signIn(page, account);
  const result = await lookUpInstagram(
    page,
    '/downloader/instagram/carousel',
    'https://www.instagram.com/p/SixSlides/',
    {
      label: LINK_FIELD,
      signedIn: true,
    },
  );
  await expect(result).toHaveAttribute('data-layout', 'single-media');
  await expect(result.getByTestId('carousel-count')).toHaveText('1/6');
  const copy = result.getByRole('button', { name: 'Copy caption' });
  await copy.click();
  await expect(result.getByRole('button', { name: 'Caption copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Six views of Mars #space');
  await expect(result.getByRole('button', { name: 'Copy caption' })).toBeVisible({ timeout: 4000 });

  const all = result.getByRole('button', { name: 'Download all (6 files)' });
  const download = await downloadBy(page, all);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await unzip(await downloadedBytes(download));
  expect([...entries.keys()]).toHaveLength(6);
  [...entries.values()].forEach((bytes, i) => {
    const slide = SIX_SLIDES[i];
    expect(bytes.equals(instagramFile(`${slide?.name ?? ''}.${slide?.video ? 'mp4' : 'jpg'}`))).toBe(true);
  });
  // One credit per file (a free account has ten a day).
  const used = await page.evaluate(async () => {
    const status = (await (await fetch('/api/credits/daily-status')).json()) as { data: { used: number } };
    return status.data.used;
  });
  expect(used).toBe(6);
});

test('DR-2.6.09 the caption-copier tool copies with "Copy Instagram Caption", then "Caption Copied Successfully!"', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const result = await lookUpInstagram(
    page,
    '/downloader/instagram/caption-copier',
    'https://www.instagram.com/p/CarouselOne/',
    {
      label: LINK_FIELD,
    },
  );
  await result.getByRole('button', { name: 'Copy Instagram Caption' }).click();
  await expect(result.getByRole('button', { name: 'Caption Copied Successfully!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Two views of Mars #space');
  await expect(page.locator('[data-toast]').filter({ hasText: 'Copied!' })).toContainText(
    'Caption copied to clipboard',
  );
});

test('DR-2.6.02 DR-7.09 DR-7.10 the profile picture layout downloads the HD picture by its stream link; the bio layout copies the bio', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let result = await lookUpInstagram(page, '/downloader/instagram/profile-picture', 'nasa');
  await expect(result).toHaveAttribute('data-layout', 'profile-picture');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest((r) => r.url().includes('/api/downloader/stream?token=')),
    result.getByRole('button', { name: 'Download HD' }).click(),
  ]);
  expect((await downloadedBytes(download)).equals(instagramFile('pic-1080.jpg'))).toBe(true);

  result = await lookUpInstagram(page, '/downloader/instagram/bio-copier', 'nasa');
  await expect(result).toHaveAttribute('data-layout', 'bio');
  await expect(result.getByTestId('profile-stats')).toContainText('Followers');
  await result.getByRole('button', { name: 'Copy bio' }).click();
  await expect(result.getByRole('button', { name: 'Bio copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Official account of NASA. Exploring the universe.',
  );
});

test('DR-2.6.04 DR-2.6.11 DR-2.6.12 DR-2.6.14 the legacy cards: sizes as dimensions, a video lightbox with its download, the provider footer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const result = await lookUpInstagram(
    page,
    '/downloader/instagram/private-account',
    'https://www.instagram.com/friend/',
    {
      label: LINK_FIELD,
    },
  );
  await expect(result).toHaveAttribute('data-layout', 'legacy');
  await expect(result.getByTestId('quality-card')).toHaveCount(3);
  await expect(result.getByTestId('provider-footer')).toHaveText('Via instagram API');
  const video = result.getByTestId('quality-card').nth(1);
  await expect(video.getByTestId('card-size')).toHaveText('360x640');
  await video.getByRole('button', { name: /^Open / }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toHaveAttribute('data-fade', 'in');
  await expect(lightbox.getByTestId('lightbox-video')).toBeVisible();
  await expect(lightbox).toContainText('360x640');
  const download = await downloadBy(page, lightbox.getByRole('button', { name: 'Download 360p' }));
  expect((await downloadedBytes(download)).equals(instagramFile('story.mp4'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test("DR-2.7.01 a failed lookup shows the Instagram failure card with the server's words", async ({
  page,
}) => {
  await page.goto('/downloader/instagram/story');
  const field = page.getByLabel('Instagram username or profile link', { exact: true });
  await field.fill('nobody_here');
  await field.press('Enter');
  await waitForCaptcha(page);
  const card = page.getByTestId('instagram-failure');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('heading', { name: 'Failed to load Instagram content' })).toBeVisible();
  await expect(card).toContainText('No Instagram account has this username');
});

test('DR-4.09 at 390 px in fa: right to left, Persian words and digits, no serious axe violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fa/downloader/instagram/story');
  const field = page.locator('main form input').first();
  await field.fill('nasa');
  await field.press('Enter');
  await waitForCaptcha(page);
  const result = page.getByTestId('instagram-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: /استوری‌ها/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /استوری‌ها/ }).getByTestId('tab-count')).toHaveText('۳');
  await expect(result.locator('[data-card-kind="story"]').first()).toContainText('ساعت پیش');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import { IDS } from '../apps/server/test/extractors-suno/suno-documents.js';
import { downloadBy, downloadedBytes, sha256 } from './support/downloader-page.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';
import { lookUp, originFile } from './support/results-page.js';

// Suno's result views (downloader-results.md §2.4, §2.9; downloader.md §4 "Suno audio player") against
// the real server reading the loopback Suno of playwright.config.ts (the server tests' documents): the
// songs play and download through the server's media proxy and stream links.

const SONG = `https://suno.com/song/${IDS.song}`;
const PLAYLIST = `https://suno.com/playlist/${IDS.playlist}`;

async function analyse(page: Page, route: string, link: string): Promise<void> {
  await page.goto(route);
  await lookUp(page, 'Link', link);
  await expect(page.getByTestId('suno-result')).toBeVisible({ timeout: 30_000 });
}

/** A play button's state as the player reports it (idle, loading, playing, paused). */
const playerStatus = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^(Play|Pause|Loading) ${name}$`) }).first();

test('DR-2.4.01 DR-2.4.02 DR-2.4.03 DR-2.4.04 DR-2.4.06 DR-2.9.06 DR-7.07 a song: the music card plays and seeks through the media proxy, its audio downloads byte for byte', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = recordPageErrors(page);
  const proxied: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/media/proxy/')) proxied.push(r.resourceType());
  });
  await analyse(page, '/downloader/suno', SONG);
  const card = page.getByRole('region', { name: 'Neon Harbor, player' });
  await expect(card.getByRole('heading', { name: 'Neon Harbor' })).toBeVisible();
  await expect(card.locator('[data-artist]')).toHaveText('Lumen Tide');
  await expect(card.locator('[data-format-badge]')).toHaveText('MP3');
  await expect(card).toContainText('v4.5');
  await expect(card).toContainText('dreamy synthwave, female vocals');
  for (const name of ['Download audio (MP3)', 'Download cover', 'Download video', 'Download artist picture'])
    await expect(card.getByRole('button', { name })).toBeVisible();
  // The single item list: type, format, play for the audio, download.
  const items = page.getByRole('table', { name: 'Files' }).locator('tbody tr');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Audio');
  await expect(items.nth(0)).toContainText('MP3');
  await expect(items.nth(0).getByRole('button', { name: 'Play Neon Harbor' })).toBeVisible();
  await expect(items.nth(1).getByRole('button', { name: /^Play/ })).toHaveCount(0);

  // The cover toggles play; the time runs; the bar seeks; the cover again pauses.
  const cover = card.locator('[data-cover-toggle]');
  await cover.click();
  await expect(cover).toHaveAttribute('aria-label', 'Pause Neon Harbor', { timeout: 10_000 });
  await expect(card.locator('[data-elapsed]')).not.toHaveText('0:00', { timeout: 10_000 });
  await expect(card.locator('[data-total]')).toHaveText('0:20');
  const seek = card.getByRole('slider', { name: 'Position in Neon Harbor' });
  await seek.fill('15');
  await expect(card.locator('[data-elapsed]')).toHaveText(/0:1[5-9]/);
  await page.waitForTimeout(300);
  await cover.click();
  await expect(cover).toHaveAttribute('aria-label', 'Play Neon Harbor');
  expect(proxied, 'the audio and pictures come through the media proxy').toEqual(
    expect.arrayContaining(['media', 'image']),
  );

  const audio = await downloadBy(page, card.getByRole('button', { name: 'Download audio (MP3)' }));
  expect(audio.suggestedFilename()).toBe('Neon_Harbor_Audio.mp3');
  expect(sha256(await downloadedBytes(audio))).toBe(sha256(originFile('song.mp3')));
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('DR-2.4.05 DR-7.12 DR-2.9.09 the cover downloads as a blob, falls back to its stream when the proxy fails, and previews in a fading modal', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await analyse(page, '/downloader/suno', SONG);
  const card = page.getByRole('region', { name: 'Neon Harbor, player' });
  const cover = await downloadBy(page, card.getByRole('button', { name: 'Download cover' }));
  expect(cover.url()).toMatch(/^blob:/);
  expect(cover.suggestedFilename()).toBe('Neon_Harbor_Cover.jpg');
  expect(sha256(await downloadedBytes(cover))).toBe(sha256(originFile('cover.jpeg')));
  const artist = await downloadBy(page, card.getByRole('button', { name: 'Download artist picture' }));
  expect(artist.suggestedFilename()).toBe('lumentide_Artist.jpg');

  // The proxied picture fails: the cover's own stream link delivers it, as a picture file.
  await page.route('**/api/media/proxy/**', (route) =>
    route.request().resourceType() === 'fetch' ? route.abort() : route.fallback(),
  );
  const fallback = await downloadBy(page, card.getByRole('button', { name: 'Download cover' }));
  expect(fallback.url()).toMatch(/\/api\/downloader\/stream\?token=/);
  expect(fallback.suggestedFilename()).toBe('Neon_Harbor_Cover.jpg');
  expect(sha256(await downloadedBytes(fallback))).toBe(sha256(originFile('cover.jpeg')));
  await page.unroute('**/api/media/proxy/**');

  const open = card.getByRole('button', { name: 'Show the cover' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Cover of Neon Harbor' });
  await expect(dialog).toHaveAttribute('data-fade', 'in');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveAttribute('data-fade', 'out');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('DR-2.9.01 DR-2.9.02 DR-2.9.03 DR-2.9.04 DR-2.9.05 a playlist on desktop: the header and a table of rows; MP4 only where a song has a video; one track plays at a time', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await analyse(page, '/downloader/suno/playlist', PLAYLIST);
  const result = page.getByTestId('suno-result');
  await expect(result.getByRole('heading', { name: 'Night Drive' })).toBeVisible();
  await expect(result.locator('[data-badge="playlist"]')).toHaveText('Playlist');
  await expect(result.locator('[data-author]')).toHaveText('Harbor Radio');
  await expect(result.locator('[data-handle]')).toHaveText('@harborradio');
  await expect(result.locator('[data-cover-preview] img')).toHaveJSProperty('complete', true);
  await expect(page.getByTestId('suno-cards')).toHaveCount(0);
  const rows = page.getByTestId('suno-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).map((s) => s.trim());
  expect((await cells(0)).slice(0, 7)).toEqual(['1', '', 'Neon Harbor', 'Lumen Tide', '0:01', '2.3M', 'MP3']);
  expect((await cells(1)).slice(4, 6)).toEqual(['0:01', '999']);
  expect((await cells(2)).slice(2, 5)).toEqual(['Last Ferry', 'Lumen Tide', '2:05']);
  await expect(rows.nth(2)).toContainText('v4');
  await expect(rows.nth(0).getByRole('button', { name: 'Download MP4 of Neon Harbor' })).toBeVisible();
  await expect(rows.nth(1).getByRole('button', { name: /MP4/ })).toHaveCount(0);

  // Two clicks within 250 ms count once; starting another song stops the first.
  const first = playerStatus(page, 'Neon Harbor');
  await first.dblclick();
  await expect(first).toHaveAttribute('data-player-status', 'playing', { timeout: 10_000 });
  await page.waitForTimeout(300);
  const second = playerStatus(page, 'Quiet Pier');
  await second.click();
  await expect(second).toHaveAttribute('data-player-status', 'playing', { timeout: 10_000 });
  await expect(first).toHaveAttribute('data-player-status', 'idle');
  await expect(page.locator('[data-player-status="playing"]')).toHaveCount(1);

  const mp3 = await downloadBy(page, rows.nth(2).getByRole('button', { name: 'Download MP3 of Last Ferry' }));
  expect(mp3.suggestedFilename()).toMatch(/^Night_Drive_3_Last_Ferry\.mp3$/);
  expect(sha256(await downloadedBytes(mp3))).toBe(sha256(originFile('song.mp3')));
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('DR-2.9.02 a playlist at 390 px is a list of cards; in fa the page reads right to left', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fa/downloader/suno/playlist');
  await lookUp(page, 'پیوند', PLAYLIST);
  await expect(page.getByTestId('suno-cards')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('suno-table')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cards = page.getByTestId('suno-cards').locator('li');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(2)).toContainText('2:05');
  await expect(page.locator('[data-badge="playlist"]')).toHaveText('فهرست پخش');
  await expect(cards.first().getByRole('button', { name: 'پخش Neon Harbor' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('DR-2.9.07 the video tool lists the video, then the audio, then the picture', async ({ page }) => {
  test.setTimeout(60_000);
  await analyse(page, '/downloader/suno/video', SONG);
  const kinds = page.getByTestId('suno-items').locator('[data-kind]');
  await expect(kinds).toHaveCount(3);
  expect(await kinds.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')))).toEqual([
    'video',
    'audio',
    'image',
  ]);
});

test('DR-2.9.08 a song Suno does not have: the failure card with the spec’s two sentences', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/downloader/suno');
  await lookUp(page, 'Link', `https://suno.com/song/${IDS.missing}`);
  const failure = page.getByTestId('suno-failure');
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(failure.getByRole('heading')).toHaveText('Failed to analyze Suno AI content');
  await expect(failure).toContainText('Please check the URL and try again.');
  await expect(page.getByTestId('suno-result')).toHaveCount(0);
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { USER } from '../apps/server/test/extractors-snapchat/snapchat-documents.js';
import { IDS } from '../apps/server/test/extractors-suno/suno-documents.js';
import { createAccount, submitSignIn } from './support/auth-page.js';
import { downloadBy, downloadedBytes } from './support/downloader-page.js';
import { originFile } from './support/results-page.js';

// "Download all" of Suno's playlists and Snapchat's profiles (D190, D197) against the real server
// reading the loopback platforms of playwright.config.ts: one ZIP, read back with Debian's unzip, whose
// entries are the files the platform serves, one credit each. Signed in: an account's ten daily credits
// pay for every file.

const run = promisify(execFile);

async function unzip(bytes: Buffer): Promise<Buffer[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-zip-'));
  try {
    const file = path.join(dir, 'all.zip');
    writeFileSync(file, bytes);
    expect((await run('unzip', ['-t', file])).stdout).toContain('No errors detected');
    const names = (await run('unzip', ['-Z1', file])).stdout.split('\n').filter(Boolean);
    const entries: Buffer[] = [];
    for (const name of names)
      entries.push((await run('unzip', ['-p', file, name], { encoding: 'buffer' })).stdout);
    return entries;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function signedInLookUp(page: Page, prefix: string, route: string, label: string, value: string) {
  const account = await createAccount(page, prefix);
  await page.goto('/auth/signin');
  await submitSignIn(page, account.email, account.password);
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
  await page.goto(route);
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

async function creditsUsed(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const status = (await (await fetch('/api/credits/daily-status')).json()) as { data: { used: number } };
    return status.data.used;
  });
}

test('D197 a Suno playlist: Download all is one ZIP of its songs’ MP3s, byte for byte, one credit each', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInLookUp(
    page,
    'suno-all',
    '/downloader/suno/playlist',
    'Link',
    `https://suno.com/playlist/${IDS.playlist}`,
  );
  await expect(page.getByTestId('suno-result')).toBeVisible({ timeout: 30_000 });
  const download = await downloadBy(page, page.getByRole('button', { name: 'Download all (3 files)' }));
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await unzip(await downloadedBytes(download));
  expect(entries).toHaveLength(3);
  for (const bytes of entries) expect(bytes.equals(originFile('song.mp3'))).toBe(true);
  expect(await creditsUsed(page)).toBe(3);
});

test('D197 a Snapchat profile: Download all holds every snap of its tabs, byte for byte', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInLookUp(page, 'snap-all', '/downloader/snapchat', 'Snapchat username or link', USER);
  await expect(page.getByTestId('snapchat-result')).toBeVisible({ timeout: 30_000 });
  const button = page.getByRole('button', { name: /^Download all \(\d+ files\)$/ });
  const count = Number(/\((\d+) files\)/.exec((await button.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(1);
  const download = await downloadBy(page, button);
  const entries = await unzip(await downloadedBytes(download));
  expect(entries).toHaveLength(count);
  const video = originFile('snap.mp4');
  const photo = originFile('snap.jpg');
  expect(entries.filter((bytes) => bytes.equals(video)).length).toBeGreaterThan(0);
  expect(entries.filter((bytes) => bytes.equals(photo)).length).toBeGreaterThan(0);
  expect(entries.every((bytes) => bytes.equals(video) || bytes.equals(photo))).toBe(true);
  expect(await creditsUsed(page)).toBe(count);
});

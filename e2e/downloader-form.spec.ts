import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { RESTRICTED_BASE, STRONG_PASSWORD, submitSignUp, uniqueEmail } from './support/auth-page.js';
import { toasts } from './support/convert-page.js';
import { formError, linkField, recordAnalyses, submitButton } from './support/downloader-page.js';
import { makeSmallVideo } from './support/media-fixtures.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// The downloader form without the analysis itself (downloader.md §2, §5, §6, §8): its checks, its
// calls' order, its credit prompts on the second server (1 credit a day for anonymous visitors, none
// for free accounts: playwright.config.ts), and the page in Persian by keyboard alone.

/** Every credit read and analysis the page makes, in order. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/credits/') || pathname === '/api/downloader/info') calls.push(pathname);
  });
  return calls;
}

async function submitWith(page: Page, value: string, label = 'Link'): Promise<void> {
  await linkField(page, label).fill(value);
  await linkField(page, label).press('Enter');
}

test('DL-4.07 DL-5.01 DL-5.10 DL-5.12 DL-5.15 DL-5.16 the spec’s messages for bad input, and no call for it', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  const calls = recordCalls(page);
  await page.goto('/downloader/youtube');
  await submitWith(page, 'https://example.com/v.mp4');
  await expect(formError(page)).toHaveText('URL is not from a supported platform');
  await expect(linkField(page)).toHaveAttribute('aria-invalid', 'true');
  await submitWith(page, 'ht!tp:/x');
  await expect(formError(page)).toHaveText('Please enter a valid URL');

  await page.goto('/downloader/instagram/reels');
  await submitWith(page, '   ');
  await expect(formError(page)).toHaveText('Please enter a reels URL');
  await page.goto('/downloader/instagram/profile-picture');
  await submitWith(page, 'nasa!', 'Instagram username or profile link');
  await expect(formError(page)).toHaveText('Please enter a valid Instagram username or profile link');
  await page.goto('/downloader/snapchat');
  await submitWith(page, 'team snap!', 'Snapchat username or link');
  await expect(formError(page)).toHaveText('Please enter a valid Snapchat username or profile link');

  expect(calls, 'invalid input asks the server nothing').toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('DL-2.38 DL-2.39 submit labels, placeholders and the detected-platform line per platform and tool', async ({
  page,
}) => {
  await page.goto('/downloader/youtube');
  await expect(submitButton(page)).toHaveText('Start');
  await expect(linkField(page)).toHaveAttribute('placeholder', 'Paste a YouTube link');
  await linkField(page).fill('youtu.be/abc');
  await expect(page.getByTestId('detected-platform')).toHaveText('Detected platform: YouTube');
  await page.goto('/downloader/instagram/story');
  const story = linkField(page, 'Instagram username or profile link');
  await expect(story).toHaveAttribute('placeholder', "@username or the link of a profile's stories");
  await story.fill('instagram.com/nasa');
  await expect(page.getByTestId('detected-platform')).toHaveCount(0);
  await page.goto('/downloader/whatsapp/profile-details');
  await expect(submitButton(page)).toHaveText('Check profile');
  await expect(page.getByLabel('WhatsApp number')).toBeVisible();
});

test('DL-6.09 a credit check that cannot be made stops the analysis with its error toast', async ({
  page,
}) => {
  const analyses = recordAnalyses(page);
  await page.route('**/api/credits/**', (route) => route.abort());
  await page.goto('/downloader/youtube');
  await submitWith(page, 'youtu.be/abc');
  const toast = toasts(page).filter({ hasText: 'Failed to check credit availability. Please try again.' });
  await expect(toast).toContainText('Error');
  await expect(submitButton(page)).toHaveText('Start');
  await expect(page.getByRole('heading', { name: 'Security Verification' })).toHaveCount(0);
  expect(analyses).toEqual([]);
});

test.describe('credit prompts (second server)', () => {
  test.use({ baseURL: RESTRICTED_BASE });

  test('DL-2.41 anonymous: the credit check, then the captcha step while a credit is left; none left, the "Download Failed" prompt and toast with Sign Up Free and Sign In', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const calls = recordCalls(page);
    await page.goto('/downloader/youtube');
    await submitWith(page, 'youtu.be/abc');
    const panel = page.getByRole('region', { name: 'Security Verification' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Sign up to skip this check.');
    expect(calls).toEqual(['/api/credits/daily-status']);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The day's one credit goes to a conversion made with this browser's session.
    const video = readFileSync(makeSmallVideo(testInfo, 'spend.mp4')).toString('base64');
    const status = await page.evaluate(async (base64) => {
      const session = (JSON.parse(localStorage.getItem('anonymous_session') ?? '{}') as { id: string }).id;
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'video/mp4' }), 'spend.mp4');
      const headers = { 'X-Anonymous-Session-ID': session };
      const upload = (await (
        await fetch('/api/files/v2/upload/', { method: 'POST', body: form, headers })
      ).json()) as {
        data: { fileId: string };
      };
      const convert = await fetch(`/api/files/${upload.data.fileId}/convert/webm`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: '{}',
      });
      return convert.status;
    }, video);
    expect(status).toBe(202);

    await page.reload();
    calls.splice(0);
    await submitWith(page, 'youtu.be/abc');
    const prompt = page.getByTestId('credit-prompt');
    await expect(prompt.getByRole('heading', { name: 'Download Failed' })).toBeVisible();
    await expect(prompt).toContainText("You have used today's free credits.");
    const back = encodeURIComponent('/downloader/youtube');
    await expect(prompt.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
      'href',
      `/auth/signup?redirect=${back}`,
    );
    await expect(prompt.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth/signin?redirect=${back}`,
    );
    const toast = toasts(page).filter({ hasText: 'Download Failed' });
    await expect(toast.getByRole('button', { name: 'Sign Up Free' })).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Security Verification' })).toHaveCount(0);
    expect(calls, 'refused before any analysis').toEqual(['/api/credits/daily-status']);
  });

  test('DL-6.05 DL-4.11 a free account skips the captcha; at its limit the "Download Failed" prompt and toast offer Upgrade Plan', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/auth/signup');
    await submitSignUp(page, { name: 'Free Fred', email: uniqueEmail('dl-free'), password: STRONG_PASSWORD });
    await expect(page.getByTestId('account-name')).toHaveText('Free Fred');
    await page.goto('/downloader/youtube');
    await submitWith(page, 'youtu.be/abc');
    const prompt = page.getByTestId('credit-prompt');
    await expect(prompt.getByRole('heading', { name: 'Download Failed' })).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    await expect(
      toasts(page).filter({ hasText: 'Download Failed' }).getByRole('button', { name: 'Upgrade Plan' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Security Verification' })).toHaveCount(0);
  });
});

test('fa: the form right to left by keyboard alone, its texts and messages in Persian, the link left to right', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  await page.goto('/fa/downloader/youtube');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const field = page.getByLabel('پیوند', { exact: true });
  await expect(field).toHaveAttribute('dir', 'ltr');
  for (let i = 0; i < 80 && !(await field.evaluate((node) => node === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await page.keyboard.type('https://example.com/v.mp4');
  await page.keyboard.press('Enter');
  await expect(formError(page)).toHaveText('این نشانی از سکوهای پشتیبانی‌شده نیست');
  await expect(field).toBeFocused();
  // The submit button is next in the tab order, named in Persian; the radios follow it.
  await page.keyboard.press('Tab');
  await expect(submitButton(page)).toBeFocused();
  await expect(submitButton(page)).toHaveText('شروع');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'ویدیو' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'ویدیو' })).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import { toasts } from './support/convert-page.js';
import { downloadBy, downloadedBytes, sha256 } from './support/downloader-page.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';
import { lookUp, originFile, WHATSAPP_BASE } from './support/results-page.js';

// WhatsApp's result screens (downloader-results.md §2.8; downloader.md §2 "Profile screens", §8) on the
// real server with a stand-in for the linked device (e2e/support/whatsapp-app.mjs, D207): the lookups,
// the stored answers, the media proxy and the stream links are the shipped ones.

test.use({ baseURL: WHATSAPP_BASE });

const FIELD = 'WhatsApp number';

async function lookUpNumber(page: Page, number: string, label = FIELD): Promise<void> {
  await lookUp(page, label, number);
  await expect(page.getByTestId('whatsapp-result')).toBeVisible({ timeout: 30_000 });
}

const result = (page: Page) => page.getByTestId('whatsapp-result');
const field = (page: Page, name: string) => result(page).locator(`[data-field="${name}"]`);

test('DR-2.8.02 DR-2.8.03 DR-2.8.04 DR-2.8.05 DL-2.61 DL-2.62 DL-2.65 DL-2.66 DL-2.67 DR-9.04 a business with its picture: avatar, HD preview, number with flag, badges, fields, hours, one download per picture', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = recordPageErrors(page);
  await page.goto('/downloader/whatsapp');
  await lookUpNumber(page, '+44 7700 900123');
  await expect(result(page)).toHaveAttribute('data-screen', 'picture');
  const phone = result(page).locator('[data-phone]');
  await expect(phone.locator('[data-flag]')).toHaveAttribute('data-flag', 'GB');
  await expect(phone.locator('[data-flag] img')).toBeVisible();
  await expect(phone.locator('[data-dial-code]')).toHaveText('+44');
  await expect(phone.locator('[data-national]')).toHaveText('770 090 012 3');
  await expect(result(page).locator('[data-badge="available"]')).toHaveText('Profile available');
  await expect(result(page).locator('[data-badge="business"]')).toHaveText('Business account');
  await expect(page.getByTestId('personal-notice')).toHaveCount(0);

  // The round avatar loads through the media proxy; a click opens the HD preview, which downloads.
  const avatar = result(page).getByRole('button', { name: 'Open the profile picture' });
  const image = avatar.getByRole('img', { name: 'Profile picture of +447700900123' });
  await expect(image).toHaveAttribute('src', /^\/api\/media\/proxy\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expect(avatar.locator('[data-skeleton]')).toHaveCount(0);
  await avatar.click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture of +447700900123' });
  await expect(dialog).toHaveAttribute('data-fade', 'in');
  const hd = await downloadBy(page, dialog.getByRole('button', { name: 'Download HD' }));
  expect(hd.suggestedFilename()).toBe('WhatsApp_447700900123_HD.jpg');
  expect(sha256(await downloadedBytes(hd))).toBe(sha256(originFile('wa-640.jpg')));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveAttribute('data-fade', 'out');
  await expect(dialog).toHaveCount(0);
  await expect(avatar).toBeFocused();

  const send = result(page).getByRole('link', { name: /Send message/ });
  await expect(send).toHaveAttribute('href', 'https://wa.me/447700900123');
  await expect(send).toHaveAttribute('target', '_blank');
  await expect(field(page, 'about')).toContainText('Open every day');
  await expect(field(page, 'description')).toContainText('Fresh bread every morning');
  await expect(field(page, 'categories').getByRole('listitem')).toHaveText(['Bakery', 'Café']);
  await expect(field(page, 'email')).toContainText('hello@bakery.example');
  await expect(field(page, 'website').getByRole('link')).toHaveText('https://bakery.example');
  await expect(field(page, 'address')).toContainText('1 High Street, London');
  await expect(field(page, 'memberSince')).toContainText('Member since 2019');
  const hours = page.getByTestId('business-hours');
  await expect(hours).toContainText('Time zone: Europe/London');
  await expect(hours.locator('[data-day="mon"] td')).toHaveText('09:00 - 17:00');
  await expect(hours.locator('[data-day="sun"] td')).toHaveText('24/7');
  await expect(hours.locator('[data-day="tue"] td')).toHaveText('Closed');

  // A one-tab grid with a download per picture size, named by the number's digits.
  await expect(result(page).getByRole('tab')).toHaveText(['Profile pictures (2)']);
  const cards = result(page).getByRole('tabpanel').locator('li[data-format-id]');
  await expect(cards.getByRole('button', { name: /^Download profile picture/ })).toHaveCount(2);
  const preview = await downloadBy(page, cards.nth(1).getByRole('button', { name: /Preview$/ }));
  expect(preview.suggestedFilename()).toBe('WhatsApp_447700900123_Preview.jpg');
  expect(sha256(await downloadedBytes(preview))).toBe(sha256(originFile('wa-96.jpg')));
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('DL-2.63 DL-2.64 DL-2.62 DR-5.07 DR-5.08 DL-2.65 the devices badge and its popover for 3, 1 and 0 devices; flags by dial code, an unknown code shows the US flag alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/downloader/whatsapp');
  const badge = () => result(page).locator('[data-devices]');
  const explain = async (text: string) => {
    await result(page).getByRole('button', { name: 'About the device count' }).click();
    const popover = page.getByTestId('devices-popover');
    await expect(popover).toContainText(text);
    await expect(popover).toContainText(/Updated .*2026/);
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
  };
  await lookUpNumber(page, '+44 7700 900123');
  await expect(badge()).toHaveText('Active on 3 devices');
  await explain('several devices');

  await lookUpNumber(page, '+1 555 123 4567');
  await expect(badge()).toHaveText('Active on 1 device');
  await explain('one device');
  await expect(result(page).locator('[data-flag]')).toHaveAttribute('data-flag', 'US');
  await expect(result(page).locator('[data-dial-code]')).toHaveText('+1');
  await expect(result(page).locator('[data-national]')).toHaveText('(555) 123-4567');
  await expect(page.getByTestId('personal-notice')).toBeVisible();
  await expect(result(page).locator('[data-badge="business"]')).toHaveCount(0);
  await expect(field(page, 'status')).toContainText('Hey there! I am using WhatsApp.');

  await lookUpNumber(page, '+971 50 123 4567');
  await expect(badge()).toHaveText('Active on 0 devices');
  await explain('offline');
  await expect(result(page).locator('[data-flag]')).toHaveAttribute('data-flag', 'AE');
  await expect(result(page).locator('[data-dial-code]')).toHaveText('+971');

  await lookUpNumber(page, '+372 512 3456');
  await expect(result(page).locator('[data-flag]')).toHaveAttribute('data-flag', 'US');
  await expect(result(page).locator('[data-dial-code]')).toHaveCount(0);
  await expect(result(page).locator('[data-national]')).toHaveText('372 512 345 6');
});

test('DL-2.57 DL-2.58 DL-2.59 DL-2.60 DL-8.02 DR-4.02 DR-2.8.01 profile details: type, status, the business fields each copied with its toast; an unknown number has no information', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/downloader/whatsapp/profile-details');
  await lookUpNumber(page, '+44 7700 900123');
  await expect(result(page)).toHaveAttribute('data-screen', 'details');
  await expect(result(page).getByRole('heading', { name: 'Profile details' })).toBeVisible();
  await expect(field(page, 'type')).toContainText('Business account');
  await expect(field(page, 'status')).toContainText('Active user');
  await expect(field(page, 'categories')).toContainText('Bakery, Café');
  await expect(page.getByTestId('business-hours')).toContainText('Europe/London');
  const values = {
    Description: 'Fresh bread every morning',
    Email: 'hello@bakery.example',
    Website: 'https://bakery.example',
    Address: '1 High Street, London',
  };
  for (const [label, value] of Object.entries(values)) {
    await result(page)
      .getByRole('button', { name: `Copy ${label}` })
      .click();
    await expect(result(page).getByRole('button', { name: `${label} copied` })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    const toast = toasts(page).filter({ hasText: `${label} copied!` });
    await expect(toast).toContainText('Successfully copied to clipboard');
  }
  // The copied state lasts 2 s, then the button is back.
  await expect(result(page).getByRole('button', { name: 'Copy Address' })).toBeVisible({ timeout: 3000 });

  await lookUpNumber(page, '+90 532 123 4567');
  await expect(field(page, 'status')).toContainText('Inactive');
  await expect(page.getByTestId('no-info')).toContainText(
    'No profile information is available for this number.',
  );
  await expect(page.getByTestId('no-info')).toContainText('The account may be private');

  // The picture tool refuses a number that is not on WhatsApp: no result card, the form says why.
  await page.goto('/downloader/whatsapp');
  await lookUp(page, FIELD, '+90 532 123 4567');
  await expect(page.locator('form [role="alert"]')).toHaveText('This number is not on WhatsApp.', {
    timeout: 30_000,
  });
  await expect(result(page)).toHaveCount(0);
});

test('DR-8.01 a refused clipboard: the "Copy Failed" toast', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await page.goto('/downloader/whatsapp/profile-details');
  await lookUpNumber(page, '+44 7700 900123');
  await result(page).getByRole('button', { name: 'Copy Email' }).click();
  const toast = toasts(page).filter({ hasText: 'Copy Failed' });
  await expect(toast).toContainText('Failed to copy to clipboard');
  await expect(toast).toHaveAttribute('data-type', 'error');
  await expect(toast.getByRole('alert')).toContainText('Copy Failed');
});

test('fa at 390 px: right to left around a left-to-right number; the texts in Persian', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fa/downloader/whatsapp');
  await lookUpNumber(page, '+44 7700 900123', 'شماره واتس‌اپ');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(result(page).locator('[data-phone]')).toHaveAttribute('dir', 'ltr');
  await expect(result(page).locator('[data-devices]')).toHaveText('فعال روی ۳ دستگاه');
  await expect(result(page).locator('[data-badge="business"]')).toHaveText('حساب تجاری');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import jsQRPackage from 'jsqr';
import { PNG } from 'pngjs';
import { createAccount, submitSignIn } from './support/auth-page.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// The WhatsApp link generator (downloader.md §2 "Link generator screen", §5, §8; downloader-results.md
// §2.11). The link and its QR code are made in the browser; nothing leaves the site (NOTES.md 6).

const ROUTE = '/downloader/whatsapp/link-generator';
const BUSINESS_INQUIRY =
  'Hello! I found your business online and would like to know more about your products and services. Could you send me some details?';

/**
 * The link comes from POST /api/downloader/whatsapp, after the bot check an anonymous visitor passes
 * first (a cheap proof of work here) and the spec's 1 s pause after "Verification Successful!".
 */
const linkExpect = expect.configure({ timeout: 15_000 });

async function open(page: Page, path = ROUTE) {
  await page.goto(path);
  const phone = page.locator('input[type="tel"]');
  await expect(phone).toBeVisible();
  return {
    phone,
    selector: page.getByTestId('country-selector'),
    message: page.locator('textarea'),
    generate: page.getByRole('button', { name: 'Generate' }),
    reset: page.getByRole('button', { name: 'Reset', exact: true }),
  };
}

/** Everything the page asked for stays on the site: no flag or QR service (NOTES.md 6). */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && !url.startsWith('http://127.0.0.1:')) foreign.push(url);
  });
  return foreign;
}

async function chooseCountry(page: Page, search: string, name: RegExp) {
  await page.getByTestId('country-selector').click();
  const box = page.getByRole('combobox', { name: 'Search countries' });
  // The search box takes focus 150 ms after opening (DR §2.11).
  await expect(box).toBeFocused();
  await box.fill(search);
  await expect(page.getByRole('option').first()).toHaveAccessibleName(name);
  await box.press('Enter');
}

test('DL-2.43 DL-2.44 DL-2.45 DL-2.46 DL-2.47 DL-2.48 DL-3.17 DR-2.11.06 the fresh form, its preview and when Generate and Reset appear', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  const form = await open(page);
  await expect(form.selector).toHaveAccessibleName('Country code: United States (+1)');
  await expect(form.message).toHaveAttribute('rows', '4');
  await expect(form.message).toHaveValue(BUSINESS_INQUIRY);
  await expect(form.generate).toBeDisabled();
  await expect(form.reset).toHaveCount(0);

  const preview = page.getByTestId('chat-preview');
  await expect(preview).toContainText('Your Business');
  await expect(preview).toContainText('online');
  await expect(page.getByTestId('preview-bubble')).toHaveText(BUSINESS_INQUIRY);

  await form.phone.pressSequentially('5');
  await expect(form.generate).toBeEnabled();
  await expect(form.reset).toBeVisible();
  await form.phone.press('Backspace');
  await expect(form.reset).toHaveCount(0);

  await form.phone.fill('5551234567');
  await expect(page.getByTestId('preview-number')).toHaveText('+1 (555) 123-4567');
  await form.message.fill('   ');
  await expect(page.getByTestId('preview-bubble')).toHaveCount(0);
  await expect(page.getByTestId('preview-placeholder')).toBeVisible();
  await form.message.fill('Hi');
  await expect(page.getByTestId('preview-bubble')).toHaveText('Hi');

  // Reset: its button goes away, focus lands on the number, everything is as it started.
  await form.reset.click();
  await expect(form.phone).toBeFocused();
  await expect(form.phone).toHaveValue('');
  await expect(form.message).toHaveValue(BUSINESS_INQUIRY);
  expect(errors).toEqual([]);
});

test('DL-5.05 DL-5.06 DL-5.07 DL-5.08 DL-5.09 DL-2.51 DR-2.11.01 a country chosen in the dropdown, a pasted +44 number, the link', async ({
  page,
}) => {
  const foreign = recordForeignRequests(page);
  const form = await open(page);
  await form.phone.pressSequentially('12a-3');
  await expect(form.phone).toHaveValue('123');

  // At 1280 px the selector is a dropdown, not a sheet.
  await chooseCountry(page, 'France', /^France/);
  await expect(page.locator('[data-vaul-drawer]')).toHaveCount(0);
  await expect(form.selector).toBeFocused();
  await expect(form.selector).toHaveAccessibleName('Country code: France (+33)');

  // A pasted international number picks its country by the longest dial code.
  await form.phone.fill('+44 7700 900123');
  await expect(form.selector).toHaveAccessibleName('Country code: United Kingdom (+44)');
  await expect(form.phone).toHaveValue('7700900123');
  await expect(page.getByTestId('preview-number')).toHaveText('+44 770 090 012 3');
  await form.phone.fill('+1242 555 1234');
  await expect(form.selector).toHaveAccessibleName('Country code: Bahamas (+1242)');
  await form.phone.fill('+44 123');
  await expect(form.phone).toHaveValue('+44123');
  await expect(form.selector).toHaveAccessibleName('Country code: Bahamas (+1242)');

  // GB with a national leading zero: the link carries 44 and the number without it.
  await chooseCountry(page, 'United Kingdom', /^United Kingdom/);
  await form.phone.fill('07700 900123');
  await form.message.fill('Hi there');
  const call = page.waitForRequest(
    (r) => r.url().endsWith('/api/downloader/whatsapp') && r.method() === 'POST',
  );
  await form.generate.click();
  await expect(page.getByRole('heading', { name: 'Security Verification' })).toBeVisible();
  await expect(page.getByText('Verification Successful!')).toBeVisible({ timeout: 10_000 });
  // The call sends digits only: no plus, no leading zero.
  const body = (await call).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    phoneNumber: '447700900123',
    toolType: 'link-generator',
    message: 'Hi there',
  });
  expect(typeof body.captchaToken).toBe('string');
  const heading = page.getByRole('heading', { name: 'Your WhatsApp link is ready' });
  await linkExpect(heading).toBeFocused();
  await linkExpect(page.getByTestId('generated-link')).toHaveText(
    'https://wa.me/447700900123?text=Hi%20there',
  );
  expect(foreign).toEqual([]);
});

test('the widget refuses 6, 15 and 16 digits and accepts 7 (DL §5; 15 national digits exceed E.164, D184)', async ({
  page,
}) => {
  const form = await open(page);
  const error = page.getByTestId('phone-error');
  // 15 national digits are refused as well: with the dial code they are more than a number can have.
  for (const digits of ['123456', '123456789012345', '1234567890123456']) {
    await form.phone.fill(digits);
    await form.generate.click();
    await expect(error).toHaveText(
      'Please enter a valid WhatsApp phone number with country code (e.g., +1234567890)',
    );
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.phone).toBeFocused();
  }
  await form.phone.fill('1234567');
  await expect(error).toHaveCount(0);
  await form.generate.click();
  await linkExpect(page.getByTestId('generated-link')).toHaveText(
    `https://wa.me/11234567?text=${encodeURIComponent(BUSINESS_INQUIRY)}`,
  );
});

async function generateUsLink(page: Page) {
  const form = await open(page);
  await form.phone.fill('5551234567');
  await form.message.fill('Hi');
  await form.generate.click();
  await linkExpect(page.getByTestId('generated-link')).toHaveText('https://wa.me/15551234567?text=Hi');
  return form;
}

test('DL-2.52 DL-8.02 Copy Link copies the link and says Link Copied for 2 seconds', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await generateUsLink(page);
  // Fake timers, stopped: from here on time moves only by runFor.
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  const copied = page.getByRole('button', { name: 'Link Copied' });
  await expect(copied).toBeVisible();
  // A toast writes its text a frame after it appears (D73).
  await page.clock.runFor(100);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://wa.me/15551234567?text=Hi');
  const toast = page.locator('[data-toast]').filter({ hasText: 'Link copied!' });
  await expect(toast).toContainText('Successfully copied to clipboard');
  await page.clock.runFor(1800);
  await expect(copied).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
});

test('DL-8.01 a refused clipboard asks to copy the link by hand, as an alert', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await generateUsLink(page);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please copy the link manually' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
});

/** The text a PNG's QR code holds. */
function decodeQr(png: Buffer): { text: string | undefined; width: number; height: number } {
  const image = PNG.sync.read(png);
  // jsqr is CommonJS: under NodeNext its default export is the module, whose `default` is the decoder.
  const code = jsQRPackage.default(new Uint8ClampedArray(image.data), image.width, image.height);
  return { text: code?.data, width: image.width, height: image.height };
}

test('DL-2.53 DL-2.54 DL-2.55 DL-7.11 DL-8.03 the QR code shows and saves the link, 300×300, as whatsapp-qr-{digits}.png', async ({
  page,
  context,
}) => {
  const foreign = recordForeignRequests(page);
  await generateUsLink(page);
  const link = 'https://wa.me/15551234567?text=Hi';

  const image = page.getByTestId('qr-image');
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const shown = Buffer.from((await image.getAttribute('src'))!.split(',')[1]!, 'base64');
  expect(decodeQr(shown)).toEqual({ text: link, width: 300, height: 300 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download QR' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('whatsapp-qr-15551234567.png');
  expect(decodeQr(await readFile(await file.path()))).toEqual({ text: link, width: 300, height: 300 });
  const toast = page.locator('[data-toast]').filter({ hasText: 'QR Code downloaded!' });
  await expect(toast).toContainText('QR code has been saved to your downloads.');

  // Go to Link opens the link in a new tab, without a handle back to this page.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/plain', body: 'chat' }),
  );
  const goTo = page.getByRole('link', { name: /Go to Link/ });
  await expect(goTo).toHaveAttribute('target', '_blank');
  await expect(goTo).toHaveAttribute('rel', /noopener/);
  const popup = page.waitForEvent('popup');
  await goTo.click();
  expect((await popup).url()).toBe(link);
  expect(foreign.filter((url) => !url.startsWith('https://wa.me/'))).toEqual([]);
});

test('DL-2.56 DL-4.17 Reset Form returns to an empty number, the default template and +1', async ({
  page,
}) => {
  const form = await open(page);
  await chooseCountry(page, 'Japan', /^Japan/);
  await form.phone.fill('9012345678');
  await form.message.fill('Konnichiwa');
  await form.generate.click();
  await linkExpect(page.getByTestId('generated-link')).toHaveText(
    'https://wa.me/819012345678?text=Konnichiwa',
  );
  await page.getByRole('button', { name: 'Reset Form' }).click();
  await expect(form.phone).toBeFocused();
  await expect(form.phone).toHaveValue('');
  await expect(form.message).toHaveValue(BUSINESS_INQUIRY);
  await expect(form.selector).toHaveAccessibleName('Country code: United States (+1)');
  await expect(form.reset).toHaveCount(0);
});

test('DR-2.11.01 at 390 px the country selector is a bottom sheet that returns focus when it closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await open(page);
  await form.selector.click();
  const sheet = page.locator('[data-vaul-drawer]');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Choose a country' })).toBeVisible();
  const box = sheet.getByRole('combobox', { name: 'Search countries' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(form.selector).toBeFocused();

  await form.selector.click();
  await sheet
    .getByRole('option', { name: /^India/ })
    .first()
    .click();
  await expect(sheet).toHaveCount(0);
  await expect(form.selector).toHaveAccessibleName('Country code: India (+91)');
  await expect(form.selector).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('fa is laid out right to left: the country code sits at the start, on the right of the number', async ({
  page,
}) => {
  const form = await open(page, `/fa${ROUTE}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(form.selector).toHaveAccessibleName('پیش‌شماره کشور: ایالات متحده (+1)');
  const selectorBox = (await form.selector.boundingBox())!;
  const phoneBox = (await form.phone.boundingBox())!;
  expect(selectorBox.x).toBeGreaterThan(phoneBox.x + phoneBox.width - 1);
  // The digits themselves still read left to right.
  await expect(form.phone).toHaveAttribute('dir', 'ltr');
  await form.phone.pressSequentially('۵۵۵۱۲۳۴۵۶۷');
  await expect(form.phone).toHaveValue('5551234567');
  await page.getByRole('button', { name: 'ساخت لینک' }).click();
  await linkExpect(page.getByRole('heading', { name: 'لینک واتس‌اپ شما آماده است' })).toBeFocused();
  await linkExpect(page.getByTestId('generated-link')).toHaveText(
    /^https:\/\/wa\.me\/15551234567\?text=%D8%B3/,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a signed-in visitor gets the link without the bot check', async ({ page }) => {
  const account = await createAccount(page, 'linkgen');
  await page.goto('/auth/signin');
  await submitSignIn(page, account.email, account.password);
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
  const form = await open(page);
  await form.phone.fill('5551234567');
  await form.message.fill('');
  const call = page.waitForRequest(
    (r) => r.url().endsWith('/api/downloader/whatsapp') && r.method() === 'POST',
  );
  await form.generate.click();
  expect((await call).postDataJSON()).toEqual({
    phoneNumber: '15551234567',
    toolType: 'link-generator',
    message: '',
  });
  await linkExpect(page.getByTestId('generated-link')).toHaveText('https://wa.me/15551234567');
  await expect(page.getByRole('heading', { name: 'Security Verification' })).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { localized, type Locale } from './support/app-routes.js';
import { makeH264, makeSmallVideo, writeText } from './support/media-fixtures.js';
import { recordPageErrors } from './support/page-checks.js';
import { uploadRow } from './support/upload-page.js';

/**
 * The converter by keyboard alone (no clicks), in en and fa. After each step that removes or
 * disables the focused control, focus sits on a named control, never on <body>.
 */

interface Focus {
  readonly tag: string;
  readonly type: string | null;
  /** aria-label, else the label's or the element's own text. */
  readonly name: string;
  readonly row: string | null;
  readonly action: string | null;
  readonly start: boolean;
  readonly inToast: boolean;
  readonly heading: boolean;
}

function focusOf(page: Page): Promise<Focus | 'body'> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return 'body';
    const label =
      active instanceof HTMLInputElement || active instanceof HTMLSelectElement ? active.labels?.[0] : null;
    return {
      tag: active.tagName,
      type: active.getAttribute('type'),
      name: (active.getAttribute('aria-label') ?? label?.textContent ?? active.textContent ?? '').trim(),
      row: active.closest('li[data-file-name]')?.getAttribute('data-file-name') ?? null,
      action: active.getAttribute('data-row-action'),
      start: active.hasAttribute('data-start'),
      inToast: active.closest('[data-toast]') !== null,
      heading: active.hasAttribute('data-page-heading'),
    };
  });
}

/** Focus is on an element with a name (not <body>), and `expected` holds for it. */
async function expectFocus(page: Page, expected: Partial<Focus>): Promise<void> {
  await expect
    .poll(async () => {
      const focus = await focusOf(page);
      return focus === 'body' ? 'body' : { ...focus, named: focus.name !== '' };
    })
    .toMatchObject({ ...expected, named: true });
}

/** Presses Tab until the focused element satisfies `done` (at most 60 times). */
async function tabUntil(page: Page, done: (focus: Focus) => boolean, key = 'Tab'): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press(key);
    const focus = await focusOf(page);
    if (focus !== 'body' && done(focus)) return;
  }
  throw new Error('Tab never reached the control');
}

/** Opens the drop zone's file chooser with the keyboard and picks `paths`. */
async function chooseByKeyboard(page: Page, paths: readonly string[]): Promise<void> {
  // Listening first turns on the browser's chooser interception while Tab moves; a listener added
  // just before the key press could lose that race on a loaded machine, and the chooser then opens
  // natively (cancelled at once in headless Chromium) with no event.
  const chooser = page.waitForEvent('filechooser');
  await tabUntil(page, (focus) => focus.tag === 'INPUT' && focus.type === 'file');
  await expectFocus(page, { tag: 'INPUT', type: 'file' });
  await page.keyboard.press('Space');
  await (await chooser).setFiles([...paths]);
}

const ASCII_DIGIT = /[0-9]/;
const PERSIAN_NUMBER = /[۰-۹]/;

const PICKER_NAME: Readonly<Record<'en' | 'fa', string>> = {
  en: 'Output format: WebM',
  fa: 'قالب خروجی: WebM',
};

const REMOVED: Readonly<Record<'en' | 'fa', (name: string) => string>> = {
  en: (name) => `${name} removed`,
  fa: (name) => `${name} حذف شد`,
};

for (const locale of ['en', 'fa'] as const satisfies readonly Locale[]) {
  test(`${locale}: add, start, stop and remove by keyboard; focus lands on a named control each time, numbers in the page's digits`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = recordPageErrors(page);
    const clip = makeH264(testInfo, 'long.mp4', 20, '1280x720');
    await page.goto(localized(locale, '/converter/mp4-to-webm'));

    // The drop zone that held focus goes once the file is listed: focus moves into the new row.
    await chooseByKeyboard(page, [clip]);
    const row = uploadRow(page, clip);
    await expect(row).toBeVisible();
    // Its format picker, the row's first control.
    await expectFocus(page, { row: 'long.mp4', name: PICKER_NAME[locale] });
    await expect(page.locator('[data-live-announcer]')).toHaveText(
      locale === 'en' ? '1 file added' : '۱ فایل اضافه شد',
    );
    const size = row.locator('[data-row-size]');
    if (locale === 'fa') {
      await expect(size).toHaveText(PERSIAN_NUMBER);
      await expect(size).not.toHaveText(ASCII_DIGIT);
    } else {
      await expect(size).toHaveText(/^[\d.]+ (kB|MB)$/);
    }
    await expect(row).toHaveAttribute('data-status', 'upload_ready', { timeout: 30_000 });

    // Start turns into "Converting…"; focus goes to the row's Stop button.
    await tabUntil(page, (focus) => focus.start);
    await page.keyboard.press('Enter');
    await expectFocus(page, { row: 'long.mp4', action: 'stop' });
    const status = row.locator('[data-row-status]');
    await expect(status).toHaveText(locale === 'fa' ? /[۰-۹]+٪/ : /\d+%/, { timeout: 60_000 });
    if (locale === 'fa') await expect(status).not.toHaveText(ASCII_DIGIT);

    // Stop goes away; focus goes to the same row's Remove button.
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('data-status', 'error');
    await expectFocus(page, { row: 'long.mp4', action: 'remove' });

    // Remove takes the row away; the list is empty, so focus goes to the drop zone's file button.
    await page.keyboard.press('Enter');
    await expect(row).toHaveCount(0);
    await expectFocus(page, { tag: 'INPUT', type: 'file' });
    await expect(page.locator('[data-live-announcer]')).toHaveText(REMOVED[locale]('long.mp4'));
    expect(errors).toEqual([]);
  });
}

test('fa: the format picker tab strip runs right to left and ArrowLeft selects the next tab', async ({
  page,
}, testInfo) => {
  const clip = makeSmallVideo(testInfo, 'clip.mp4');
  await page.goto('/fa/converter');
  await chooseByKeyboard(page, [clip]);
  await expectFocus(page, { row: 'clip.mp4' });
  // The row's first control is its format picker.
  await page.keyboard.press('Enter');
  const tablist = page.getByRole('tablist');
  await expect(tablist).toBeVisible();
  await expect(tablist).toHaveCSS('direction', 'rtl');
  const tabs = tablist.getByRole('tab');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toBeFocused();
  // In rtl the first tab is on the right; ArrowLeft moves on to the second.
  const [first, second] = await Promise.all([tabs.nth(0).boundingBox(), tabs.nth(1).boundingBox()]);
  expect(second!.x).toBeLessThan(first!.x);
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
});

test("fa: the import menu's focused item shows a ring; the web-link tab, its label and its button run right to left", async ({
  page,
}) => {
  await page.goto('/fa/converter');
  await tabUntil(page, (focus) => focus.name === 'وارد کردن از');
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  // A 2 px indigo-600 ring on indigo-50 (about 5.9 : 1), not only a pale background.
  const ring = await items.first().evaluate((item) => {
    const style = getComputedStyle(item);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(ring).toEqual({ style: 'solid', width: '2px' });
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tablist')).toHaveCSS('direction', 'rtl');
  const field = dialog.getByLabel('نشانی فایل');
  await expect(field).toBeVisible();
  const label = dialog.locator(`label[for="${(await field.getAttribute('id')) ?? ''}"]`);
  await expect(label).toHaveCSS('direction', 'rtl');
  // The label starts at the right edge of the panel, the Import button sits at its left end.
  const panel = (await dialog.getByRole('tabpanel').boundingBox())!;
  const labelBox = (await label.boundingBox())!;
  expect(Math.abs(panel.x + panel.width - (labelBox.x + labelBox.width))).toBeLessThan(4);
  const button = (await dialog.getByRole('button', { name: 'وارد کردن', exact: true }).boundingBox())!;
  expect(Math.abs(button.x - panel.x)).toBeLessThan(4);
});

test('a bare ArrowDown on the language select does not navigate; Enter chooses and focus lands on the new heading', async ({
  page,
}) => {
  await page.goto('/converter');
  await tabUntil(page, (focus) => focus.tag === 'SELECT' && focus.name === 'Language');
  const select = page.getByLabel('Language', { exact: true });
  await expect(select.locator('option[value="fa"]')).toHaveAttribute('lang', 'fa');
  await expect(select.locator('option[value="fa"]')).toHaveText('فارسی');
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/converter$/);
  expect(new URL(page.url()).pathname).toBe('/converter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fa\/converter$/);
  await expectFocus(page, { tag: 'H1', heading: true });
  await expect(page.locator(':focus')).toHaveText(/\S/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
});

test("the converter's format selects browse with the arrows too; Enter opens the chosen pair", async ({
  page,
}) => {
  await page.goto('/converter/mp4-to-webm');
  await tabUntil(page, (focus) => focus.tag === 'SELECT' && focus.name === 'To');
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/converter/mp4-to-webm');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/mp4-to-webm$/);
  await expect(page).toHaveURL(/\/converter\/mp4-to-/);
  await expectFocus(page, { tag: 'H1', heading: true });
});

test('an error toast is an alert, read once, and Tab passes through it and on', async ({
  page,
}, testInfo) => {
  const text = writeText(testInfo, 'notes.txt', 'plain text');
  await page.goto('/converter');
  await chooseByKeyboard(page, [text]);
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid File Type' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('notes.txt');
  await expect(page.getByRole('alert')).toHaveCount(1);
  // Nothing was listed, so the drop zone keeps focus; no row text repeats the news.
  await expectFocus(page, { tag: 'INPUT', type: 'file' });
  await expect(page.locator('[data-live-announcer]')).toHaveText('');

  await tabUntil(page, (focus) => focus.inToast);
  await tabUntil(page, (focus) => !focus.inToast);
  await expectFocus(page, { inToast: false });
  // Shift+Tab goes back into it, and on past it the other way too.
  await tabUntil(page, (focus) => focus.inToast, 'Shift+Tab');
  await tabUntil(page, (focus) => !focus.inToast, 'Shift+Tab');
  await expectFocus(page, { inToast: false });
});

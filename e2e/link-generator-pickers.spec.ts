import { expect, test, type Page } from '@playwright/test';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// The link generator's pickers: the country selector (downloader-results.md §2.11), the message
// templates and the emoji picker (downloader.md §2, §3, §9).

const ROUTE = '/downloader/whatsapp/link-generator';
const POPULAR = [
  'US',
  'GB',
  'IN',
  'BR',
  'CN',
  'AU',
  'CA',
  'FR',
  'DE',
  'ID',
  'IR',
  'IT',
  'JP',
  'KR',
  'MX',
  'RU',
  'ES',
  'TR',
];

/** Fake timers, stopped: from now on time moves only by runFor. */
async function freezeClock(page: Page) {
  await page.clock.install();
  // Paused a moment ahead: the page's clock runs on while this call travels.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

async function open(page: Page, path = ROUTE) {
  await page.goto(path);
  await expect(page.locator('input[type="tel"]')).toBeVisible();
  return { selector: page.getByTestId('country-selector'), message: page.locator('textarea') };
}

test('DR-2.11.02 DR-2.11.03 DR-2.11.04 DR-2.11.05 the selector: popular section, search box, every country, keyboard', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  const { selector } = await open(page);
  await freezeClock(page);
  await selector.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose a country' });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('combobox', { name: 'Search countries' });
  // The search box takes focus 150 ms after opening.
  await page.clock.runFor(140);
  await expect(search).not.toBeFocused();
  await page.clock.runFor(20);
  await expect(search).toBeFocused();
  await page.clock.resume();

  const popular = dialog.getByRole('group', { name: 'Popular' }).getByRole('option');
  expect(await popular.evaluateAll((options) => options.map((o) => o.getAttribute('data-country')))).toEqual(
    POPULAR,
  );
  const all = dialog.getByRole('group', { name: 'All countries' }).getByRole('option');
  expect(await all.count()).toBeGreaterThanOrEqual(230);
  expect(await all.count()).toBeLessThanOrEqual(260);
  await expect(dialog.getByRole('option', { selected: true }).first()).toHaveAttribute('data-country', 'US');
  // Flags are bundled pictures, never a flag service's (NOTES.md 6).
  await expect(dialog.locator('[data-country="GB"] img').first()).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml,/,
  );

  // The arrows move the active option from the chosen one; Enter takes it.
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await dialog.locator('[data-country="GB"]').first().getAttribute('id'))!,
  );
  await search.fill('+49');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(dialog.getByRole('option')).toHaveAccessibleName(/^Germany/);
  await search.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(selector).toBeFocused();
  await expect(selector).toHaveAccessibleName('Country code: Germany (+49)');

  // Escape closes and gives focus back; the arrow keys open it from the button.
  await selector.press('ArrowDown');
  await expect(search).toBeFocused();
  await search.fill('atlantis');
  await expect(dialog.getByText('No country matches your search.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(selector).toBeFocused();
  await expect(selector).toHaveAccessibleName('Country code: Germany (+49)');
  expect(errors).toEqual([]);
});

test('DL-2.49 DL-3.13 DL-3.14 DL-3.15 DL-3.16 the template picker: four categories with their templates; a pick fills the message', async ({
  page,
}) => {
  const { message } = await open(page);
  const trigger = page.getByRole('button', { name: 'Templates' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Message templates' });
  await expect(dialog.getByRole('tab')).toHaveText(['Business', 'Support', 'Sales', 'Personal']);
  const counts: Record<string, number> = {};
  for (const [tab, category] of [
    ['Business', 'business'],
    ['Support', 'support'],
    ['Sales', 'sales'],
    ['Personal', 'personal'],
  ] as const) {
    await dialog.getByRole('tab', { name: tab }).click();
    counts[category] = await dialog.getByTestId(`templates-${category}`).getByRole('button').count();
  }
  expect(counts).toEqual({ business: 6, support: 5, sales: 6, personal: 5 });
  await dialog.getByRole('button', { name: /^Follow-up/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(message).toHaveValue(
    "Hi, I'm following up on my last message. Have you had a chance to look at it?",
  );
  await expect(trigger).toBeFocused();
});

test('DL-2.50 the emoji picker: four tabs, rows of 8, an emoji goes in at the caret', async ({ page }) => {
  const { message } = await open(page);
  await message.fill('Hi there');
  await message.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(2, 2));
  await page.getByRole('button', { name: 'Emoji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert an emoji' });
  await expect(dialog.getByRole('tab')).toHaveText(['Smileys', 'Gestures', 'Hearts', 'Activities']);
  const grid = dialog.getByRole('grid', { name: 'Smileys' });
  for (const row of await grid.getByRole('row').all()) await expect(row.getByRole('gridcell')).toHaveCount(8);
  const columns = await grid
    .getByRole('row')
    .first()
    .evaluate((row) => getComputedStyle(row).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(8);

  await grid.getByRole('button', { name: '😀' }).click();
  await grid.getByRole('button', { name: '😃' }).click();
  await expect(message).toHaveValue('Hi😀😃 there');

  // One Tab stop; the arrows walk the grid.
  await grid.getByRole('button', { name: '😀' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('button', { name: '😃' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('gridcell').nth(9).getByRole('button')).toBeFocused();
});

test('in fa the picker tabs and the emoji grid follow the page: ArrowLeft goes forward', async ({ page }) => {
  await open(page, `/fa${ROUTE}`);
  await page.getByRole('button', { name: 'ایموجی' }).click();
  const dialog = page.getByRole('dialog', { name: 'افزودن ایموجی' });
  const first = dialog.getByRole('tab', { name: 'چهره‌ها' });
  await first.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('tab', { name: 'حرکات دست' })).toBeFocused();
  const firstBox = (await first.boundingBox())!;
  const secondBox = (await dialog.getByRole('tab', { name: 'حرکات دست' }).boundingBox())!;
  expect(firstBox.x).toBeGreaterThan(secondBox.x);

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const cells = dialog.getByRole('grid').getByRole('button');
  await cells.first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(cells.nth(1)).toBeFocused();
  expect((await cells.nth(1).boundingBox())!.x).toBeLessThan((await cells.first().boundingBox())!.x);
});

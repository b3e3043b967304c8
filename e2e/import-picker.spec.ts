import { expect, test, type Page } from '@playwright/test';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// The drop zone's import entries and the external file picker in import mode
// (converter-compressor.md §2 "Upload area", "External file picker", §5 "Web link import"). The main
// instance serves the web link and the three drives (loopback ones, e2e/imports.spec.ts); a drive
// without credentials is e2e/imports-logins.spec.ts's.

const ENTRIES = ['Device', 'Google Drive', 'Dropbox', 'OneDrive', 'Web link (URL)'];

async function openMenu(page: Page) {
  const trigger = page.getByRole('button', { name: 'Import from' });
  // The menu's code loads just after the first paint; the placeholder trigger is disabled until then.
  await expect(trigger).toBeEnabled();
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return { trigger, menu };
}

test('CC-2.19 the import dropdown has exactly device, google-drive, dropbox, onedrive and url', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  await page.goto('/converter');
  await expect(page.getByLabel('Choose files', { exact: true })).toBeAttached();
  const { menu } = await openMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(ENTRIES);

  // "Device" opens the same file chooser as the choose-files button.
  const chooser = page.waitForEvent('filechooser');
  await menu.getByRole('menuitem', { name: 'Device' }).click();
  expect((await chooser).isMultiple()).toBe(true);
  expect(errors).toEqual([]);
});

test('CC-2.35 CC-2.37 CC-2.38 CC-5.52 CC-5.53 CC-5.54 url opens the picker on the web-link tab; the drives offer to connect', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  await page.goto('/converter');
  const { trigger, menu } = await openMenu(page);
  await menu.getByRole('menuitem', { name: 'Web link (URL)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Import files' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-vaul-drawer]')).toHaveCount(0);
  await expect(dialog.getByRole('tab')).toHaveText(['Web link', 'Google Drive', 'Dropbox', 'OneDrive']);
  await expect(dialog.getByRole('tab', { name: 'Web link' })).toHaveAttribute('aria-selected', 'true');

  const field = dialog.getByLabel('File URL');
  const message = dialog.getByTestId('url-validation');
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  // Live: each keystroke updates the message, with no submit.
  await field.pressSequentially('not a url');
  await expect(message).toHaveText('Invalid URL format');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(importButton).toBeDisabled();
  await field.fill('ftp://host/a.mp4');
  await expect(message).toHaveText('Only HTTP and HTTPS URLs are supported');
  await field.fill('');
  await field.pressSequentially('https://example.com/a.mp4');
  await expect(message).toHaveText('Valid URL');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');

  // Valid, and the server serves web-link imports: the button is enabled and says why it may go.
  await expect(importButton).toBeEnabled();
  await expect(importButton).toHaveAccessibleDescription('Valid URL');
  await field.fill('');
  await expect(importButton).toBeDisabled();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Tabs are reachable by the arrow keys; each drive, not signed in, shows its Connect state (CC-2.39).
  await dialog.getByRole('tab', { name: 'Web link' }).focus();
  for (const service of ['Google Drive', 'Dropbox', 'OneDrive']) {
    await page.keyboard.press('ArrowRight');
    const tab = dialog.getByRole('tab', { name: service });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = dialog.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: `Connect ${service}` })).toBeVisible();
    await expect(panel.getByRole('button', { name: `Connect ${service}` })).toBeVisible();
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(errors).toEqual([]);
});

test('CC-2.35 a drive entry opens the picker on that drive tab, each time it is chosen', async ({ page }) => {
  await page.goto('/compressor');
  let { menu } = await openMenu(page);
  await menu.getByRole('menuitem', { name: 'Dropbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import files' });
  await expect(dialog.getByRole('tab', { name: 'Dropbox' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('heading', { name: 'Connect Dropbox' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  ({ menu } = await openMenu(page));
  await menu.getByRole('menuitem', { name: 'OneDrive' }).click();
  await expect(dialog.getByRole('tab', { name: 'OneDrive' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('CC-2.20 CC-2.34 a grid of five import buttons replaces the dropdown; the picker is a full-screen sheet', async ({
    page,
  }) => {
    const errors = recordPageErrors(page);
    await page.goto('/converter');
    const grid = page.getByRole('group', { name: 'Import from' });
    await expect(grid.getByRole('button')).toHaveText(ENTRIES);
    await expect(page.getByRole('button', { name: 'Import from' })).toHaveCount(0);
    await expect(page.getByRole('menu')).toHaveCount(0);

    const opener = grid.getByRole('button', { name: 'Google Drive' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Import files' });
    await expect(sheet).toBeVisible();
    await expect(page.locator('[data-vaul-drawer]')).toHaveCount(1);
    await expect(sheet.getByRole('heading', { name: 'Connect Google Drive' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    expect(errors).toEqual([]);
  });
});

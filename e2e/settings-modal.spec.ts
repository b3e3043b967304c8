import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// In the browser: the row's format and method pickers and the per-file settings modal
// (converter-compressor.md §2, §4, §5) on the converter and compressor pages, against the real server.

/**
 * Adds a file whose upload never finishes: its requests are held, so the row stays pending and editable
 * (CC-4.16) however the upload path behaves. These tests are about the row's controls, not uploads.
 */
async function addVideo(page: Page, name: string): Promise<Locator> {
  await page.route('**/api/files/**', () => undefined);
  await page
    .getByLabel('Choose files', { exact: true })
    .setInputFiles({ name, mimeType: 'video/mp4', buffer: Buffer.alloc(4096) });
  const row = page.locator(`li[data-file-name="${name}"]`);
  // The controls are loaded with the first row (app/pages/file-controls-lazy.tsx).
  await expect(row.getByTestId('settings-button')).toBeVisible();
  return row;
}

async function openSettings(page: Page, row: Locator): Promise<Locator> {
  await row.getByTestId('settings-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Drags the sheet's grab area down by `distance` px in `moves` pointer moves `stepMs` apart. The events
 * carry their own timestamps (CDP Input.dispatchMouseEvent), so the speed the sheet measures is the
 * one asked for, however busy the machine is.
 */
async function dragSheet(page: Page, grab: Locator, distance: number, moves: number, stepMs: number) {
  // The sheet slides in; measuring it mid-animation would put the pointer beside the grab area.
  await page
    .locator('[data-vaul-drawer]')
    .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await grab.boundingBox();
  if (!box) throw new Error('no grab area');
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + 8;
  const start = Date.now() / 1000;
  const send = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', dy: number, step: number) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x,
      y: y + dy,
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: 1,
      timestamp: start + (step * stepMs) / 1000,
    });
  await send('mousePressed', 0, 0);
  for (let i = 1; i <= moves; i += 1) await send('mouseMoved', (distance * i) / moves, i);
  await send('mouseReleased', distance, moves);
  await cdp.detach();
}

test('CC-2.58 CC-2.61 CC-4.24 CC-5.11 CC-2.69 CC-4.23 CC-2.65 an error blocks Apply; a valid value applies and stays', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  await page.goto('/converter');
  const row = await addVideo(page, 'crf.mp4');
  const dialog = await openSettings(page, row);
  await expect(dialog.getByRole('heading', { name: 'Conversion settings' })).toBeVisible();
  await expect(dialog.getByText('File: crf.mp4')).toBeVisible();
  await expect(dialog.locator('[data-badge="valid"]')).toBeVisible();

  const crf = dialog.getByRole('spinbutton', { name: 'CRF' });
  await expect(crf).toHaveValue('23');
  await crf.fill('60');
  await expect(dialog.getByText('CRF must be at most 51')).toBeVisible();
  await expect(dialog.locator('[data-badge="errors"]')).toBeVisible();
  const apply = dialog.locator('[data-action="apply"]');
  await expect(apply).toBeDisabled();
  await crf.press('Control+Enter');
  await page.waitForTimeout(700);
  await expect(dialog).toBeVisible();

  await crf.fill('30');
  await expect(dialog.getByText('A CRF over 28 visibly lowers the quality')).toBeVisible();
  await expect(dialog.locator('[data-badge="warnings"]')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await apply.click();
  await expect(apply).toHaveText('Applying…');
  await expect(dialog).toBeHidden();
  // Focus returns to the button that opened it.
  await expect(row.getByTestId('settings-button')).toBeFocused();

  const again = await openSettings(page, row);
  await expect(again.getByRole('spinbutton', { name: 'CRF' })).toHaveValue('30');
  expect(errors).toEqual([]);
});

test('CC-2.70 CC-2.68 CC-5.07 CC-4.20 Ctrl+R resets, Escape closes, hidden fields stay unchecked, a format change resets', async ({
  page,
}) => {
  await page.goto('/converter');
  const row = await addVideo(page, 'keys.mp4');
  const dialog = await openSettings(page, row);
  const crf = dialog.getByRole('spinbutton', { name: 'CRF' });
  await crf.fill('20');
  await crf.press('Control+r');
  await expect(crf).toHaveValue('23');

  await dialog.getByLabel('Crop the picture').check();
  await dialog.getByRole('spinbutton', { name: 'Crop width' }).fill('10');
  await expect(dialog.getByText('Crop dimensions must be at least 32x32 pixels')).toBeVisible();
  await dialog.getByLabel('Crop the picture').uncheck();
  await expect(dialog.locator('[data-badge="valid"]')).toBeVisible();

  await dialog.getByTestId('settings-output-format').selectOption('webm');
  await expect(dialog.getByLabel('Video codec')).toHaveValue('vp9');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Escape discarded the change of format.
  await expect(row.getByTestId('format-picker')).toHaveText(/MP4/);
});

test('CC-2.51 CC-2.52 CC-9.33 CC-9.34 CC-9.35 the format picker is a popover on desktop with three tabs', async ({
  page,
}) => {
  await page.goto('/converter');
  const row = await addVideo(page, 'popover.mp4');
  await row.getByTestId('format-picker').click();
  const panel = page.getByRole('dialog', { name: 'Output format' });
  await expect(panel).toBeVisible();
  await expect(page.locator('[data-vaul-drawer]')).toHaveCount(0);
  await expect(panel.getByRole('tab')).toHaveText(['Video', 'Audio', 'Image']);
  await expect(panel.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.locator('[data-format]')).toHaveCount(10);
  await panel.getByRole('tab', { name: 'Audio' }).click();
  await panel.locator('[data-format="mp3"]').click();
  await expect(panel).toBeHidden();
  await expect(row.getByTestId('format-picker')).toHaveText(/MP3/);
  await row.getByTestId('format-picker').click();
  await expect(page.getByRole('tab', { name: 'Audio' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('[data-format]')).toHaveCount(11);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('CC-2.51 CC-2.55 CC-2.56 the format picker is a bottom sheet that closes on a long drag only', async ({
    page,
  }) => {
    const errors = recordPageErrors(page);
    await page.goto('/converter');
    const row = await addVideo(page, 'sheet.mp4');
    await row.getByTestId('format-picker').click();
    const sheet = page.locator('[data-vaul-drawer]');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('tab')).toHaveText(['Video', 'Audio', 'Image']);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const grab = sheet.getByRole('heading', { name: 'Output format' });
    // Slow (200 px/s): 80 px stays, 140 px closes.
    await dragSheet(page, grab, 80, 20, 20);
    await page.waitForTimeout(600);
    await expect(sheet).toBeVisible();
    await dragSheet(page, grab, 140, 35, 20);
    await expect(sheet).toBeHidden();

    await row.getByTestId('format-picker').click();
    await expect(sheet).toBeVisible();
    // Fast (2000 px/s): 80 px closes.
    await dragSheet(page, grab, 80, 4, 10);
    await expect(sheet).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('CC-2.57 the settings modal is full screen', async ({ page }) => {
    await page.goto('/converter');
    const row = await addVideo(page, 'full.mp4');
    const dialog = await openSettings(page, row);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBeCloseTo(844, 0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('CC-2.53 CC-2.54 CC-5.24 CC-5.26 the method picker offers six methods, checks targets and applies', async ({
  page,
}) => {
  await page.goto('/compressor');
  const row = await addVideo(page, 'method.mp4');
  await row.getByTestId('compression-method-picker').click();
  const panel = page.getByRole('dialog', { name: 'Compression method' });
  await expect(panel.getByRole('radio')).toHaveCount(6);
  await panel.getByRole('radio', { name: /Target size \(MB\)/ }).check();
  const size = panel.getByRole('spinbutton', { name: 'Target size' });
  await expect(size).toHaveValue('25');
  await size.fill('0.5');
  await expect(panel.getByText('Target size must be at least 1')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await size.fill('10');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(row.getByTestId('compression-method-picker')).toHaveText(/10 MB/);

  await row.getByTestId('compression-method-picker').click();
  await panel.getByRole('radio', { name: /Size reduction/ }).check();
  const slider = panel.getByRole('slider');
  await expect(slider).toHaveAttribute('aria-valuemin', '1');
  await expect(slider).toHaveAttribute('aria-valuemax', '100');
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '55');
  await panel.getByRole('radio', { name: /^Auto/ }).check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(row.getByTestId('compression-method-picker')).toHaveText(/^Auto$/);

  const dialog = await openSettings(page, row);
  await expect(dialog.getByRole('heading', { name: 'Compression settings' })).toBeVisible();
  await expect(dialog.getByTestId('settings-output-format')).toHaveCount(0);
  await expect(dialog.getByLabel('Compression method')).toHaveValue('auto');
});

test('CC-2.66 CC-2.67 "save preset" and "apply to all" close the modal; a saved preset can be loaded', async ({
  page,
}) => {
  await page.goto('/converter');
  const row = await addVideo(page, 'preset.mp4');
  let dialog = await openSettings(page, row);
  await dialog.getByRole('spinbutton', { name: 'CRF' }).fill('19');
  await dialog.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Save as preset' }).click();
  await dialog.getByLabel('Preset name').fill('Crisp');
  await dialog.getByRole('button', { name: 'Save preset' }).click();
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => localStorage.getItem('mediaforge.settings-presets') ?? '');
  expect(stored).toContain('Crisp');

  dialog = await openSettings(page, row);
  const crf = dialog.getByRole('spinbutton', { name: 'CRF' });
  await expect(crf).toHaveValue('19');
  await dialog.locator('[data-action="reset"]').click();
  await expect(crf).toHaveValue('23');
  await dialog.getByLabel('Load a preset').selectOption('Crisp');
  await expect(crf).toHaveValue('19');
  await dialog.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Apply to all files' }).click();
  await expect(dialog).toBeHidden();
});

test('the stream-copy note shows while settings only change the container; Keep HDR only where it can apply', async ({
  page,
}) => {
  await page.goto('/converter');
  const row = await addVideo(page, 'remux.mov');
  const dialog = await openSettings(page, row);
  const note = dialog.getByTestId('stream-copy-note');
  // A polite live region: the note is announced when it appears or goes.
  await expect(note).toHaveAttribute('role', 'status');
  await expect(note).toContainText('copied without re-encoding');
  const crf = dialog.getByRole('spinbutton', { name: 'CRF' });
  await crf.fill('30');
  await expect(note).toBeEmpty();
  await crf.fill('23');
  await expect(note).toContainText('copied without re-encoding');

  const keepHdr = dialog.getByLabel('Keep HDR (10-bit)');
  await expect(keepHdr).toHaveCount(0);
  await dialog.getByLabel('Video codec').selectOption('h265');
  await expect(keepHdr).toBeVisible();
  await keepHdr.check();
  await expect(note).toContainText('is already H.265');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

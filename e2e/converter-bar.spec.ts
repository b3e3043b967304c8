import { expect, test, type Page } from '@playwright/test';

const from = (page: Page, label = 'From') => page.getByLabel(label, { exact: true });
const to = (page: Page, label = 'To') => page.getByLabel(label, { exact: true });

test('CC-2.11 the converter shows a source and a target picker with the 10 formats', async ({ page }) => {
  await page.goto('/converter');
  for (const picker of [from(page), to(page)]) {
    await expect(picker.locator('option:not([value=""])')).toHaveText([
      'MP4',
      'WebM',
      'MOV',
      'AVI',
      'MKV',
      'GIF',
      'WMV',
      'FLV',
      'M4V',
      '3GP',
    ]);
  }
});

test('CC-2.01 /converter/mp4-to-webm preselects source MP4 and target WebM', async ({ page }) => {
  await page.goto('/converter/mp4-to-webm');
  await expect(from(page)).toHaveValue('mp4');
  await expect(to(page)).toHaveValue('webm');
});

test('CC-2.02 format names in converter routes are case-insensitive', async ({ page }) => {
  await page.goto('/converter/MP4-to-WEBM');
  await expect(from(page)).toHaveValue('mp4');
  await expect(to(page)).toHaveValue('webm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convert MP4 to WebM');
});

test('CC-2.03 /converter/avi sets only the target', async ({ page }) => {
  await page.goto('/converter/avi');
  await expect(from(page)).toHaveValue('');
  await expect(to(page)).toHaveValue('avi');
});

test('CC-2.12 picking MOV then MP4 navigates to /converter/mov-to-mp4', async ({ page }) => {
  await page.goto('/converter');
  await from(page).selectOption('mov');
  await expect(page).toHaveURL(/\/converter$/);
  await to(page).selectOption('mp4');
  await expect(page).toHaveURL(/\/converter\/mov-to-mp4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convert MOV to MP4');
});

test('CC-2.12 picking the target first, then the source, also reaches the pair', async ({ page }) => {
  await page.goto('/converter');
  await to(page).selectOption('mp4');
  await expect(page).toHaveURL(/\/converter\/mp4$/);
  await from(page).selectOption('mov');
  await expect(page).toHaveURL(/\/converter\/mov-to-mp4$/);
});

test('CC-2.12 CC-2.06 the pair route keeps the /fr/ prefix', async ({ page }) => {
  await page.goto('/fr/converter');
  await from(page, 'De').selectOption('mov');
  await to(page, 'Vers').selectOption('mp4');
  await expect(page).toHaveURL(/\/fr\/converter\/mov-to-mp4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convertir MOV en MP4');
});

test('CC-2.13 the same format on both sides shows a warning and sets no pair', async ({ page }) => {
  await page.goto('/converter/mp4-to-mp4');
  await expect(page.getByRole('alert')).toContainText('Please select different formats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video and audio converter');
  await to(page).selectOption('webm');
  await expect(page).toHaveURL(/\/converter\/mp4-to-webm$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('CC-2.14 the format chosen on one side is disabled on the other', async ({ page }) => {
  await page.goto('/converter/mp4-to-webm');
  await expect(to(page).locator('option[value="mp4"]')).toBeDisabled();
  await expect(from(page).locator('option[value="webm"]')).toBeDisabled();
  await expect(to(page).locator('option[value="mov"]')).toBeEnabled();

  await page.goto('/converter');
  await from(page).selectOption('gif');
  await expect(to(page).locator('option[value="gif"]')).toBeDisabled();
});

import { expect, test } from '@playwright/test';

const CATEGORIES = ['Platform Specific', 'Size Based', 'Quality Based', 'Specialized', 'Format Specific'];
const OPTIONS: Readonly<Record<string, string>> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
  discord: 'Discord',
  email: 'Email',
  tiktok: 'TikTok',
  twitter: 'Twitter',
  '1mb': '1 MB',
  '5mb': '5 MB',
  '10mb': '10 MB',
  '25mb': '25 MB',
  '50mb': '50 MB',
  '100mb': '100 MB',
  hd: 'HD',
  '4k': '4K',
  'high-quality': 'High quality',
  lossless: 'Lossless',
  web: 'Web',
  mobile: 'Mobile',
  streaming: 'Streaming',
  archive: 'Archive',
  presentation: 'Presentation',
  education: 'Education',
  'slow-motion': 'Slow motion',
  mp4: 'MP4',
  avi: 'AVI',
  mov: 'MOV',
  mkv: 'MKV',
  android: 'Android',
};

test('CC-2.05 categories, then options, then back to /compressor', async ({ page }) => {
  await page.goto('/compressor');
  const bar = page.getByRole('navigation', { name: 'Compression presets' });
  await expect(bar.getByRole('button')).toHaveText(CATEGORIES);

  await bar.getByRole('button', { name: 'Size Based' }).click();
  await expect(bar.getByRole('link')).toHaveText(['1 MB', '5 MB', '10 MB', '25 MB', '50 MB', '100 MB']);
  const back = bar.getByRole('button', { name: 'Back to categories' });
  await expect(back).toBeFocused();

  await bar.getByRole('link', { name: '25 MB' }).click();
  await expect(page).toHaveURL(/\/compressor\/25mb$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compress video to 25 MB');

  await back.click();
  await expect(page).toHaveURL(/\/compressor$/);
  await expect(bar.getByRole('button')).toHaveText(CATEGORIES);
  await expect(bar.getByRole('link')).toHaveCount(0);
});

test('CC-2.05 CC-2.06 back keeps the locale prefix', async ({ page }) => {
  await page.goto('/fa/compressor/hd');
  await page.getByRole('button', { name: 'بازگشت به دسته‌ها' }).click();
  await expect(page).toHaveURL(/\/fa\/compressor$/);
});

test('CC-2.04 every /compressor/{option} opens with that option active', async ({ page }) => {
  expect(Object.keys(OPTIONS)).toHaveLength(30);
  for (const [option, label] of Object.entries(OPTIONS)) {
    await page.goto(`/compressor/${option}`);
    const active = page
      .getByRole('navigation', { name: 'Compression presets' })
      .locator('a[aria-current="page"]');
    await expect(active, option).toHaveText(label);
    await expect(page.getByRole('heading', { level: 1 }), option).toContainText(label);
  }
});

import { expect, test } from '@playwright/test';

/** The second server of playwright.config.ts, the one with platforms switched off. */
const restrictedPort = Number(process.env.E2E_PORT ?? 4310) + 1;

const BAR_ORDER = [
  'YouTube',
  'TikTok',
  'Instagram',
  'Snapchat',
  'WhatsApp',
  'Facebook',
  'X',
  'Pinterest',
  'LinkedIn',
  'Telegram',
  'Vimeo',
  'Twitch',
  'Bilibili',
  'TED',
  'IMDB',
  'Rumble',
  'OK.ru',
  'VK',
  'Tumblr',
  'Bitchute',
  'Febspot',
  'iFunny',
  '9gag',
  'Suno AI',
];
const POPULAR = [
  'YouTube',
  'TikTok',
  'Instagram',
  'Snapchat',
  'WhatsApp',
  'Facebook',
  'X',
  'Pinterest',
  'LinkedIn',
  'Suno AI',
];

test('DL-1.04 DL-2.01 DL-2.02 DL-2.03 the tabs are links that switch tools', async ({ page }) => {
  await page.goto('/converter');
  const tabs = page.getByRole('navigation', { name: 'Tools', exact: true });
  await expect(tabs.getByRole('link')).toHaveText(['Converters', 'Compressor', 'Downloaders']);
  await tabs.getByRole('link', { name: 'Downloaders' }).click();
  await expect(page).toHaveURL(/\/downloader$/);
  await expect(tabs.getByRole('link', { name: 'Downloaders' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Compressor' }).click();
  await expect(page).toHaveURL(/\/compressor$/);
  await expect(tabs.getByRole('link', { name: 'Compressor' })).toHaveAttribute('aria-current', 'page');
});

test('DL-2.04 /fa/downloader/snapchat/profile-picture selects the downloaders tab', async ({ page }) => {
  await page.goto('/fa/downloader/snapchat/profile-picture');
  const active = page
    .getByRole('navigation', { name: 'ابزارها', exact: true })
    .locator('a[aria-current="page"]');
  await expect(active).toHaveText('دانلودرها');
});

test('CC-2.06 the language switcher keeps the path and swaps the prefix', async ({ page }) => {
  await page.goto('/converter/mov-to-mp4');
  await page.getByLabel('Language').selectOption('fa');
  await expect(page).toHaveURL(/\/fa\/converter\/mov-to-mp4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تبدیل MOV به MP4');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByLabel('زبان').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/converter\/mov-to-mp4$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByLabel('Langue').selectOption('en');
  await expect(page).toHaveURL(/\/converter\/mov-to-mp4$/);
  await expect(page).not.toHaveURL(/\/(en|fa|fr)\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convert MOV to MP4');
});

test('CC-2.07 fa is laid out right to left, mirrored', async ({ page }) => {
  const brandX = async () => (await page.getByRole('link', { name: /^Mediaforge/ }).boundingBox())?.x ?? -1;
  await page.goto('/converter');
  const ltr = await brandX();
  await page.goto('/fa/converter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rtl = await brandX();
  const width = page.viewportSize()?.width ?? 0;
  expect(ltr).toBeLessThan(width / 2);
  expect(rtl).toBeGreaterThan(width / 2);
});

test('DL-1.02 DL-2.06 the platform bar lists the 24 platforms in bar order', async ({ page }) => {
  await page.goto('/downloader', { waitUntil: 'networkidle' });
  const links = page.getByRole('navigation', { name: 'Platforms' }).getByRole('link');
  await expect(links).toHaveCount(24);
  const names = await links.evaluateAll((elements) =>
    elements.map((el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join(''),
    ),
  );
  expect(names).toEqual(BAR_ORDER);
});

test('DL-1.03 exactly the popular platforms carry the popular marker', async ({ page }) => {
  await page.goto('/downloader', { waitUntil: 'networkidle' });
  const marked = page.getByRole('navigation', { name: 'Platforms' }).getByRole('link', { name: / Popular$/ });
  await expect(marked).toHaveText(POPULAR.map((name) => `${name} Popular`));
});

test('DL-2.05 only platforms the server enables are shown, and a disabled route offers nothing', async ({
  page,
}) => {
  // This instance runs with DOWNLOADER_DISABLED_PLATFORMS=tiktok,twitter,okru,suno (playwright.config.ts).
  const base = `http://127.0.0.1:${restrictedPort}`;
  await page.goto(`${base}/downloader`);
  const bar = page.getByRole('navigation', { name: 'Platforms' });
  await expect(bar.getByRole('link')).toHaveCount(20);
  for (const hidden of ['TikTok', 'X', 'OK.ru', 'Suno AI']) {
    await expect(bar.getByRole('link', { name: new RegExp(`^${hidden}( Popular)?$`) })).toHaveCount(0);
  }
  await expect(bar.getByRole('link', { name: 'YouTube Popular' })).toBeVisible();

  await page.goto(`${base}/downloader/tiktok`);
  await expect(page.getByText('TikTok downloads are switched off on this server.')).toBeVisible();
  await page.goto(`${base}/fr/downloader/suno/playlist`);
  await expect(page.getByText('Les téléchargements Suno AI sont désactivés sur ce serveur.')).toBeVisible();
  await page.goto(`${base}/downloader/youtube`);
  await expect(page.getByText('Paste a YouTube link to download its video or audio.')).toBeVisible();
});

test('DL-1.05 DL-2.12 DL-2.22 each platform tool is reachable from the downloaders tab', async ({ page }) => {
  await page.goto('/downloader');
  await page.getByRole('link', { name: 'Instagram Popular' }).click();
  await expect(page).toHaveURL(/\/downloader\/instagram$/);
  const instagramTools = page.getByRole('navigation', { name: 'Instagram tools' }).getByRole('link');
  await expect(instagramTools).toHaveCount(13);
  await instagramTools.getByText('Story', { exact: true }).click();
  await expect(page).toHaveURL(/\/downloader\/instagram\/story$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instagram Story Downloader');

  await page.getByRole('link', { name: 'WhatsApp Popular' }).click();
  const whatsappTools = page.getByRole('navigation', { name: 'WhatsApp tools' }).getByRole('link');
  await expect(whatsappTools).toHaveText(['Profile Picture', 'Link Generator', 'Profile Details']);
  await whatsappTools.getByText('Link Generator').click();
  await expect(page).toHaveURL(/\/downloader\/whatsapp\/link-generator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WhatsApp Link Generator');

  await page.getByRole('link', { name: 'Suno AI Popular' }).click();
  await expect(page.getByRole('navigation', { name: 'Suno AI tools' }).getByRole('link')).toHaveText([
    'Music',
    'Playlist',
    'Video',
    'Hook',
  ]);
  await page.getByRole('link', { name: 'Snapchat Popular' }).click();
  await expect(page.getByRole('navigation', { name: 'Snapchat tools' }).getByRole('link')).toHaveText([
    'Video',
    'Profile Picture',
  ]);
});

test('DL-2.07 a platform without tools shows no tool row', async ({ page }) => {
  await page.goto('/downloader/vimeo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vimeo Video Downloader');
  await expect(page.getByRole('navigation', { name: /tools$/ })).toHaveCount(0);
});

test('CC-2.08 the account links open the sign-up, sign-in and pricing pages', async ({ page }) => {
  await page.goto('/fr/converter');
  const account = page.getByRole('navigation', { name: 'Compte' });
  await account.getByRole('link', { name: 'S’inscrire' }).click();
  await expect(page).toHaveURL(/\/fr\/auth\/signup$/);
  await account.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/auth\/signin$/);
  await account.getByRole('link', { name: 'Tarifs' }).click();
  await expect(page).toHaveURL(/\/fr\/pricing$/);
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/converter');
  // A visitor tabs once the page is there; a Tab sent before the app rendered lands nowhere.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

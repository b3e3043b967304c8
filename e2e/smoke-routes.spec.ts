import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LOCALES, SMOKE_ROUTES, TOOLS_NAV_LABEL, localized } from './support/app-routes.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// One visit per route and locale runs every page-level check, which keeps the suite short.
const SCREENSHOT_ROUTES = new Set(['/converter/mp4-to-webm', '/downloader/instagram/story']);

for (const locale of LOCALES) {
  test.describe(`${locale} pages`, () => {
    for (const route of SMOKE_ROUTES) {
      const url = localized(locale, route.path);

      test(`CC-2.06 CC-2.07 DL-1.04 DL-2.04 ${url} renders, is accessible at 1280 and 390 px and marks its tab`, async ({
        page,
      }) => {
        const errors = recordPageErrors(page);
        // Downloader pages fetch the platform list; wait for it so a failing call shows up as an error.
        const platforms =
          route.tab === 'downloader' ? page.waitForResponse('**/api/downloader/platforms') : undefined;
        await page.goto(url);
        await platforms;

        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', locale);
        await expect(html).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');

        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        if (locale === 'en') await expect(heading).toHaveText(route.heading);
        else await expect(heading).not.toHaveText(route.heading);
        await expect(page.getByRole('main')).toHaveCount(1);

        const tabs = page.getByRole('navigation', { name: TOOLS_NAV_LABEL[locale], exact: true });
        await expect(tabs.getByRole('link')).toHaveCount(3);
        const current = tabs.locator('a[aria-current="page"]');
        if (route.tab === undefined) await expect(current).toHaveCount(0);
        else await expect(current).toHaveAttribute('href', localized(locale, `/${route.tab}`));

        expect(await seriousAxeViolations(page), 'at 1280 px').toEqual([]);
        // The phone layout (bottom sheets, the import grid, wrapped bars) is checked as well.
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(heading).toBeVisible();
        expect(await seriousAxeViolations(page), 'at 390 px').toEqual([]);
        await page.setViewportSize({ width: 1280, height: 720 });

        if (SCREENSHOT_ROUTES.has(route.path)) {
          mkdirSync('test-results/screenshots', { recursive: true });
          const name = `${route.path.slice(1).replaceAll('/', '_')}-${locale}.png`;
          await page.screenshot({ path: `test-results/screenshots/${name}`, fullPage: true });
        }

        expect(errors).toEqual([]);
      });
    }
  });
}

test('CC-2.06 unknown formats, options, platforms, tools and locales are not found', async ({ page }) => {
  for (const url of [
    '/converter/mp4-to-mp3',
    '/converter/ogv',
    '/compressor/2mb',
    '/downloader/myspace',
    '/downloader/youtube/story',
    '/de/converter',
    '/fr/nowhere',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(
      url.startsWith('/fr') ? 'Page introuvable' : 'Page not found',
    );
  }
});

test('the not-found page links home, in its language', async ({ page }) => {
  await page.goto('/fa/no-such-page');
  await page.getByRole('main').getByRole('link').click();
  await expect(page).toHaveURL(/\/fa\/converter$/);
});

test('CC-2.06 the start page opens the converter in the chosen language', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/converter$/);
  await page.goto('/fr');
  await expect(page).toHaveURL(/\/fr\/converter$/);
});

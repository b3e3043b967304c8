import { CREDIT_MESSAGES } from '@mediaforge/shared';
import { expect, test } from '@playwright/test';
import { RESTRICTED_BASE, STRONG_PASSWORD, submitSignUp, uniqueEmail } from './support/auth-page.js';
import { startButton, toasts } from './support/convert-page.js';
import { copyAs, makeSmallVideo } from './support/media-fixtures.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';
import { chooseFiles, uploadRow } from './support/upload-page.js';

// Credits in the browser (converter-compressor.md §6, §8 "Credit messages", "Toasts"; D45, D47).
// The second test server gives anonymous visitors 1 credit a day and free accounts none
// (playwright.config.ts), so the limits are reached in one step.

test.describe('at the daily limit (second server)', () => {
  test.use({ baseURL: RESTRICTED_BASE });

  test('CC-6.05 CC-8.36 CC-2.08 anonymous: the refused conversion brings "Daily Limit Reached" with Sign Up Free and Sign In', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const errors = recordPageErrors(page);
    const first = makeSmallVideo(testInfo, 'first.mp4');
    const second = copyAs(testInfo, first, 'second.mp4');
    await page.goto('/converter/mp4-to-webm');
    await chooseFiles(page, [first, second]);
    for (const file of [first, second])
      await expect(uploadRow(page, file)).toHaveAttribute('data-status', 'upload_ready');
    await startButton(page, 'Convert').click();

    // One credit: one of the two conversions is accepted, the other refused with 429 DAILY_LIMIT_REACHED.
    const prompt = page.getByTestId('credit-prompt');
    await expect(prompt).toHaveAttribute('data-kind', 'dailyLimit');
    await expect(prompt.getByRole('heading', { name: 'Daily Limit Reached' })).toBeVisible();
    await expect(prompt).toContainText(CREDIT_MESSAGES.anonymousDailyLimit);
    const back = encodeURIComponent('/converter/mp4-to-webm');
    await expect(prompt.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
      'href',
      `/auth/signup?redirect=${back}`,
    );
    await expect(prompt.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth/signin?redirect=${back}`,
    );
    await expect(page.locator('li[data-status="error"]')).toContainText('No credits left for this file');

    // CC-8.36: the warning toast, with the same two actions.
    const toast = toasts(page).filter({ hasText: 'Daily Limit Reached' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Sign Up Free' })).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await prompt.getByRole('link', { name: 'Sign Up Free' }).click();
    await expect(page).toHaveURL(`${RESTRICTED_BASE}/auth/signup?redirect=${back}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');
    // Chromium logs the refused call (429) itself; nothing else may be logged.
    expect(errors.filter((line) => !line.includes('status of 429'))).toEqual([]);
  });

  test('CC-6.07 CC-8.43 CC-8.45 a free account at its limit gets the upgrade-plan prompt linking to /pricing', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const account = { name: 'Free Fay', email: uniqueEmail('free'), password: STRONG_PASSWORD };
    await page.goto('/auth/signup');
    await submitSignUp(page, account);
    await expect(page.getByTestId('account-name')).toHaveText(account.name);

    await page.goto('/fr/compressor');
    const clip = makeSmallVideo(testInfo, 'clip.mp4');
    await chooseFiles(page, [clip], 'Choisir des fichiers');
    const prompt = page.getByTestId('credit-prompt');
    await expect(prompt).toHaveAttribute('data-kind', 'freePlan');
    await expect(prompt).toContainText(
      'Vous avez atteint les limites de votre formule gratuite. Passez à une formule supérieure pour continuer.',
    );
    // The upload itself was refused: the row says why (CC-8.45's text, translated).
    await expect(uploadRow(page, clip)).toContainText(
      'Aucun crédit disponible pour envoyer un fichier pour le moment.',
    );
    await prompt.getByRole('link', { name: 'Changer de formule' }).click();
    await expect(page).toHaveURL(`${RESTRICTED_BASE}/fr/pricing`);
  });
});

test('CC-2.08 D47 /pricing lists the free credits, the plans and the packs; without Stripe it says how to get credits', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  await page.goto('/pricing');
  await expect(page.getByText('Daily credits: 10')).toBeVisible();
  const plans = page.getByRole('region', { name: 'Monthly plans' });
  await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Starter', 'Pro']);
  await expect(plans).toContainText('$5.00 / month');
  await expect(plans).toContainText('Credits each month: 300');
  const packs = page.getByRole('region', { name: 'Pay as you go' });
  await expect(packs.getByRole('heading', { level: 3 })).toHaveText(['50 credits', '200 credits']);
  await expect(packs).toContainText('$3.00, paid once');
  // No Stripe on the test server: nothing to buy, and the page says what to do instead.
  await expect(page.getByRole('button', { name: /^(Subscribe|Buy) / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'How to get credits' })).toContainText(
    'Online payment is not set up on this site.',
  );
  await expect(page.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
    'href',
    `/auth/signup?redirect=${encodeURIComponent('/pricing')}`,
  );
  expect(errors).toEqual([]);
});

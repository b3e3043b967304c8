import { expect, test } from '@playwright/test';
import {
  captchaState,
  createAccount,
  RESTRICTED_BASE,
  STRONG_PASSWORD,
  submitSignIn,
  submitSignUp,
  uniqueEmail,
  waitForCaptcha,
} from './support/auth-page.js';
import { recordPageErrors, seriousAxeViolations } from './support/page-checks.js';

// Accounts in the browser (converter-compressor.md §2 "Auth form pieces", §5 "Password
// checklist"; docs/decisions.md D43, D44, D46) against the real server: the bot check is ALTCHA, solved
// by the widget in this browser (the test servers only make it cheap: playwright.config.ts).

test('CC-2.71 CC-2.72 CC-2.74 CC-2.75 CC-2.76 CC-2.78 CC-2.79 CC-2.80 the sign-up form pieces, and what an empty submit says', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');
  await expect(page.getByText('Create a free account for higher daily limits')).toBeVisible();

  // Google is not configured on the test server: shown, disabled, and the reason is its description.
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeDisabled();
  await expect(google).toHaveAccessibleDescription(/Google sign-in is not set up on this site/);
  await expect(page.getByRole('separator', { name: 'or' })).toBeVisible();

  // The bot check: ALTCHA's widget, dark palette, standard (normal) display.
  const widget = page.locator('altcha-widget');
  await expect(widget).toHaveClass(/altcha-dark/);
  await expect(captchaState(page)).toHaveAttribute('data-display', 'standard');
  const background = await page
    .locator('altcha-widget .altcha-main')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toMatch(/^oklch\(0\.2/);

  await page.getByRole('button', { name: 'Create account' }).click();
  const email = page.getByLabel('E-mail address', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  const terms = page.getByLabel('I accept the terms of use and the privacy policy of this site.');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('E-mail address is required');
  await expect(password).toHaveAccessibleDescription('Password is required');
  await expect(terms).toHaveAccessibleDescription('Accept the terms to create an account');
  for (const field of [email, password, terms]) await expect(field).toHaveAttribute('required', '');
  // The stars are for the eye only.
  await expect(page.locator('form span[aria-hidden="true"]', { hasText: '*' })).toHaveCount(3);

  await email.fill('not-an-address');
  await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  await email.fill('ann@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  // CC-2.76: the toggle shows and hides the password.
  await password.fill('Secret-1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await waitForCaptcha(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('CC-2.77 CC-5.59 CC-5.60 CC-5.61 CC-5.62 CC-5.63 CC-5.64 the password checklist appears and ticks rule by rule', async ({
  page,
}) => {
  await page.goto('/auth/signup');
  const password = page.getByLabel('Password', { exact: true });
  const checklist = page.getByTestId('password-checklist');
  const rule = (name: string) => checklist.locator(`li[data-rule="${name}"]`);
  await expect(checklist).toHaveCount(0);

  await password.fill('a');
  await expect(checklist).toBeVisible();
  await expect(password).toHaveAccessibleDescription(/Your password needs:/);
  await expect(rule('lowercase')).toHaveAttribute('data-met', 'true');
  for (const name of ['minLength', 'uppercase', 'digit', 'special'])
    await expect(rule(name)).toHaveAttribute('data-met', 'false');

  await password.fill('abcdefg');
  await expect(rule('minLength')).toHaveAttribute('data-met', 'false');
  await password.fill('abcdefgh');
  await expect(rule('minLength')).toHaveAttribute('data-met', 'true');
  await password.fill('abcdefghA');
  await expect(rule('uppercase')).toHaveAttribute('data-met', 'true');
  await password.fill('abcdefghA1');
  await expect(rule('digit')).toHaveAttribute('data-met', 'true');
  await password.fill('abcdefghA1 ');
  await expect(rule('special')).toHaveAttribute('data-met', 'true');
  await expect(rule('special')).toContainText('(met)');

  await password.fill('');
  await expect(checklist).toHaveCount(0);
});

test('CC-2.79 sign-up end to end: the widget’s solution goes with the call, the visitor lands on the redirect target signed in, and signs out', async ({
  page,
}) => {
  const errors = recordPageErrors(page);
  const account = { name: 'Ann Example', email: uniqueEmail('signup'), password: STRONG_PASSWORD };
  await page.goto(`/auth/signup?redirect=${encodeURIComponent('/fr/pricing')}`);
  const call = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/auth/sign-up/email'),
  );
  await submitSignUp(page, account);
  const request = await call;
  const token = request.headers()['x-captcha-token'] ?? '';
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, unknown>;
  expect(payload).toHaveProperty('challenge.parameters.algorithm', 'PBKDF2/SHA-256');
  expect(payload).toHaveProperty('solution.counter');

  await expect(page).toHaveURL(/\/fr\/pricing$/);
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
  await expect(page.getByRole('link', { name: 'Se connecter', exact: true })).toHaveCount(0);
  const session = () =>
    page.evaluate(async () => (await (await fetch('/api/auth/get-session')).json()) as unknown);
  expect(await session()).toHaveProperty('user.email', account.email);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  const signIn = page.getByRole('link', { name: 'Se connecter', exact: true });
  await expect(signIn).toBeVisible();
  await expect(signIn).toBeFocused();
  expect(await session()).toBeNull();
  expect(errors).toEqual([]);
});

test('sign-in: a wrong password shows the server’s error, the bot check solves itself again, the right one signs in', async ({
  page,
}) => {
  const account = await createAccount(page, 'signin');
  await page.goto('/auth/signin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await submitSignIn(page, account.email, 'Wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth\/signin$/);

  // A solution is good for one call: the widget starts over and solves a new one by itself.
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/converter$/);
  await expect(page.getByTestId('account-name')).toHaveText(account.name);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('an address that already has an account is refused with the server’s reason', async ({ page }) => {
  const account = await createAccount(page, 'twice');
  await page.goto('/auth/signup');
  await submitSignUp(page, { ...account, name: 'Someone else' });
  await expect(page.getByRole('alert')).toHaveText(/An account with this e-mail address already exists/);
});

test.describe('on the server with a sign-in throttle of 3 failures per account', () => {
  test.use({ baseURL: RESTRICTED_BASE });

  test('D44 after repeated failures even the right password is refused, and the page says for how long', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const account = await createAccount(page, 'throttle');
    await page.goto('/auth/signin');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await submitSignIn(page, account.email, `Wrong-password-${String(attempt)}`);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    }
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await waitForCaptcha(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many failed sign-in attempts. Try again in 15 minute(s).',
    );
    await expect(page).toHaveURL(/\/auth\/signin$/);
  });
});

test('CC-2.06 the auth forms in Persian: right to left, translated errors and checklist, accessible', async ({
  page,
}) => {
  await page.goto('/fa/auth/signup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'ساختن حساب' }).click();
  await expect(page.getByText('نشانی ایمیل الزامی است')).toBeVisible();
  await page.getByLabel('گذرواژه', { exact: true }).fill('a');
  await expect(page.getByTestId('password-checklist')).toContainText('دست‌کم ۸ نویسه');
  await waitForCaptcha(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

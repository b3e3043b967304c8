import { ACCOUNT_PATHS, ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerKey, type Owner } from '../../src/services/owner.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ownerHeaders, testSessionId, uploadClient } from '../helpers/upload-client.js';
import { FAST_CAPTCHA, signUp } from './account-kit.js';

const MiB = 1024 * 1024;
const anonymous = (name: string): Owner => ({ kind: 'anonymous', sessionId: testSessionId(name) });

describe('credits: daily allowance, paid balance, atomic spends (CC §6; DL §6; D45)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...FAST_CAPTCHA, ANONYMOUS_MAX_FILE_SIZE: String(MiB) });
  });
  afterAll(() => t.close());

  it('CC-6.03 CC-4.50 CC-7.15 anonymous: each conversion counts; the 6th is refused with the anonymous message', async () => {
    const owner = anonymous('anon_credits-daily-01');
    for (let i = 0; i < 5; i++) await t.accounts.credits.spendForConversion(owner, `job-${i}`);
    // The same job is charged once.
    await t.accounts.credits.spendForConversion(owner, 'job-0');
    const status = await fetch(`${t.baseUrl}/credits/daily-status`, {
      headers: ownerHeaders('anon_credits-daily-01'),
    });
    expect(await status.json()).toMatchObject({
      data: { tier: 'ANONYMOUS', used: 5, dailyLimit: 5, remaining: 0 },
    });
    await expect(t.accounts.credits.spendForConversion(owner, 'job-5')).rejects.toMatchObject({
      code: ERROR_CODES.DAILY_LIMIT_REACHED,
    });
  });

  it('20 parallel spends with one credit left: exactly one succeeds', async () => {
    const owner = anonymous('anon_credits-race-01');
    for (let i = 0; i < 4; i++) await t.accounts.credits.spendForConversion(owner, `warm-${i}`);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => t.accounts.credits.spendForConversion(owner, `race-${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await t.accounts.credits.dailyStatus(owner)).used).toBe(5);
  });

  it('a refund gives a failed job’s credit back once', async () => {
    const owner = anonymous('anon_credits-refund-1');
    await t.accounts.credits.spendForConversion(owner, 'failed-job');
    expect(await t.accounts.credits.refundConversion(owner, 'failed-job')).toBe(true);
    expect(await t.accounts.credits.refundConversion(owner, 'failed-job')).toBe(false);
    expect(await t.accounts.credits.refundConversion(owner, 'never-charged')).toBe(false);
    await t.accounts.credits.spendForConversion(owner, 'failed-job-2');
    expect(await t.accounts.credits.refundConversionByKey(ownerKey(owner), 'failed-job-2')).toBe(true);
    expect((await t.accounts.credits.dailyStatus(owner)).used).toBe(0);
  });

  it('CC-8.45 at the limit the server refuses a new upload, whatever the browser checked', async () => {
    const name = 'anon_credits-upload-1';
    const owner = anonymous(name);
    for (let i = 0; i < 5; i++) await t.accounts.credits.spendForConversion(owner, `u-${i}`);
    const api = uploadClient(t.baseUrl, name);
    const regular = await api.regular(new Uint8Array(10), 'a.mp4');
    expect(regular.status).toBe(429);
    expect(regular.body).toMatchObject({
      code: ERROR_CODES.DAILY_LIMIT_REACHED,
      message: 'Credits not available to upload right now.',
    });
    expect((await api.init({ fileName: 'a.mp4', fileSize: 10 })).status).toBe(429);
  });

  it('CC-6.04 an anonymous upload over the configured file limit is refused by the server', async () => {
    const api = uploadClient(t.baseUrl, 'anon_credits-size-01');
    const res = await api.regular(new Uint8Array(2 * MiB), 'big.mp4');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: ERROR_CODES.FILE_TOO_LARGE });
    expect((await api.init({ fileName: 'big.mp4', fileSize: 2 * MiB })).status).toBe(413);
  });

  it('CC-6.06 CC-6.07 FREE: 10 a day, then the free-plan message', async () => {
    const user = await signUp(t.baseUrl, 'free@example.com');
    const userId = (user.body.user as { id: string }).id;
    const owner: Owner = { kind: 'user', userId, tier: 'FREE' };
    for (let i = 0; i < 10; i++) await t.accounts.credits.spendForConversion(owner, `f-${i}`);
    await expect(t.accounts.credits.spendForConversion(owner, 'f-10')).rejects.toMatchObject({
      code: ERROR_CODES.DAILY_LIMIT_REACHED,
      message: 'You have reached your free plan limits. Upgrade to continue.',
    });
    const status = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.dailyStatus}`, {
      headers: { authorization: `Bearer ${user.token ?? ''}` },
    });
    expect(await status.json()).toMatchObject({
      data: { tier: 'FREE', used: 10, dailyLimit: 10, remaining: 0 },
    });
    expect(ownerKey(owner)).toBe(`user:${userId}`);
  });

  it('CC-6.08 CC-7.16 PAID: subscription credits first, then pay-as-you-go; blocked at 0 + 0', async () => {
    const user = await signUp(t.baseUrl, 'paid@example.com');
    const userId = (user.body.user as { id: string }).id;
    await t.db
      .updateTable('users')
      .set({ tier: 'PAID', subscription_credits: 1, payg_credits: 1 })
      .where('id', '=', userId)
      .execute();
    const bearer = { authorization: `Bearer ${user.token ?? ''}` };
    const balance = async () =>
      ((await (await fetch(`${t.baseUrl}/credits/balance`, { headers: bearer })).json()) as { data: unknown })
        .data;
    expect(await balance()).toEqual({ tier: 'PAID', subscriptionCredits: 1, paygCredits: 1 });
    const owner: Owner = { kind: 'user', userId, tier: 'PAID' };
    await t.accounts.credits.spendForConversion(owner, 'p-1');
    expect(await balance()).toMatchObject({ subscriptionCredits: 0, paygCredits: 1 });
    await t.accounts.credits.spendForDownload(owner, 'd-1');
    expect(await balance()).toMatchObject({ subscriptionCredits: 0, paygCredits: 0 });
    await expect(t.accounts.credits.spendForDownload(owner, 'd-2')).rejects.toMatchObject({
      code: ERROR_CODES.INSUFFICIENT_CREDITS,
      message: 'Insufficient credits. Please purchase more credits to continue downloading.',
    });
    expect(await t.accounts.credits.refundConversion(owner, 'p-1')).toBe(true);
    expect(await balance()).toMatchObject({ subscriptionCredits: 1, paygCredits: 0 });
    // The balance is for signed-in callers only.
    expect(
      (await fetch(`${t.baseUrl}/api/credits/balance`, { headers: ownerHeaders('anon_credits-x-0001') }))
        .status,
    ).toBe(401);
  });

  it('CC-3.41 the credit status carries canProcess, errors, warnings, balance', async () => {
    const res = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.creditStatus}`, {
      headers: ownerHeaders('anon_credits-daily-01'),
    });
    expect(await res.json()).toMatchObject({
      data: { canProcess: false, errors: [expect.stringContaining('Sign up')], warnings: [], balance: null },
    });
  });
});

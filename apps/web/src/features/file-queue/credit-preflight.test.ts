import { ACCOUNT_PATHS, CREDIT_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { primeAnonymousSession } from '../../lib/anonymous-session';
import enQueue from '../../locales/en/queue.json';
import { onCreditRefusal, type CreditRefusal } from '../../lib/credit-events';
import { loadDataLayer } from '../../lib/data-layer';
import { getBalance } from './api/get-balance';
import { getDailyStatus } from './api/get-daily-status';
import { creditPreflight, type PreflightOutcome } from './credit-preflight';
import { QueueJobs } from './queue-jobs';
import { initialQueueState } from './queue-reducer';
import { QueueStore, type QueueNotice } from './queue-store';
import { conversion, row } from './test-rows';

// The session and the credit refusals live in the query cache, loaded after the first paint.
beforeAll(() => loadDataLayer());

const SESSION = {
  id: `anon_${'a'.repeat(47)}`,
  ip: null,
  userAgent: '',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  dailyConversions: 0,
  isExpired: false,
  limits: { dailyCredits: 5, maxFileSize: 524_288_000, allowedFormats: ['mp4'] },
};

type Answer = { status: number; body?: unknown } | 'offline';

/** A fake server for the two pre-flight reads; every call is recorded by path. */
function fakeFetch(answers: Partial<Record<string, Answer>>) {
  const calls: string[] = [];
  const fetch = vi.fn((input: string) => {
    calls.push(input);
    const answer = answers[input];
    if (answer === undefined || answer === 'offline') return Promise.reject(new TypeError('offline'));
    return Promise.resolve(new Response(JSON.stringify(answer.body ?? {}), { status: answer.status }));
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
const daily = (tier: string, used: number, dailyLimit: number | null) =>
  ok({ tier, used, dailyLimit, remaining: dailyLimit === null ? null : dailyLimit - used, resetsAt: '' });
const balance = (subscriptionCredits: number, paygCredits: number, tier = 'PAID') =>
  ok({ tier, subscriptionCredits, paygCredits });
const serverError: Answer = { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } };

const checks = { dailyStatus: getDailyStatus, balance: getBalance };

beforeEach(() => primeAnonymousSession(SESSION));
afterEach(() => vi.unstubAllGlobals());

describe('credit pre-flight (CC §7 "Own server: processing")', () => {
  it('CC-7.15 CC-6.06 FREE reads daily-status: under the limit allowed, at the limit refused', async () => {
    const calls = fakeFetch({ [ACCOUNT_PATHS.dailyStatus]: daily('FREE', 9, 10) });
    expect(await creditPreflight('FREE', checks)).toEqual({ kind: 'allowed' });
    expect(calls).toEqual([ACCOUNT_PATHS.dailyStatus]);
    fakeFetch({ [ACCOUNT_PATHS.dailyStatus]: daily('FREE', 10, 10) });
    expect(await creditPreflight('FREE', checks)).toEqual({
      kind: 'refused',
      refusal: { code: ERROR_CODES.DAILY_LIMIT_REACHED, tier: 'FREE' },
    });
  });

  it('CC-6.03 anonymous visitors read their session daily status too', async () => {
    fakeFetch({ [ACCOUNT_PATHS.dailyStatus]: daily('ANONYMOUS', 5, 5) });
    expect(await creditPreflight('ANONYMOUS', checks)).toEqual({
      kind: 'refused',
      refusal: { code: ERROR_CODES.DAILY_LIMIT_REACHED, tier: 'ANONYMOUS' },
    });
  });

  it('CC-7.16 CC-6.08 PAID reads the balance: 0+0 refused, 0+1 allowed', async () => {
    const calls = fakeFetch({ [ACCOUNT_PATHS.balance]: balance(0, 0) });
    expect(await creditPreflight('PAID', checks)).toEqual({
      kind: 'refused',
      refusal: { code: ERROR_CODES.INSUFFICIENT_CREDITS, tier: 'PAID' },
    });
    expect(calls).toEqual([ACCOUNT_PATHS.balance]);
    fakeFetch({ [ACCOUNT_PATHS.balance]: balance(0, 1) });
    expect(await creditPreflight('PAID', checks)).toEqual({ kind: 'allowed' });
  });

  it('CC-8.46 a read that fails (500, no answer) is unverified, per read', async () => {
    fakeFetch({ [ACCOUNT_PATHS.dailyStatus]: serverError, [ACCOUNT_PATHS.balance]: serverError });
    expect(await creditPreflight('FREE', checks)).toEqual({ kind: 'unverified', check: 'dailyStatus' });
    expect(await creditPreflight('PAID', checks)).toEqual({ kind: 'unverified', check: 'balance' });
    fakeFetch({});
    expect(await creditPreflight('FREE', checks)).toEqual({ kind: 'unverified', check: 'dailyStatus' });
    expect(enQueue.toasts.dailyStatusUnverified).toBe(CREDIT_MESSAGES.dailyStatusUnverified);
    expect(enQueue.toasts.balanceUnverified).toBe(CREDIT_MESSAGES.balanceUnverified);
  });

  it('a stale tier follows the server: FREE upgraded to PAID reads the balance, PAID ended reads the day', async () => {
    const calls = fakeFetch({
      [ACCOUNT_PATHS.dailyStatus]: daily('PAID', 0, null),
      [ACCOUNT_PATHS.balance]: balance(0, 0),
    });
    expect((await creditPreflight('FREE', checks)).kind).toBe('refused');
    expect(calls).toEqual([ACCOUNT_PATHS.dailyStatus, ACCOUNT_PATHS.balance]);
    fakeFetch({
      [ACCOUNT_PATHS.dailyStatus]: daily('FREE', 1, 10),
      [ACCOUNT_PATHS.balance]: balance(0, 0, 'FREE'),
    });
    expect(await creditPreflight('PAID', checks)).toEqual({ kind: 'allowed' });
  });
});

describe('Start with the pre-flight', () => {
  function runner(outcome: PreflightOutcome) {
    const store = new QueueStore(
      initialQueueState('conversion', [row({ status: 'upload_ready', fileId: 'f1', isPreUploading: false })]),
    );
    const start = vi.fn(() => Promise.resolve({ jobId: 'job1' }));
    const jobs = { start, status: vi.fn(), result: vi.fn(), cancel: vi.fn(() => Promise.resolve()) };
    const job = new QueueJobs(store, conversion, {
      jobs,
      feed: { subscribe: () => () => undefined, isLive: () => true },
      clock: { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined },
      sleep: () => Promise.resolve(),
      newId: () => 'x',
      uploadedFileId: () => Promise.resolve(undefined),
      checkCredits: () => Promise.resolve(outcome),
    });
    const notices: QueueNotice[] = [];
    store.onNotice((notice) => notices.push(notice));
    const refusals: CreditRefusal[] = [];
    const off = onCreditRefusal((refusal) => refusals.push(refusal));
    return { job, store, start, notices, refusals, off };
  }

  it('at the limit no convert call is made and the page prompt is told, as for a server refusal', async () => {
    const refusal = { code: ERROR_CODES.DAILY_LIMIT_REACHED, tier: 'FREE' } as const;
    const t = runner({ kind: 'refused', refusal });
    await t.job.start();
    t.off();
    expect(t.start).not.toHaveBeenCalled();
    expect(t.refusals).toEqual([refusal]);
    expect(t.store.state.files[0]?.status).toBe('upload_ready');
  });

  it('an unverified check raises its notice and starts nothing', async () => {
    const t = runner({ kind: 'unverified', check: 'balance' });
    await t.job.start();
    t.off();
    expect(t.start).not.toHaveBeenCalled();
    expect(t.notices).toEqual([{ kind: 'creditCheckFailed', check: 'balance' }]);
  });

  it('allowed, the job starts', async () => {
    const t = runner({ kind: 'allowed' });
    await t.job.start();
    t.off();
    expect(t.start).toHaveBeenCalledTimes(1);
    expect(t.refusals).toEqual([]);
  });
});

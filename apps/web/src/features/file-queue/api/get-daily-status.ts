import { ACCOUNT_PATHS, isTier, type Tier } from '@mediaforge/shared';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';
import { read } from '../../../lib/read-envelope';
import { requestJson } from '../../../lib/upload-http';

/** What the credit pre-flight reads of the daily status (CC-7.15; docs/decisions.md D45). */
export interface DailyCreditStatus {
  readonly tier: Tier | undefined;
  readonly used: number;
  /** null: the server counts the caller as PAID (no daily allowance). */
  readonly dailyLimit: number | null;
}

export function parseDailyStatus(data: unknown): DailyCreditStatus | undefined {
  const d = read.record(data);
  if (d === undefined) return undefined;
  const used = read.number(d, 'used');
  const dailyLimit = d.dailyLimit === null ? null : read.number(d, 'dailyLimit');
  if (used === undefined || dailyLimit === undefined) return undefined;
  const tier = read.string(d, 'tier');
  return { tier: tier !== undefined && isTier(tier) ? tier : undefined, used, dailyLimit };
}

/** GET /api/credits/daily-status, for anonymous visitors (session header) and signed-in ones (cookie). */
export function getDailyStatus(): Promise<DailyCreditStatus> {
  return requestJson(
    { method: 'GET', path: ACCOUNT_PATHS.dailyStatus, timeoutMs: JOB_API_TIMEOUT_MS },
    parseDailyStatus,
  );
}

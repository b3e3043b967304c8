import { ACCOUNT_PATHS, dailyStatusSchema, type Tier } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';
import { CREDITS_QUERY_KEY } from '../../../lib/credit-events';
import { loadDataLayer } from '../../../lib/data-layer';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';

/** What the credit pre-flight reads of the daily status (CC-7.15; docs/decisions.md D45). */
export interface DailyCreditStatus {
  readonly tier: Tier | undefined;
  readonly used: number;
  /** null: the server counts the caller as PAID (no daily allowance). */
  readonly dailyLimit: number | null;
}

/**
 * GET /api/credits/daily-status, for anonymous visitors (session header) and signed-in ones (cookie).
 * Every pre-flight asks the server; the answer stays in the query cache until a refusal makes it stale.
 */
export async function getDailyStatus(): Promise<DailyCreditStatus> {
  const client = await loadDataLayer();
  return client.fetchQuery({
    queryKey: [...CREDITS_QUERY_KEY, 'daily-status'],
    queryFn: () =>
      apiData(
        { path: ACCOUNT_PATHS.dailyStatus, timeoutMs: JOB_API_TIMEOUT_MS, visitor: pageVisitor },
        dailyStatusSchema,
      ),
    staleTime: 0,
  });
}

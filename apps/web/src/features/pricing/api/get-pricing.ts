import { ACCOUNT_PATHS, type PriceEntry, type PricingResponse } from '@mediaforge/shared';
import { getJson, successData } from '../../../lib/api-client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseEntry(value: unknown): PriceEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, credits, amount, currency } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof currency !== 'string') return undefined;
  if (typeof credits !== 'number' || typeof amount !== 'number') return undefined;
  return { id, name, credits, amount, currency };
}

const entries = (value: unknown): PriceEntry[] =>
  Array.isArray(value) ? value.flatMap((entry) => parseEntry(entry) ?? []) : [];

/** Validates GET /api/pricing (D47); malformed plans or packs are left out rather than shown wrong. */
export function parsePricing(body: unknown): PricingResponse {
  const data = successData(body, ACCOUNT_PATHS.pricing);
  if (!isRecord(data)) throw new TypeError(`unexpected answer from ${ACCOUNT_PATHS.pricing}`);
  return {
    freeDailyCredits: typeof data.freeDailyCredits === 'number' ? data.freeDailyCredits : 0,
    plans: entries(data.plans),
    packs: entries(data.packs),
    checkout: data.checkout === true,
  };
}

export async function getPricing(signal?: AbortSignal): Promise<PricingResponse> {
  return parsePricing(await getJson(ACCOUNT_PATHS.pricing, signal));
}

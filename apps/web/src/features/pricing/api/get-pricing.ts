import {
  ACCOUNT_PATHS,
  pricingResponseSchema,
  type PriceEntry,
  type PricingResponse,
} from '@mediaforge/shared';
import { apiData, type AnswerSchema } from '../../../lib/api-client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One plan or pack, as the shared schema of the answer describes it. */
const entrySchema = pricingResponseSchema.shape.plans.unwrap().element;

const entries = (value: unknown): PriceEntry[] =>
  Array.isArray(value)
    ? value.flatMap((entry) => {
        const parsed = entrySchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      })
    : [];

/** The `data` of GET /api/pricing (D47); malformed plans or packs are left out rather than shown wrong. */
export const pricingAnswer: AnswerSchema<PricingResponse> = {
  safeParse(data) {
    if (!isRecord(data)) return { success: false };
    return {
      success: true,
      data: {
        freeDailyCredits: typeof data.freeDailyCredits === 'number' ? data.freeDailyCredits : 0,
        plans: entries(data.plans),
        packs: entries(data.packs),
        checkout: data.checkout === true,
      },
    };
  },
};

export function getPricing(signal?: AbortSignal): Promise<PricingResponse> {
  return apiData({ path: ACCOUNT_PATHS.pricing, signal }, pricingAnswer);
}

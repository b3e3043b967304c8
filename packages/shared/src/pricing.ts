/**
 * What /pricing offers (converter-compressor.md §6 tiers; downloader.md §2 "/pricing"). The operator
 * describes plans and packs in a JSON file (PRICING_CONFIG_PATH); these are the defaults.
 */
import { z } from 'zod';
import { FREE_DAILY_CREDITS } from './limits.js';

const priceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().min(1).max(80),
  credits: z.number().int().positive(),
  /** Smallest currency unit (cents). */
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/),
  /** Stripe Price id; without it Checkout builds the price from amount and currency. */
  stripePriceId: z.string().optional(),
});

export const pricingConfigSchema = z.object({
  freeDailyCredits: z.number().int().nonnegative().default(FREE_DAILY_CREDITS),
  /** Monthly subscriptions: `credits` are subscription credits granted each paid period. */
  plans: z.array(priceSchema).default([]),
  /** One-off packs of pay-as-you-go credits. */
  packs: z.array(priceSchema).default([]),
});

export type PricingConfig = z.output<typeof pricingConfigSchema>;
export type PriceEntry = z.output<typeof priceSchema>;

export const DEFAULT_PRICING: PricingConfig = {
  freeDailyCredits: FREE_DAILY_CREDITS,
  plans: [
    { id: 'starter', name: 'Starter', credits: 300, amount: 500, currency: 'usd' },
    { id: 'pro', name: 'Pro', credits: 1500, amount: 1500, currency: 'usd' },
  ],
  packs: [
    { id: 'pack-50', name: '50 credits', credits: 50, amount: 300, currency: 'usd' },
    { id: 'pack-200', name: '200 credits', credits: 200, amount: 1000, currency: 'usd' },
  ],
};

/** GET /api/pricing. */
export interface PricingResponse extends PricingConfig {
  /** Whether Stripe Checkout is configured; without it the page says how to get credits. */
  readonly checkout: boolean;
}

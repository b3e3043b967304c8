import {
  checkoutResponseSchema,
  pricingResponseSchema,
  stripeWebhookResponseSchema,
} from '@mediaforge/shared';
import { z } from 'zod';
import { contract, ok } from '../contract.js';

/** POST /api/payments/checkout body. */
export const checkoutRequestSchema = z.object({ priceId: z.string().min(1).max(40) });

export const PAYMENTS_CONTRACTS = {
  pricing: contract({
    summary: 'Plans and credit packs, and whether Checkout is configured',
    responses: { 200: ok(pricingResponseSchema) },
  }),
  checkout: contract({
    summary: 'A Stripe Checkout page for a plan or pack',
    access: 'user',
    body: checkoutRequestSchema,
    responses: { 200: ok(checkoutResponseSchema) },
    errors: [400, 401, 404, 503],
  }),
  webhook: contract({
    summary: 'Stripe’s signed webhook (Stripe-Signature over the raw body)',
    responses: { 200: stripeWebhookResponseSchema },
    errors: [400, 503],
  }),
};

/** Answers of accounts, sessions, credits, limits, captcha and payments (accounts-api.ts, pricing.ts). */
import { z } from 'zod';
import { pricingConfigSchema } from '../pricing.js';
import { TIERS } from '../tiers.js';
import { countSchema, isoTimeSchema, named } from './registry.js';

export const tierSchema = z.enum(TIERS);

/** GET /api/accounts/config. */
export const accountsConfigResponseSchema = named(
  'AccountsConfigResponse',
  z.object({
    google: z.boolean(),
    captcha: z.object({ provider: z.enum(['altcha', 'turnstile']), siteKey: z.string().optional() }),
    payments: z.boolean(),
  }),
);

/** Usage of the daily allowance (`dailyLimit` and `remaining` null for PAID). */
export const dailyStatusSchema = named(
  'DailyStatus',
  z.object({
    tier: tierSchema,
    used: countSchema,
    dailyLimit: countSchema.nullable(),
    remaining: countSchema.nullable(),
    resetsAt: isoTimeSchema,
  }),
);

/** POST /api/anonymous-session. */
export const anonymousSessionResponseSchema = named(
  'AnonymousSessionResponse',
  z.object({
    id: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string(),
    createdAt: isoTimeSchema,
    expiresAt: isoTimeSchema,
    isExpired: z.boolean(),
    dailyConversions: countSchema,
    usage: dailyStatusSchema,
    limits: z.object({
      dailyCredits: countSchema,
      maxFileSize: countSchema,
      maxFilesPerUpload: countSchema,
      allowedFormats: z.array(z.string()),
    }),
  }),
);

/** GET /api/limits: the caller's tier and its limits object. */
export const limitsResponseSchema = named(
  'LimitsResponse',
  z.object({
    tier: tierSchema,
    maxFileSize: countSchema,
    maxFilesPerUpload: countSchema,
    dailyCredits: countSchema.nullable(),
  }),
);

/** GET /api/credits/balance. */
export const balanceResponseSchema = named(
  'BalanceResponse',
  z.object({ tier: tierSchema, subscriptionCredits: z.number(), paygCredits: z.number() }),
);

/** GET /api/credits/status. */
export const creditStatusResponseSchema = named(
  'CreditStatusResponse',
  z.object({
    canProcess: z.boolean(),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
    balance: balanceResponseSchema.nullable(),
    daily: dailyStatusSchema,
  }),
);

/** GET /api/pricing. */
export const pricingResponseSchema = named(
  'PricingResponse',
  pricingConfigSchema.extend({ checkout: z.boolean() }),
);

/** POST /api/payments/checkout: where to send the browser. */
export const checkoutResponseSchema = named('CheckoutResponse', z.object({ url: z.string() }));

/** POST /api/payments/stripe/webhook (not enveloped: Stripe reads the status only). */
export const stripeWebhookResponseSchema = named(
  'StripeWebhookResponse',
  z.object({ received: z.literal(true), applied: z.boolean() }),
);

/**
 * GET /api/captcha/challenge (not enveloped): ALTCHA's signed challenge as its widget reads it. The
 * library owns the shape; fields beyond these pass through.
 */
export const captchaChallengeSchema = named(
  'CaptchaChallenge',
  z.looseObject({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
    }),
    signature: z.string().optional(),
  }),
);

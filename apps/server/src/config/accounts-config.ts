import { DEFAULT_TIER_LIMITS, TIERS, type Tier, type TierLimits } from '@mediaforge/shared';
import { z } from 'zod';

/**
 * The accounts, credits, captcha and payments part of the configuration. env.ts (the only reader of
 * process.env) hands this module the same cleaned variables and merges the problems of both schemas.
 */
const HOUR_MS = 60 * 60 * 1000;
const count = z.coerce.number().int().min(0);
const bytes = z.coerce.number().int().positive();

export const accountsSchema = z
  .object({
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    AUTH_SECURE_COOKIES: z.enum(['auto', 'true', 'false']).default('auto'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_THROTTLE_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60 * 1000),
    ANONYMOUS_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    ANONYMOUS_DAILY_CREDITS: count.default(DEFAULT_TIER_LIMITS.ANONYMOUS.dailyCredits ?? 0),
    FREE_DAILY_CREDITS: count.default(DEFAULT_TIER_LIMITS.FREE.dailyCredits ?? 0),
    FREE_MAX_FILE_SIZE: bytes.default(DEFAULT_TIER_LIMITS.FREE.maxFileSize),
    PAID_MAX_FILE_SIZE: bytes.default(DEFAULT_TIER_LIMITS.PAID.maxFileSize),
    MAX_FILES_PER_UPLOAD: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(DEFAULT_TIER_LIMITS.FREE.maxFilesPerUpload),
    ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(10_000_000).default(5000),
    CAPTCHA_TTL_MS: z.coerce
      .number()
      .int()
      .min(10_000)
      .default(10 * 60 * 1000),
    TURNSTILE_SITE_KEY: z.string().min(1).optional(),
    TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
    TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE_URL: z.url().optional(),
    PRICING_CONFIG_PATH: z.string().min(1).optional(),
  })
  .refine((e) => (e.GOOGLE_CLIENT_ID === undefined) === (e.GOOGLE_CLIENT_SECRET === undefined), {
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together',
    path: ['GOOGLE_CLIENT_ID'],
  })
  .refine((e) => (e.TURNSTILE_SITE_KEY === undefined) === (e.TURNSTILE_SECRET_KEY === undefined), {
    message: 'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set together',
    path: ['TURNSTILE_SITE_KEY'],
  })
  .refine((e) => (e.STRIPE_SECRET_KEY === undefined) === (e.STRIPE_WEBHOOK_SECRET === undefined), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together',
    path: ['STRIPE_SECRET_KEY'],
  });

export interface AccountsConfig {
  /** better-auth's secret; unset, one is generated once into DATA_DIR/auth-secret.key. */
  readonly authSecret: string | undefined;
  /** The public origin (Google's redirect URI is built from it); unset, each request's own origin. */
  readonly baseUrl: string | undefined;
  /** `Secure` session cookies: on for an https BASE_URL, or when forced (docs/decisions.md D43). */
  readonly secureCookies: boolean;
  readonly google: { readonly clientId: string; readonly clientSecret: string } | undefined;
  readonly loginThrottle: {
    readonly maxFailuresPerAccount: number;
    readonly maxFailuresPerIp: number;
    readonly windowMs: number;
  };
  readonly anonymousSessionsPerHour: number;
  readonly anonymousSessionLifetimeMs: number;
  readonly tierLimits: Readonly<Record<Tier, TierLimits>>;
  readonly captcha: {
    readonly altchaCost: number;
    readonly altchaMaxNumber: number;
    readonly ttlMs: number;
    readonly turnstile:
      { readonly siteKey: string; readonly secretKey: string; readonly verifyUrl: string } | undefined;
  };
  readonly stripe:
    | { readonly secretKey: string; readonly webhookSecret: string; readonly apiBaseUrl: string | undefined }
    | undefined;
  readonly pricingConfigPath: string | undefined;
}

export function toAccountsConfig(
  e: z.output<typeof accountsSchema>,
  anonymousMaxFileSize: number,
): AccountsConfig {
  const limits = (tier: Tier, patch: Partial<TierLimits>): TierLimits => ({
    ...DEFAULT_TIER_LIMITS[tier],
    maxFilesPerUpload: e.MAX_FILES_PER_UPLOAD,
    ...patch,
  });
  const tierLimits = Object.fromEntries(
    TIERS.map((tier) => [
      tier,
      tier === 'ANONYMOUS'
        ? limits(tier, { maxFileSize: anonymousMaxFileSize, dailyCredits: e.ANONYMOUS_DAILY_CREDITS })
        : tier === 'FREE'
          ? limits(tier, { maxFileSize: e.FREE_MAX_FILE_SIZE, dailyCredits: e.FREE_DAILY_CREDITS })
          : limits(tier, { maxFileSize: e.PAID_MAX_FILE_SIZE, dailyCredits: null }),
    ]),
  ) as Record<Tier, TierLimits>;
  return {
    authSecret: e.AUTH_SECRET,
    baseUrl: e.BASE_URL?.replace(/\/+$/, ''),
    secureCookies:
      e.AUTH_SECURE_COOKIES === 'auto'
        ? e.BASE_URL?.startsWith('https:') === true
        : e.AUTH_SECURE_COOKIES === 'true',
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    loginThrottle: {
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_THROTTLE_WINDOW_MS,
    },
    anonymousSessionsPerHour: e.ANONYMOUS_SESSIONS_PER_HOUR,
    anonymousSessionLifetimeMs: 24 * HOUR_MS,
    tierLimits,
    captcha: {
      altchaCost: e.ALTCHA_COST,
      altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
      ttlMs: e.CAPTCHA_TTL_MS,
      turnstile:
        e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY
          ? {
              siteKey: e.TURNSTILE_SITE_KEY,
              secretKey: e.TURNSTILE_SECRET_KEY,
              verifyUrl: e.TURNSTILE_VERIFY_URL,
            }
          : undefined,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBaseUrl: e.STRIPE_API_BASE_URL,
          }
        : undefined,
    pricingConfigPath: e.PRICING_CONFIG_PATH,
  };
}

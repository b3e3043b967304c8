/**
 * The wire contract of accounts, anonymous sessions, credits, captcha and pricing (converter-compressor.md
 * §3 "Credit status, limits, user, balance", "Anonymous session", §6, §7; downloader.md §2, §4, §6, §7).
 * Success answers are `{ success: true, data }`; failures `{ code, message, context? }` (errors.ts).
 */
import type { TierLimits } from './limits.js';
import type { Tier } from './tiers.js';

export const ACCOUNT_PATHS = {
  /** better-auth's endpoints live under this prefix (sign-up/email, sign-in/email, sign-out, get-session…). */
  auth: '/api/auth',
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signInSocial: '/api/auth/sign-in/social',
  signOut: '/api/auth/sign-out',
  session: '/api/auth/get-session',
  /** What this server offers: Google sign-in, the captcha provider, payments. */
  config: '/api/accounts/config',
  anonymousSession: '/api/anonymous-session',
  /** GET: the caller's limits object (CC §3 "Limits", CC-6.09; D77). */
  limits: '/api/limits',
  dailyStatus: '/api/credits/daily-status',
  balance: '/api/credits/balance',
  creditStatus: '/api/credits/status',
  captchaChallenge: '/api/captcha/challenge',
  pricing: '/api/pricing',
  checkout: '/api/payments/checkout',
  stripeWebhook: '/api/payments/stripe/webhook',
} as const;

/**
 * 429 SESSION_LIMIT_REACHED: the address already obtained its anonymous sessions for this hour (D42).
 * Said in words, with the way out, so it never reads as a network failure (D78).
 */
export function anonymousSessionLimitMessage(maxPerHour: number): string {
  return (
    `Too many new visitor sessions from your network (at most ${String(maxPerHour)} an hour). ` +
    'Sign in to continue, or try again later.'
  );
}

/** Header carrying a solved captcha on auth calls (the downloader form sends `captchaToken` in its body). */
export const CAPTCHA_TOKEN_HEADER = 'X-Captcha-Token';

export type CaptchaProvider = 'altcha' | 'turnstile';

/** GET /api/accounts/config. */
export interface AccountsConfigResponse {
  readonly google: boolean;
  readonly captcha: { readonly provider: CaptchaProvider; readonly siteKey?: string };
  readonly payments: boolean;
}

/** Usage of the daily allowance (CC §3 "Daily status: used"; `dailyLimit` null for PAID). */
export interface DailyStatus {
  readonly tier: Tier;
  readonly used: number;
  readonly dailyLimit: number | null;
  readonly remaining: number | null;
  /** ISO time the allowance starts again (the next UTC midnight). */
  readonly resetsAt: string;
}

/** POST /api/anonymous-session (CC §3 "Anonymous session"; decisions D24, D42). */
export interface AnonymousSessionResponse {
  readonly id: string;
  readonly ip: string | null;
  readonly userAgent: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly isExpired: boolean;
  readonly dailyConversions: number;
  readonly usage: DailyStatus;
  readonly limits: {
    readonly dailyCredits: number;
    readonly maxFileSize: number;
    readonly maxFilesPerUpload: number;
    readonly allowedFormats: readonly string[];
  };
}

/**
 * GET /api/limits: the limits object of the caller's tier as the server is configured (CC §3 "Limits",
 * §6 "Per-tier limits … come from a limits object"): what the upload area shows and enforces.
 */
export interface LimitsResponse extends TierLimits {
  readonly tier: Tier;
}

/** GET /api/credits/balance (CC §3 "Balance"). */
export interface BalanceResponse {
  readonly tier: Tier;
  readonly subscriptionCredits: number;
  readonly paygCredits: number;
}

/** GET /api/credits/status (CC §3 "Credit status"). */
export interface CreditStatusResponse {
  readonly canProcess: boolean;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  readonly balance: BalanceResponse | null;
  readonly daily: DailyStatus;
}

/** Captcha texts (downloader.md §2, §4). */
export const CAPTCHA_MESSAGES = {
  title: 'Security Verification',
  success: 'Verification Successful!',
  failed: 'Security verification failed. Please try again.',
  required: 'Please complete the security verification.',
} as const;

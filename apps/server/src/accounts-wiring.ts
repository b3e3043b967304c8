import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES, type AccountsConfigResponse } from '@mediaforge/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config/env.js';
import { AppError } from './errors/app-error.js';
import { crossSitePlugin } from './plugins/cross-site.plugin.js';
import { requireOwner } from './plugins/owner.plugin.js';
import { createAuthGateway } from './repositories/auth/better-auth.repository.js';
import { createTurnstileVerifier } from './repositories/captcha/turnstile.repository.js';
import { createCreditsRepository } from './repositories/database/credits.repository.js';
import type { Db } from './repositories/database/database.js';
import { createUsersRepository, type UsersRepository } from './repositories/database/users.repository.js';
import { loadPricingConfig } from './repositories/payments/pricing-config.repository.js';
import { createStripeGateway } from './repositories/payments/stripe.repository.js';
import { loadOrCreateSecretKey } from './repositories/storage/secret-key.repository.js';
import { accountsRoutes } from './routes/accounts/accounts.routes.js';
import { authRoutes } from './routes/auth/auth.routes.js';
import { captchaRoutes } from './routes/captcha/captcha.routes.js';
import { creditsRoutes } from './routes/credits/credits.routes.js';
import { limitsRoutes } from './routes/limits/limits.routes.js';
import { paymentsRoutes } from './routes/payments/payments.routes.js';
import {
  createAnonymousSessionIds,
  type AnonymousSessionIds,
} from './services/accounts/anonymous-session.service.js';
import { createAnonymousSessionsService } from './services/accounts/anonymous-sessions.service.js';
import type { AuthGateway } from './services/accounts/auth-gateway.js';
import { createAuthFront, type AuthFront } from './services/accounts/auth-front.service.js';
import { ipGroup } from './services/accounts/ip-group.js';
import { createLoginThrottle } from './services/accounts/login-throttle.js';
import { createOwnerResolver } from './services/accounts/owner-resolver.js';
import { createCaptchaService, type CaptchaService } from './services/captcha/captcha.service.js';
import type { LimitStores } from './repositories/limits/limit-store.repository.js';
import { createMemoryLimitStores } from './repositories/limits/memory-limit-store.repository.js';
import { createCreditsService, type CreditsService } from './services/credits/credits.service.js';
import { createLimitsService, type LimitsService } from './services/limits.service.js';
import type { ResolvedOwner } from './services/owner.js';
import { createPaymentsService, type PaymentsService } from './services/payments/payments.service.js';
import type { AnonymousSessionsService } from './services/accounts/anonymous-sessions.service.js';

/** Accounts, anonymous sessions, credits, captcha and payments, wired to their adapters. */
export interface AccountServices {
  readonly auth: AuthGateway;
  readonly front: AuthFront;
  readonly ids: AnonymousSessionIds;
  readonly resolveOwner: (headers: Headers) => Promise<ResolvedOwner>;
  readonly limits: LimitsService;
  readonly credits: CreditsService;
  readonly captcha: CaptchaService;
  readonly anonymousSessions: AnonymousSessionsService;
  readonly payments: PaymentsService;
  readonly users: UsersRepository;
  readonly publicConfig: AccountsConfigResponse;
  /** preHandler of the upload-starting routes: refuses an owner with no credit left (CC-8.45). */
  readonly beforeUpload: (request: FastifyRequest) => Promise<void>;
  readonly now: () => number;
  /** Where @fastify/rate-limit counts (Redis when API nodes share the load, D242); its memory when absent. */
  readonly rateLimitStore: RateLimitStore | undefined;
}

/** @fastify/rate-limit's shared store: an ioredis client and the install's key prefix. */
export interface RateLimitStore {
  readonly redis: unknown;
  readonly nameSpace: string;
}

/** The limits' counters of the run mode (memory-limit-store / redis-limit-store). */
export interface SharedLimits {
  readonly stores: LimitStores;
  readonly rateLimit?: RateLimitStore | undefined;
}

export async function createAccountServices(
  {
    config,
    logger,
    db,
    shared = { stores: createMemoryLimitStores() },
  }: {
    readonly config: Config;
    readonly logger: FastifyBaseLogger;
    readonly db: Db;
    /** The run mode's counters of the sign-in throttle and bot-check replays. */
    readonly shared?: SharedLimits | undefined;
  },
  now: () => number = Date.now,
): Promise<AccountServices> {
  const a = config.accounts;
  const secret = a.authSecret ?? (await loadOrCreateSecretKey(config.dataDir, 'auth-secret.key'));
  const log = logger.child({ component: 'accounts' });
  const auth = createAuthGateway({
    db,
    secret,
    baseUrl: a.baseUrl,
    secureCookies: a.secureCookies,
    google: a.google,
    log,
  });
  const ids = createAnonymousSessionIds(secret, a.anonymousSessionLifetimeMs);
  const users = createUsersRepository(db);
  const creditsRepo = createCreditsRepository(db);
  const limits = createLimitsService({ tierLimits: a.tierLimits });
  const credits = createCreditsService({ credits: creditsRepo, users, limits, now });
  const turnstile = a.captcha.turnstile;
  const captcha = createCaptchaService({
    secret,
    cost: a.captcha.altchaCost,
    maxNumber: a.captcha.altchaMaxNumber,
    ttlMs: a.captcha.ttlMs,
    now,
    turnstile: turnstile && { siteKey: turnstile.siteKey, verify: createTurnstileVerifier(turnstile) },
    replays: shared.stores.once('captcha'),
  });
  const gateway = a.stripe && createStripeGateway(a.stripe);
  const payments = createPaymentsService({
    pricing: await loadPricingConfig(a.pricingConfigPath),
    gateway,
    users,
    credits: creditsRepo,
    now,
  });
  return {
    auth,
    front: createAuthFront({
      gateway: auth,
      throttle: createLoginThrottle(a.loginThrottle, shared.stores.windows('login')),
      captcha,
      now,
    }),
    ids,
    resolveOwner: createOwnerResolver({ auth, ids, now }),
    limits,
    credits,
    captcha,
    anonymousSessions: createAnonymousSessionsService({ ids, credits, limits, now }),
    payments,
    users,
    publicConfig: {
      google: auth.googleEnabled,
      captcha: { provider: captcha.provider, ...(captcha.siteKey ? { siteKey: captcha.siteKey } : {}) },
      payments: gateway !== undefined,
    },
    beforeUpload: (request) => credits.assertCanProcess(requireOwner(request), 'upload'),
    now,
    rateLimitStore: shared.rateLimit,
  };
}

/** Plugins that must come before the routes: rate limiting (opt-in per route) and the cross-site check. */
export async function registerAccountPlugins(
  app: FastifyInstance,
  config: Config,
  store?: RateLimitStore,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(store ? { redis: store.redis, nameSpace: store.nameSpace } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(ERROR_CODES.RATE_LIMITED, 'Too many requests, please try again later', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  await app.register(crossSitePlugin, { baseUrl: config.accounts.baseUrl });
}

export function registerAccountRoutes(app: FastifyInstance, accounts: AccountServices, config: Config): void {
  authRoutes(app, { front: accounts.front });
  accountsRoutes(app, {
    config: accounts.publicConfig,
    sessions: accounts.anonymousSessions,
    sessionRateLimit: { max: config.accounts.anonymousSessionsPerHour, keyGenerator: ipGroup },
  });
  creditsRoutes(app, { credits: accounts.credits });
  limitsRoutes(app, { limits: accounts.limits });
  captchaRoutes(app, { captcha: accounts.captcha });
  paymentsRoutes(app, {
    payments: accounts.payments,
    emailOf: async (userId) => (await accounts.users.findById(userId))?.email ?? '',
  });
}

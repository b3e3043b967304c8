import {
  anonymousSessionLimitMessage,
  ANONYMOUS_SESSION_HEADER,
  ERROR_CODES,
  ANONYMOUS_USER_AGENT_HEADER,
  type AccountsConfigResponse,
  type AnonymousSessionResponse,
  type ApiSuccess,
} from '@mediaforge/shared';
import type {} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import type { AnonymousSessionsService } from '../../services/accounts/anonymous-sessions.service.js';
import { ACCOUNTS_CONTRACTS } from './accounts.contract.js';

const header = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * GET /api/accounts/config (what the sign-in page may offer) and POST /api/anonymous-session (CC §3, §4;
 * D42), whose issuance is rate limited per IP (/64) so a fresh id every few seconds is not a way around
 * the daily allowance.
 */
export function accountsRoutes(
  app: FastifyInstance,
  deps: {
    readonly config: AccountsConfigResponse;
    readonly sessions: AnonymousSessionsService;
    readonly sessionRateLimit: { readonly max: number; readonly keyGenerator: (ip: string) => string };
  },
): void {
  app.get('/api/accounts/config', ACCOUNTS_CONTRACTS.config, (): ApiSuccess<AccountsConfigResponse> => ({
    success: true,
    data: deps.config,
  }));

  app.post(
    '/api/anonymous-session',
    {
      ...ACCOUNTS_CONTRACTS.anonymousSession,
      config: {
        rateLimit: {
          max: deps.sessionRateLimit.max,
          timeWindow: 60 * 60 * 1000,
          keyGenerator: (request) => deps.sessionRateLimit.keyGenerator(request.ip),
          // Its own code and words: the browser tells the visitor and offers sign-in (D78).
          errorResponseBuilder: (_request, context) =>
            new AppError(
              ERROR_CODES.SESSION_LIMIT_REACHED,
              anonymousSessionLimitMessage(deps.sessionRateLimit.max),
              { maxPerHour: deps.sessionRateLimit.max, retryAfterSeconds: Math.ceil(context.ttl / 1000) },
            ),
        },
      },
    },
    async (request): Promise<ApiSuccess<AnonymousSessionResponse>> => ({
      success: true,
      data: await deps.sessions.start({
        currentId: header(request.headers[ANONYMOUS_SESSION_HEADER.toLowerCase()]),
        ip: request.ip,
        userAgent:
          header(request.headers[ANONYMOUS_USER_AGENT_HEADER.toLowerCase()]) ??
          header(request.headers['user-agent']) ??
          '',
      }),
    }),
  );
}

import { ACCOUNT_PATHS, type ApiSuccess, type LimitsResponse } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import type { LimitsService } from '../../services/limits.service.js';
import { LIMITS_CONTRACT } from './limits.contract.js';

/**
 * GET /api/limits (CC §3 "Limits", CC-6.09; D77): the limits the server enforces for the caller, so the
 * browser shows and checks the same numbers. Open to everyone: a visitor without a session yet reads
 * the anonymous tier's.
 */
export function limitsRoutes(app: FastifyInstance, deps: { readonly limits: LimitsService }): void {
  app.get(ACCOUNT_PATHS.limits, LIMITS_CONTRACT, (request): ApiSuccess<LimitsResponse> => ({
    success: true,
    data: deps.limits.callerLimits(request.owner),
  }));
}

import type { ApiSuccess, BalanceResponse, CreditStatusResponse, DailyStatus } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { requireOwner, requireUser } from '../../plugins/owner.plugin.js';
import type { CreditsService } from '../../services/credits/credits.service.js';
import { CREDITS_CONTRACTS } from './credits.contract.js';

const ok = <T>(data: T): ApiSuccess<T> => ({ success: true, data });

/**
 * Credit pre-flights (converter-compressor.md §7 "Own server: processing"; downloader.md §7), each with and
 * without the /api prefix (NOTES.md 3): daily status for anonymous and signed-in callers, the balance
 * for signed-in ones (CC-7.16), and the whole credit status (CC §3 "Credit status").
 */
export function creditsRoutes(app: FastifyInstance, deps: { readonly credits: CreditsService }): void {
  for (const prefix of ['/api', '']) {
    app.get(
      `${prefix}/credits/daily-status`,
      CREDITS_CONTRACTS.dailyStatus,
      async (request): Promise<ApiSuccess<DailyStatus>> =>
        ok(await deps.credits.dailyStatus(requireOwner(request))),
    );
    app.get(
      `${prefix}/credits/balance`,
      CREDITS_CONTRACTS.balance,
      async (request): Promise<ApiSuccess<BalanceResponse>> =>
        ok(await deps.credits.balance(requireUser(request))),
    );
    app.get(
      `${prefix}/credits/status`,
      CREDITS_CONTRACTS.status,
      async (request): Promise<ApiSuccess<CreditStatusResponse>> =>
        ok(await deps.credits.status(requireOwner(request))),
    );
  }
}

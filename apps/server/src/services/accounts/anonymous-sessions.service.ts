import { ANONYMOUS_ALLOWED_FORMATS, type AnonymousSessionResponse } from '@mediaforge/shared';
import type { CreditsService } from '../credits/credits.service.js';
import type { LimitsService } from '../limits.service.js';
import type { AnonymousSessionIds } from './anonymous-session.service.js';

/**
 * POST /api/anonymous-session (converter-compressor.md §3, §4 "Anonymous session"; docs/decisions.md D42):
 * the caller's current session while it is valid and younger than 24 hours, otherwise a fresh one, with
 * the fields the browser stores under `anonymous_session` and today's usage.
 */
export interface AnonymousSessionsService {
  start(input: {
    readonly currentId: string | undefined;
    readonly ip: string;
    readonly userAgent: string;
  }): Promise<AnonymousSessionResponse>;
}

export function createAnonymousSessionsService(deps: {
  readonly ids: AnonymousSessionIds;
  readonly credits: Pick<CreditsService, 'dailyStatus'>;
  readonly limits: LimitsService;
  readonly now: () => number;
}): AnonymousSessionsService {
  return {
    async start({ currentId, ip, userAgent }) {
      const now = deps.now();
      const check = currentId ? deps.ids.verify(currentId, now) : undefined;
      const session =
        currentId && check?.ok
          ? { id: currentId, createdAt: check.createdAt, expiresAt: check.expiresAt }
          : deps.ids.issue(now);
      const usage = await deps.credits.dailyStatus({ kind: 'anonymous', sessionId: session.id });
      const limits = deps.limits.tierLimits('ANONYMOUS');
      return {
        id: session.id,
        ip,
        userAgent,
        createdAt: new Date(session.createdAt).toISOString(),
        expiresAt: new Date(session.expiresAt).toISOString(),
        isExpired: false,
        dailyConversions: usage.used,
        usage,
        limits: {
          dailyCredits: limits.dailyCredits ?? 0,
          maxFileSize: limits.maxFileSize,
          maxFilesPerUpload: limits.maxFilesPerUpload,
          allowedFormats: [...ANONYMOUS_ALLOWED_FORMATS],
        },
      };
    },
  };
}

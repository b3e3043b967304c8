/**
 * An import request checked and turned into its job's payload (converter-compressor.md §5 "Web link
 * import", "Dropbox import", §8; docs/decisions.md D211, D212): the source switched on, the spec's rules
 * with the spec's messages, the link's own rules (the egress client's, checked before a job exists so a
 * literal private address never reaches the queue), the owner's limits, the drive token sealed.
 */
import {
  DROPBOX_IMPORT_MESSAGES,
  dropboxImportError,
  ERROR_CODES,
  IMPORT_MESSAGES,
  normaliseDropboxPath,
  type DriveSource,
  type ImportJobPayload,
  type ImportRequest,
  type ImportSource,
} from '@mediaforge/shared';
import type { AllowEntry } from '../../egress/allow-list.js';
import { checkTargetUrl } from '../../egress/target-url.js';
import { AppError } from '../../errors/app-error.js';
import { sanitizeFileName } from '../file-name.js';
import type { LimitsService } from '../limits.service.js';
import { ownerKey, type Owner } from '../owner.js';
import type { TokenSeal } from './token-seal.js';

/** Which sources this server serves (the same flags GET /api/files/import/config answers). */
export type EnabledSources = Readonly<Record<ImportSource, boolean>>;

export interface ImportRequestDeps {
  readonly enabled: EnabledSources;
  readonly limits: Pick<LimitsService, 'limitsFor' | 'assertFormatAllowed'>;
  readonly seal: TokenSeal;
  /** The egress test allow-list: the same literal addresses the client admits. */
  readonly allowPrivate: readonly AllowEntry[];
}

export function assertSourceOn(enabled: EnabledSources, source: ImportSource): void {
  if (enabled[source]) return;
  const message = source === 'url' ? IMPORT_MESSAGES.urlUnavailable : IMPORT_MESSAGES.driveUnavailable;
  throw new AppError(ERROR_CODES.IMPORT_UNAVAILABLE, message, { source });
}

/** The Dropbox rules of §5, each with its code. */
function checkDropbox(accessToken: string | undefined, path: string | undefined): void {
  const message = dropboxImportError(accessToken, path);
  if (message === undefined) return;
  const code =
    message === DROPBOX_IMPORT_MESSAGES.missingToken
      ? ERROR_CODES.DRIVE_NOT_AUTHENTICATED
      : message === DROPBOX_IMPORT_MESSAGES.invalidToken
        ? ERROR_CODES.DRIVE_AUTH_FAILED
        : ERROR_CODES.VALIDATION_FAILED;
  throw new AppError(code, message);
}

function requireToken(drive: DriveSource, accessToken: string | undefined): string {
  const token = accessToken?.trim();
  if (!token)
    throw new AppError(ERROR_CODES.DRIVE_NOT_AUTHENTICATED, IMPORT_MESSAGES.notAuthenticated(drive));
  return token;
}

export function createImportRequestRules(deps: ImportRequestDeps) {
  return {
    /** The payload of the import's job; throws the refusal (with its code) when the request cannot run. */
    payloadOf(owner: Owner, request: ImportRequest): ImportJobPayload {
      assertSourceOn(deps.enabled, request.source);
      const given = request.filename?.trim();
      const fileName = given ? sanitizeFileName(given) : undefined;
      // A name given up front is held to the anonymous format list before anything is fetched (CC-6.04).
      if (fileName !== undefined) deps.limits.assertFormatAllowed(owner, fileName);
      const common = {
        ...(fileName === undefined ? {} : { fileName }),
        maxBytes: deps.limits.limitsFor(owner).maxFileSize,
        anonymousFormats: owner.kind === 'anonymous',
      };
      const key = ownerKey(owner);
      switch (request.source) {
        case 'url': {
          // §5's two messages are the egress client's EGRESS_BAD_URL and EGRESS_BAD_SCHEME (egress.ts).
          const url = checkTargetUrl(request.url.trim(), deps.allowPrivate);
          return { source: 'url', url: url.href, ...common };
        }
        case 'dropbox': {
          checkDropbox(request.accessToken, request.path);
          const path = normaliseDropboxPath(request.path ?? '');
          const sealedToken = deps.seal.seal(request.accessToken ?? '', key);
          return { source: 'dropbox', path, sealedToken, ...common };
        }
        case 'google-drive':
        case 'onedrive': {
          const sealedToken = deps.seal.seal(requireToken(request.source, request.accessToken), key);
          return { source: request.source, fileId: request.fileId, sealedToken, ...common };
        }
      }
    },
  };
}

export type ImportRequestRules = ReturnType<typeof createImportRequestRules>;

import {
  ANONYMOUS_SESSION_HEADER,
  IMPORT_PATHS,
  importAnswerSchema,
  type ImportAnswer,
  type ImportRequests,
  type ImportSource,
} from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';

/** CC §7 "Base API config: timeout 30000 ms"; the server answers within its own shorter wait. */
export const IMPORT_CALL_TIMEOUT_MS = 30_000;

/**
 * POST /api/files/import/{source} (CC-7.09–7.12) with the spec's body, the anonymous session header
 * and its id in `sessionId` (CC §6, CC-6.02). The answer is the stored file when the import ended within
 * the server's wait, else the job to follow (packages/shared api/import-responses.ts).
 */
export function startImport<S extends ImportSource>(
  source: S,
  body: Omit<ImportRequests[S], 'sessionId'>,
  signal?: AbortSignal,
): Promise<ImportAnswer> {
  // The body names the session too, so it is written once the visitor is known (a signed-in visitor
  // has none to name).
  return pageVisitor.ready(() =>
    apiData(
      {
        method: 'POST',
        path: IMPORT_PATHS.source(source),
        body: { ...body, sessionId: pageVisitor.headers()[ANONYMOUS_SESSION_HEADER] },
        timeoutMs: IMPORT_CALL_TIMEOUT_MS,
        signal,
        visitor: pageVisitor,
      },
      importAnswerSchema,
    ),
  );
}

/** GET /api/files/import/jobs/{jobId}: the import's answer again (done, still running, or its failure). */
export function getImportStatus(jobId: string, signal?: AbortSignal): Promise<ImportAnswer> {
  return apiData(
    { path: IMPORT_PATHS.job(jobId), timeoutMs: IMPORT_CALL_TIMEOUT_MS, signal, visitor: pageVisitor },
    importAnswerSchema,
  );
}

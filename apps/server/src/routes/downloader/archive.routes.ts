import { ARCHIVE_HEADERS, ARCHIVE_PATH, downloaderArchiveQuerySchema } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../../plugins/owner.plugin.js';
import { attachmentDisposition } from '../../services/content-disposition.js';
import type { ArchiveService } from '../../services/downloader/archive.service.js';
import { RELAY_SECURITY_HEADERS, visitorSignal } from '../../services/relay/egress-relay.js';
import { parseWith } from '../validation.js';
import { ARCHIVE_CONTRACT } from './archive.contract.js';

/** "Download all" (D190): the caller's analysis, its files streamed into one ZIP. */
export function archiveRoutes(app: FastifyInstance, deps: { readonly archive: ArchiveService }): void {
  app.get(ARCHIVE_PATH, ARCHIVE_CONTRACT, async (request, reply) => {
    const query = parseWith(downloaderArchiveQuerySchema, request.query);
    const archive = await deps.archive.open({
      owner: requireOwner(request),
      jobId: query.jobId,
      formatIds: query.formatIds,
      signal: visitorSignal(reply),
    });
    reply.status(200).headers({
      ...RELAY_SECURITY_HEADERS,
      'content-type': 'application/zip',
      'content-disposition': attachmentDisposition(archive.fileName),
      'cache-control': 'private, no-store',
      [ARCHIVE_HEADERS.items]: String(archive.items),
      ...(archive.expectedBytes === undefined
        ? {}
        : { [ARCHIVE_HEADERS.expectedBytes]: String(archive.expectedBytes) }),
    });
    return reply.send(archive.stream);
  });
}

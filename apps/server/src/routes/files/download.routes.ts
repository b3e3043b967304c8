import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FileDownload, FilesService } from '../../services/files.service.js';
import { DOWNLOAD_CONTRACT, TOKEN_DOWNLOAD_CONTRACT } from './files.contract.js';

interface TokenDownloadRoute {
  Querystring: { token?: unknown };
}

interface DownloadRoute {
  Params: { fileId: string };
  Querystring: { token?: unknown };
}

/**
 * GET /files/download/{fileId} (converter-compressor.md §7 "Processing"), also under /api (NOTES.md 3;
 * docs/decisions.md D4): by `?token=` (the upload's accessToken) or by the owner's session header. Always
 * an attachment with the stored type and nosniff (DESIGN.md §5). One byte range answers 206 (RFC 9110
 * §14); HEAD answers the headers without reading the file.
 */
/** A stored file's answer: its status, headers and bytes (or the 416 body). */
export function sendDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  return reply
    .status(download.status)
    .headers(download.headers)
    .send(download.stream ?? download.body);
}

export function downloadRoutes(app: FastifyInstance, deps: { readonly files: FilesService }): void {
  for (const url of ['/api/files/download/:fileId', '/files/download/:fileId']) {
    app.route<DownloadRoute>({
      method: ['GET', 'HEAD'],
      url,
      ...DOWNLOAD_CONTRACT,
      handler: async (request, reply) => {
        const { token } = request.query;
        const download = await deps.files.openDownload({
          fileId: request.params.fileId,
          // A repeated or odd token parameter is a wrong token, not a missing one.
          token: token === undefined ? undefined : typeof token === 'string' ? token : '',
          owner: request.owner ?? undefined,
          range: request.headers.range,
          head: request.method === 'HEAD',
        });
        return sendDownload(reply, download);
      },
    });
  }

  // GET {api}/files/download?token=… (downloader.md §7): the token names the file (fileLinkToken).
  for (const url of ['/api/files/download', '/files/download']) {
    app.route<TokenDownloadRoute>({
      method: ['GET', 'HEAD'],
      url,
      ...TOKEN_DOWNLOAD_CONTRACT,
      handler: async (request, reply) => {
        const { token } = request.query;
        const download = await deps.files.openLinkDownload({
          linkToken: typeof token === 'string' ? token : '',
          range: request.headers.range,
          head: request.method === 'HEAD',
        });
        return sendDownload(reply, download);
      },
    });
  }
}

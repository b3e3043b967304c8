import { chunkInitRequestSchema, type ApiSuccess } from '@mediaforge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partOpener } from '../../plugins/multipart.plugin.js';
import { requireOwner } from '../../plugins/owner.plugin.js';
import type { ChunkUploadService } from '../../services/uploads/chunk-upload.service.js';
import { parseWith } from '../validation.js';
import { CHUNK_CONTRACTS } from './files.contract.js';

const ok = <T>(data: T): ApiSuccess<T> => ({ success: true, data });

interface UploadParams {
  uploadId: string;
}
interface ChunkParams extends UploadParams {
  chunkNumber: string;
}

/** A non-numeric chunk number becomes NaN, which the service refuses as UPLOAD_CHUNK_INVALID. */
const chunkNumberOf = (raw: string): number => (/^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN);

/** The chunked upload endpoints (converter-compressor.md §7 "Own server: upload"; shared UPLOAD_PATHS). */
export function chunkUploadRoutes(
  app: FastifyInstance,
  deps: {
    readonly uploads: ChunkUploadService;
    /** Refuses a new upload when the owner has no credit left (CC-8.45); chunks of a started one pass. */
    readonly beforeUpload?: (request: FastifyRequest) => Promise<void>;
  },
): void {
  const { uploads } = deps;
  const gate = deps.beforeUpload ? { preHandler: deps.beforeUpload } : {};

  app.post('/api/files/chunk/init', { ...CHUNK_CONTRACTS.init, ...gate }, async (request) =>
    ok(await uploads.init(requireOwner(request), parseWith(chunkInitRequestSchema, request.body))),
  );

  app.post<{ Params: ChunkParams }>(
    '/api/files/chunk/upload/:uploadId/:chunkNumber',
    CHUNK_CONTRACTS.chunk,
    async (request) =>
      ok(
        await uploads.receiveChunk(
          requireOwner(request),
          request.params.uploadId,
          chunkNumberOf(request.params.chunkNumber),
          partOpener(request),
        ),
      ),
  );

  app.get<{ Params: UploadParams }>(
    '/api/files/chunk/progress/:uploadId',
    CHUNK_CONTRACTS.progress,
    async (request) => ok(await uploads.progress(requireOwner(request), request.params.uploadId)),
  );

  app.post<{ Params: UploadParams }>(
    '/api/files/chunk/complete/:uploadId',
    CHUNK_CONTRACTS.complete,
    async (request) => ok(await uploads.complete(requireOwner(request), request.params.uploadId)),
  );

  app.delete<{ Params: UploadParams }>(
    '/api/files/chunk/:uploadId',
    CHUNK_CONTRACTS.cancel,
    async (request) => ok(await uploads.cancel(requireOwner(request), request.params.uploadId)),
  );
}

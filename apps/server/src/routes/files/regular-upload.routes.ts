import type { ApiSuccess, RegularUploadResponse } from '@mediaforge/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partOpener } from '../../plugins/multipart.plugin.js';
import { requireOwner } from '../../plugins/owner.plugin.js';
import type { RegularUploadService } from '../../services/uploads/regular-upload.service.js';
import { REGULAR_UPLOAD_CONTRACT } from './files.contract.js';

/**
 * POST /api/files/v2/upload/ (converter-compressor.md §7), multipart field `file`. The spec writes a
 * trailing slash; the path without it answers too.
 */
export function regularUploadRoutes(
  app: FastifyInstance,
  deps: {
    readonly uploads: RegularUploadService;
    /** Refuses the upload when the owner has no credit left (CC-8.45). */
    readonly beforeUpload?: (request: FastifyRequest) => Promise<void>;
  },
): void {
  const gate = deps.beforeUpload ? { preHandler: deps.beforeUpload } : {};
  const options = { ...REGULAR_UPLOAD_CONTRACT, ...gate };
  for (const url of ['/api/files/v2/upload/', '/api/files/v2/upload']) {
    app.post(url, options, async (request): Promise<ApiSuccess<RegularUploadResponse>> => ({
      success: true,
      data: await deps.uploads.upload(requireOwner(request), partOpener(request)),
    }));
  }
}

import type { FastifyInstance } from 'fastify';
import type { Metrics, UploadMethodLabel } from '../services/metrics/metrics.service.js';

/** Which upload a route is, by its registered path (with or without /api, D4). */
function uploadMethodOf(routeUrl: string | undefined): UploadMethodLabel | undefined {
  if (!routeUrl) return undefined;
  if (routeUrl.includes('/files/chunk/upload/')) return 'chunk';
  if (routeUrl.includes('/files/v2/upload')) return 'regular';
  return undefined;
}

/**
 * Counts the request bytes of accepted uploads for `mediaforge_upload_bytes_total` (D236): the body's
 * Content-Length (multipart framing included) of every 2xx answer of the two upload routes. A body
 * without a length is not counted; reading the stream here would take it from the upload.
 */
export function countUploadBytes(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const method = uploadMethodOf(request.routeOptions.url);
    if (!method || reply.statusCode >= 300) return;
    const length = Number(request.headers['content-length']);
    if (Number.isSafeInteger(length) && length > 0) metrics.recordUpload(method, length);
  });
}

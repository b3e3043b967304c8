import multipart from '@fastify/multipart';
import { ERROR_CODES } from '@mediaforge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { ByteLimitExceededError } from '../errors/byte-limit-exceeded.js';
import type { OpenPart } from '../services/incoming-part.js';

/**
 * Multipart bodies are streamed, never buffered: each upload route opens its one file part with the
 * byte cap its service decides (a chunk's exact size, the tier's file limit).
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && request.isMultipart()) discardUnreadBody(request, reply);
    return payload;
  });
});

/** Boundaries, part headers and the few small fields a client may add (20 × 64 KiB at most). */
const MULTIPART_OVERHEAD_BYTES = 2 * 1024 * 1024;

/** Past this much unread body after a refusal, the connection is cut instead of read to its end. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * A refused upload (too large, wrong chunk) leaves the rest of its body unread and the parser detached;
 * left alone the connection would stall until the client gives up. The rest is read and dropped, up to a
 * cap, so the client receives the answer; the connection is not reused.
 */
function discardUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  void reply.header('connection', 'close');
  raw.unpipe();
  let drained = 0;
  raw.on('data', (data: Buffer) => {
    drained += data.length;
    if (drained > DRAIN_LIMIT_BYTES) raw.socket.destroy();
  });
  raw.resume();
}

/** The request's first file part as the services see it; the stream fails as soon as it passes the cap. */
export function partOpener(request: FastifyRequest): OpenPart {
  return async (maxBytes) => {
    if (!request.isMultipart()) {
      throw new AppError(ERROR_CODES.VALIDATION_FAILED, 'Expected a multipart/form-data body');
    }
    // A body declared larger than the cap plus room for the multipart framing is refused unread.
    const declared = Number(request.headers['content-length']);
    if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new ByteLimitExceededError(maxBytes);
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part) return undefined;
    // Fail at once instead of letting the parser skip the rest: the partial file is deleted right away.
    part.file.once('limit', () => part.file.destroy(new ByteLimitExceededError(maxBytes)));
    // A small body can be parsed past the cap before the listener exists: the limit already fired.
    if (part.file.truncated) {
      part.file.destroy();
      throw new ByteLimitExceededError(maxBytes);
    }
    return { fieldName: part.fieldname, fileName: part.filename, stream: part.file };
  };
}

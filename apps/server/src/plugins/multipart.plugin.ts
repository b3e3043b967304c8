import multipart from '@fastify/multipart';
import { ERROR_CODES } from '@mediaforge/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { ByteLimitExceededError } from '../errors/byte-limit-exceeded.js';
import type { Readable } from 'node:stream';
import type { OpenPart } from '../services/uploads/incoming-part.js';
import { boundaryOf, MultipartFramingScanner } from './multipart-scan.js';

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

/** Errors of the multipart parser that a file part's stream failed with (truncated body…), for the handler. */
const malformedStreamErrors = new WeakSet<object>();

/** Whether the error is the multipart parser's failure on a malformed body (answered 400, D69). */
export function isMalformedMultipart(error: unknown): boolean {
  return typeof error === 'object' && error !== null && malformedStreamErrors.has(error);
}

/** @fastify/multipart's limit errors: too many parts, files or fields. */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const malformed = (why: string): AppError =>
  new AppError(ERROR_CODES.MALFORMED_MULTIPART, `The multipart body is malformed: ${why}`);

/** Any parser failure (no boundary, cut short, bad part header, over a limit) as a stable 4xx (D69). */
function parserError(error: unknown): unknown {
  if (error instanceof AppError || error instanceof ByteLimitExceededError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && LIMIT_CODES.has(code)) {
    return new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, 'Too many parts in the multipart body');
  }
  return malformed(error instanceof Error ? error.message : 'unreadable');
}

/**
 * After the whole body has been read, the parser has this long to hand over a file part; past it the
 * part was skipped or dropped (a malformed part header), and waiting longer would wait forever.
 */
const PART_GRACE_MS = 250;

/** Resolves undefined once the request body has ended and PART_GRACE_MS have passed. */
function afterBodyEnd(request: FastifyRequest): { readonly ended: Promise<undefined>; cancel(): void } {
  const raw = request.raw;
  let timer: NodeJS.Timeout | undefined;
  let onEnd = (): void => undefined;
  const ended = new Promise<undefined>((resolve) => {
    onEnd = () => {
      timer = setTimeout(() => resolve(undefined), PART_GRACE_MS);
    };
    if (raw.readableEnded) onEnd();
    else raw.once('end', onEnd);
  });
  return {
    ended,
    cancel: () => {
      raw.removeListener('end', onEnd);
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * Reads the body's framing beside the parser (multipart-scan.ts): a part the parser would skip fails
 * the open (`failed` rejects) or, once the file part is being read, breaks its stream with the 400.
 */
function watchFraming(request: FastifyRequest): {
  readonly failed: Promise<never>;
  attach(stream: Readable): void;
} {
  const boundary = boundaryOf(request.headers['content-type']);
  let fail: (error: AppError) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined);
  let stream: Readable | undefined;
  // No boundary: the parser refuses the body itself.
  if (boundary === undefined) return { failed, attach: () => undefined };
  const scanner = new MultipartFramingScanner(boundary);
  const onData = (chunk: Buffer): void => {
    const problem = scanner.push(chunk);
    if (problem === undefined) return;
    request.raw.removeListener('data', onData);
    const error = malformed(problem);
    fail(error);
    stream?.destroy(error);
  };
  request.raw.on('data', onData);
  return {
    failed,
    attach: (s) => {
      stream = s;
    },
  };
}

type FilePart = NonNullable<Awaited<ReturnType<FastifyRequest['file']>>>;

/** The first file part, undefined when the body ends without one; parser errors become 4xx. */
async function firstFilePart(request: FastifyRequest, maxBytes: number): Promise<FilePart | undefined> {
  // request.file() pipes the body into the parser at once, so the watcher below misses no byte.
  const file = request.file({ limits: { fileSize: maxBytes } });
  const framing = watchFraming(request);
  const guard = afterBodyEnd(request);
  try {
    const part = await Promise.race([file, guard.ended, framing.failed]);
    if (part) framing.attach(part.file);
    // A part the parser hands over after the race was lost is never read: let its stream go.
    if (part === undefined)
      void file.then(
        (late) => late?.file.resume(),
        () => undefined,
      );
    return part;
  } catch (error) {
    throw parserError(error);
  } finally {
    guard.cancel();
  }
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
    const part = await firstFilePart(request, maxBytes);
    if (!part) return undefined;
    part.file.once('error', (error) => {
      if (!(error instanceof ByteLimitExceededError)) malformedStreamErrors.add(error);
    });
    // Names are single header tokens; a line break in one is a forged or broken part header.
    // A part sent as a file without a filename (busboy: octet-stream) has none: '' for the services.
    const fileName = typeof part.filename === 'string' ? part.filename : '';
    if (/[\r\n]/.test(part.fieldname) || /[\r\n]/.test(fileName)) {
      part.file.destroy();
      throw malformed('a part name contains a line break');
    }
    // Fail at once instead of letting the parser skip the rest: the partial file is deleted right away.
    part.file.once('limit', () => part.file.destroy(new ByteLimitExceededError(maxBytes)));
    // A small body can be parsed past the cap before the listener exists: the limit already fired.
    if (part.file.truncated) {
      part.file.destroy();
      throw new ByteLimitExceededError(maxBytes);
    }
    return { fieldName: part.fieldname, fileName, stream: part.file };
  };
}

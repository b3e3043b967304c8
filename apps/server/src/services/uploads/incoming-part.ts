import { ERROR_CODES } from '@mediaforge/shared';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors/app-error.js';
import { ByteLimitExceededError } from '../../errors/byte-limit-exceeded.js';

/** The file part of a multipart request, as a stream (never buffered whole). */
export interface IncomingPart {
  readonly fieldName: string;
  /** The name the client gave (untrusted; sanitised before use). */
  readonly fileName: string;
  /** Fails with ByteLimitExceededError as soon as more than the requested bytes arrive. */
  readonly stream: Readable;
}

/**
 * Opens the request's first file part, capped at `maxBytes`; undefined when there is none. May reject
 * with ByteLimitExceededError at once when the declared body is already too large.
 */
export type OpenPart = (maxBytes: number) => Promise<IncomingPart | undefined>;

/** Reads and drops the rest of a part the service refuses, so the connection stays usable. */
export async function drainPart(part: IncomingPart): Promise<void> {
  try {
    for await (const _ of part.stream) {
      // discard
    }
  } catch {
    // A refused part may also be oversized or cut off; nothing to keep either way.
  }
}

/** The file part sent as multipart field `field` (CC §7: `chunk` or `file`), or 400 VALIDATION_FAILED. */
export async function openField(openPart: OpenPart, field: string, maxBytes: number): Promise<IncomingPart> {
  const part = await openPart(maxBytes);
  if (part?.fieldName === field) return part;
  if (part) await drainPart(part);
  throw new AppError(ERROR_CODES.VALIDATION_FAILED, `Expected the file as multipart field "${field}"`);
}

/** Runs `task`; a stream past its byte cap becomes the caller's own answer (413, or a bad chunk). */
export async function onByteLimit<T>(task: () => Promise<T>, answer: () => AppError): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw error instanceof ByteLimitExceededError ? answer() : error;
  }
}

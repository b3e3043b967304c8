/**
 * What the drive clients share: the file they hand back, how they are asked, and how a provider's
 * refusal becomes one of our codes (converter-compressor.md §8 "Authentication"; docs/decisions.md
 * D214). Every request goes through the egress client; the visitor's token travels only as
 * `credentials`, so it reaches the provider's own origin and is dropped at a redirect that leaves it.
 */
import type { Readable } from 'node:stream';
import { DROPBOX_IMPORT_MESSAGES, ERROR_CODES, IMPORT_MESSAGES, type DriveSource } from '@mediaforge/shared';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { egressError } from '../../egress/egress-error.js';
import type { OperatorCredentials } from '../../egress/request-headers.js';
import type { EgressClient, EgressResponse } from '../egress/egress-client.repository.js';

/** A file being read from a drive. */
export interface DriveFile {
  /** The bytes, capped at the asked `maxBytes` (the stream fails with EGRESS_TOO_LARGE past it). */
  readonly body: Readable;
  /** The provider's name for the file, when it said. */
  readonly name: string | undefined;
  /** The provider's type for the file (a hint only: the stored type is sniffed from the bytes). */
  readonly mimeType: string | undefined;
  /** Bytes, when the provider said (the download's Content-Length, else its metadata). */
  readonly size: number | undefined;
}

export interface DriveReadOptions {
  readonly maxBytes: number;
  readonly signal: AbortSignal;
}

/** One drive's download: `ref` is its file id (Google Drive, OneDrive) or path (Dropbox). */
export interface DriveReader {
  open(ref: string, accessToken: string, options: DriveReadOptions): Promise<DriveFile>;
}

export const bearer = (accessToken: string): OperatorCredentials => ({
  authorization: `Bearer ${accessToken}`,
});

/** Statuses the drive clients read themselves instead of the egress client's EGRESS_HTTP_ERROR. */
export const providerStatus = (status: number): boolean => status < 500 && status !== 429;

/** A provider's 4xx as our code: the token refused, access denied, no such file. */
export function driveRefusal(drive: DriveSource, status: number): AppError {
  if (status === 401) {
    const message = drive === 'dropbox' ? DROPBOX_IMPORT_MESSAGES.invalidToken : IMPORT_MESSAGES.authFailed;
    return new AppError(ERROR_CODES.DRIVE_AUTH_FAILED, message, { status });
  }
  if (status === 403) {
    return new AppError(ERROR_CODES.DRIVE_ACCESS_DENIED, IMPORT_MESSAGES.accessDenied(drive), { status });
  }
  if (status === 404 || status === 410) {
    return new AppError(ERROR_CODES.DRIVE_FILE_NOT_FOUND, IMPORT_MESSAGES.fileNotFound(drive), { status });
  }
  return egressError({ code: 'EGRESS_HTTP_ERROR', status });
}

/** Drops a body nobody will read. */
export function discardBody(response: EgressResponse): void {
  response.body.on('error', () => undefined);
  response.body.destroy();
}

/** A provider's error document, at most `limit` bytes, parsed; undefined when it is not JSON. */
export async function errorDocument(response: EgressResponse, limit = 64 * 1024): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) break;
      chunks.push(chunk);
    }
  } catch {
    return undefined;
  } finally {
    discardBody(response);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Content-Length of an answer, else the size the provider's metadata gave. */
export const sizeOf = (response: EgressResponse, claimed: number | undefined): number | undefined =>
  response.contentLength ?? claimed;

/** A provider's JSON answer read whole (it is capped by the request) and checked; else EGRESS_BAD_RESPONSE. */
export async function readDocument<S extends z.ZodType>(
  response: EgressResponse,
  schema: S,
): Promise<z.output<S>> {
  const chunks: Buffer[] = [];
  for await (const chunk of response.body as AsyncIterable<Buffer>) chunks.push(chunk);
  try {
    return schema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch {
    throw egressError({ code: 'EGRESS_BAD_RESPONSE' });
  }
}

/** A drive's metadata document for a file, asked with the visitor's token: checked, or its refusal. */
export async function driveMetadata<S extends z.ZodType>(
  client: EgressClient,
  drive: DriveSource,
  url: string | URL,
  accessToken: string,
  schema: S,
  signal: AbortSignal,
): Promise<z.output<S>> {
  const response = await client.request(url, {
    credentials: bearer(accessToken),
    headers: { accept: 'application/json' },
    okStatus: providerStatus,
    maxBytes: 64 * 1024,
    signal,
  });
  if (response.status !== 200) {
    discardBody(response);
    throw driveRefusal(drive, response.status);
  }
  return readDocument(response, schema);
}

/**
 * A file's bytes once its metadata is known: a size the metadata puts past `maxBytes` is refused before
 * any transfer, a refusal of the download becomes our code.
 */
export async function driveDownload(
  client: EgressClient,
  drive: DriveSource,
  url: string | URL,
  accessToken: string,
  meta: {
    readonly name?: string | undefined;
    readonly mimeType?: string | undefined;
    readonly size?: number | undefined;
  },
  options: DriveReadOptions,
): Promise<DriveFile> {
  if (meta.size !== undefined && meta.size > options.maxBytes) {
    throw egressError({ code: 'EGRESS_TOO_LARGE', maxBytes: options.maxBytes });
  }
  const response = await client.request(url, {
    credentials: bearer(accessToken),
    okStatus: providerStatus,
    maxBytes: options.maxBytes,
    signal: options.signal,
  });
  if (response.status !== 200) {
    discardBody(response);
    throw driveRefusal(drive, response.status);
  }
  return { body: response.body, name: meta.name, mimeType: meta.mimeType, size: sizeOf(response, meta.size) };
}

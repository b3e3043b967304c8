/**
 * Dropbox API v2, the part an import needs (converter-compressor.md §7 "POST /files/import/dropbox"):
 * `POST /2/files/download` on the content host, the path in the `Dropbox-API-Arg` header as JSON and the
 * visitor's access token as a bearer. The file's metadata comes back as JSON in the `Dropbox-API-Result`
 * header; a failure specific to the call is a 409 whose `error_summary` says which (path/not_found/…).
 */
import { ERROR_CODES, IMPORT_MESSAGES, UPLOAD_ERROR_MESSAGES } from '@mediaforge/shared';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { egressError } from '../../egress/egress-error.js';
import type { EgressClient } from '../egress/egress-client.repository.js';
import {
  bearer,
  discardBody,
  driveRefusal,
  errorDocument,
  providerStatus,
  sizeOf,
  type DriveReader,
} from './drive-file.js';

export interface DropboxDeps {
  readonly client: EgressClient;
  /** https://content.dropboxapi.com, or a test's loopback server. */
  readonly contentBaseUrl: string;
}

/**
 * JSON for an HTTP header: Dropbox asks that every character from U+007F up be written as a \uXXXX
 * escape, since header values are read as ASCII (its "JSON encoding" guide).
 */
export function headerSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const resultSchema = z.object({
  name: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
});

function resultOf(header: string | string[] | undefined): z.infer<typeof resultSchema> {
  if (typeof header !== 'string') return {};
  try {
    return resultSchema.parse(JSON.parse(header));
  } catch {
    return {};
  }
}

const summarySchema = z.object({ error_summary: z.string() });

/** A 409's error_summary as our refusal (files/download's DownloadError). */
function conflictRefusal(document: unknown): AppError {
  const parsed = summarySchema.safeParse(document);
  const summary = parsed.success ? parsed.data.error_summary : '';
  if (/^path\/(not_found|not_file|malformed_path)/.test(summary)) {
    return new AppError(ERROR_CODES.DRIVE_FILE_NOT_FOUND, IMPORT_MESSAGES.fileNotFound('dropbox'), {
      status: 409,
    });
  }
  if (/^path\/restricted_content/.test(summary)) {
    return new AppError(ERROR_CODES.DRIVE_ACCESS_DENIED, IMPORT_MESSAGES.accessDenied('dropbox'), {
      status: 409,
    });
  }
  if (/^unsupported_file/.test(summary)) {
    return new AppError(ERROR_CODES.UNSUPPORTED_MEDIA, UPLOAD_ERROR_MESSAGES.unsupportedMedia);
  }
  return egressError({ code: 'EGRESS_HTTP_ERROR', status: 409 });
}

export function createDropboxReader(deps: DropboxDeps): DriveReader {
  return {
    async open(path, accessToken, options) {
      const response = await deps.client.request(`${deps.contentBaseUrl}/2/files/download`, {
        method: 'POST',
        headers: { 'dropbox-api-arg': headerSafeJson({ path }) },
        credentials: bearer(accessToken),
        okStatus: providerStatus,
        maxBytes: options.maxBytes,
        signal: options.signal,
      });
      if (response.status === 409) throw conflictRefusal(await errorDocument(response));
      if (response.status !== 200) {
        discardBody(response);
        throw driveRefusal('dropbox', response.status);
      }
      const result = resultOf(response.headers['dropbox-api-result']);
      return {
        body: response.body,
        name: result.name,
        mimeType: undefined,
        size: sizeOf(response, result.size),
      };
    },
  };
}

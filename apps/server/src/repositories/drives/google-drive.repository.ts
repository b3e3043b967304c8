/**
 * Google Drive v3, the part an import needs (converter-compressor.md §7 "POST /files/import/google-drive"):
 * the file's metadata (`GET /drive/v3/files/{fileId}?fields=…`) for its name, type and size, then its
 * bytes (`GET /drive/v3/files/{fileId}?alt=media`), both with the visitor's OAuth access token as a
 * bearer. Documents native to Google (Docs, Sheets…) have no bytes to download and are refused as not
 * media before any transfer. `supportsAllDrives` lets a file of a shared drive be read too.
 */
import { ERROR_CODES, UPLOAD_ERROR_MESSAGES } from '@mediaforge/shared';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { egressError } from '../../egress/egress-error.js';
import type { EgressClient } from '../egress/egress-client.repository.js';
import {
  bearer,
  discardBody,
  driveRefusal,
  providerStatus,
  readDocument,
  sizeOf,
  type DriveFile,
  type DriveReader,
  type DriveReadOptions,
} from './drive-file.js';

export interface GoogleDriveDeps {
  readonly client: EgressClient;
  /** https://www.googleapis.com, or a test's loopback server. */
  readonly apiBaseUrl: string;
}

const metadataSchema = z.object({
  name: z.string().optional(),
  mimeType: z.string().optional(),
  /** int64 as a decimal string in Drive v3's JSON. */
  size: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

/** Google's own document types (application/vnd.google-apps.*) are exported, never downloaded. */
const NATIVE_TYPE = /^application\/vnd\.google-apps\./;

export function createGoogleDriveReader(deps: GoogleDriveDeps): DriveReader {
  const fileUrl = (fileId: string, query: Record<string, string>): URL => {
    const url = new URL(`${deps.apiBaseUrl}/drive/v3/files/${encodeURIComponent(fileId)}`);
    for (const [name, value] of Object.entries({ ...query, supportsAllDrives: 'true' })) {
      url.searchParams.set(name, value);
    }
    return url;
  };

  async function metadata(fileId: string, accessToken: string, options: DriveReadOptions) {
    const response = await deps.client.request(fileUrl(fileId, { fields: 'name,mimeType,size' }), {
      credentials: bearer(accessToken),
      headers: { accept: 'application/json' },
      okStatus: providerStatus,
      maxBytes: 64 * 1024,
      signal: options.signal,
    });
    if (response.status !== 200) {
      discardBody(response);
      throw driveRefusal('google-drive', response.status);
    }
    const parsed = await readDocument(response, metadataSchema);
    return { ...parsed, size: parsed.size === undefined ? undefined : Number(parsed.size) };
  }

  return {
    async open(fileId, accessToken, options): Promise<DriveFile> {
      const meta = await metadata(fileId, accessToken, options);
      if (meta.mimeType !== undefined && NATIVE_TYPE.test(meta.mimeType)) {
        throw new AppError(ERROR_CODES.UNSUPPORTED_MEDIA, UPLOAD_ERROR_MESSAGES.unsupportedMedia, {
          mimeType: meta.mimeType,
        });
      }
      if (meta.size !== undefined && meta.size > options.maxBytes) {
        throw egressError({ code: 'EGRESS_TOO_LARGE', maxBytes: options.maxBytes });
      }
      const response = await deps.client.request(fileUrl(fileId, { alt: 'media' }), {
        credentials: bearer(accessToken),
        okStatus: providerStatus,
        maxBytes: options.maxBytes,
        signal: options.signal,
      });
      if (response.status !== 200) {
        discardBody(response);
        throw driveRefusal('google-drive', response.status);
      }
      return {
        body: response.body,
        name: meta.name,
        mimeType: meta.mimeType,
        size: sizeOf(response, meta.size),
      };
    },
  };
}

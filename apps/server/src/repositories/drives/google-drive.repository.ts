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
import type { EgressClient } from '../egress/egress-client.repository.js';
import {
  driveDownload,
  driveMetadata,
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
    const url = fileUrl(fileId, { fields: 'name,mimeType,size' });
    const parsed = await driveMetadata(
      deps.client,
      'google-drive',
      url,
      accessToken,
      metadataSchema,
      options.signal,
    );
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
      return driveDownload(
        deps.client,
        'google-drive',
        fileUrl(fileId, { alt: 'media' }),
        accessToken,
        meta,
        options,
      );
    },
  };
}

/**
 * Microsoft Graph, the part an import needs (converter-compressor.md §7 "POST /files/import/onedrive"):
 * the item's metadata (`GET /v1.0/me/drive/items/{id}?$select=…`) for its name and size, then its
 * bytes (`GET /v1.0/me/drive/items/{id}/content`), which Graph answers with a redirect to a
 * pre-authenticated download address. The visitor's token goes to Graph only: the egress client drops
 * it at the redirect, which leaves Graph's origin.
 */
import { ERROR_CODES, UPLOAD_ERROR_MESSAGES } from '@mediaforge/shared';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { EgressClient } from '../egress/egress-client.repository.js';
import { driveDownload, driveMetadata, type DriveReader } from './drive-file.js';

export interface OnedriveDeps {
  readonly client: EgressClient;
  /** https://graph.microsoft.com, or a test's loopback server. */
  readonly graphBaseUrl: string;
}

const itemSchema = z.object({
  name: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
  /** Present on files; a folder has `folder` instead. */
  file: z.object({ mimeType: z.string().optional() }).optional(),
});

export function createOnedriveReader(deps: OnedriveDeps): DriveReader {
  const itemUrl = (itemId: string, suffix = ''): string =>
    `${deps.graphBaseUrl}/v1.0/me/drive/items/${encodeURIComponent(itemId)}${suffix}`;

  return {
    async open(itemId, accessToken, options) {
      const meta = await driveMetadata(
        deps.client,
        'onedrive',
        `${itemUrl(itemId)}?$select=name,size,file`,
        accessToken,
        itemSchema,
        options.signal,
      );
      if (!meta.file) {
        // A folder (or a notebook): nothing to download.
        throw new AppError(ERROR_CODES.UNSUPPORTED_MEDIA, UPLOAD_ERROR_MESSAGES.unsupportedMedia);
      }
      return driveDownload(
        deps.client,
        'onedrive',
        itemUrl(itemId, '/content'),
        accessToken,
        { name: meta.name, mimeType: meta.file.mimeType, size: meta.size },
        options,
      );
    },
  };
}

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
import { egressError } from '../../egress/egress-error.js';
import type { EgressClient } from '../egress/egress-client.repository.js';
import {
  bearer,
  discardBody,
  driveRefusal,
  providerStatus,
  readDocument,
  sizeOf,
  type DriveReader,
  type DriveReadOptions,
} from './drive-file.js';

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

  async function item(itemId: string, accessToken: string, options: DriveReadOptions) {
    const response = await deps.client.request(`${itemUrl(itemId)}?$select=name,size,file`, {
      credentials: bearer(accessToken),
      headers: { accept: 'application/json' },
      okStatus: providerStatus,
      maxBytes: 64 * 1024,
      signal: options.signal,
    });
    if (response.status !== 200) {
      discardBody(response);
      throw driveRefusal('onedrive', response.status);
    }
    return readDocument(response, itemSchema);
  }

  return {
    async open(itemId, accessToken, options) {
      const meta = await item(itemId, accessToken, options);
      if (!meta.file) {
        // A folder (or a notebook): nothing to download.
        throw new AppError(ERROR_CODES.UNSUPPORTED_MEDIA, UPLOAD_ERROR_MESSAGES.unsupportedMedia);
      }
      if (meta.size !== undefined && meta.size > options.maxBytes) {
        throw egressError({ code: 'EGRESS_TOO_LARGE', maxBytes: options.maxBytes });
      }
      const response = await deps.client.request(itemUrl(itemId, '/content'), {
        credentials: bearer(accessToken),
        okStatus: providerStatus,
        maxBytes: options.maxBytes,
        signal: options.signal,
      });
      if (response.status !== 200) {
        discardBody(response);
        throw driveRefusal('onedrive', response.status);
      }
      return {
        body: response.body,
        name: meta.name,
        mimeType: meta.file.mimeType,
        size: sizeOf(response, meta.size),
      };
    },
  };
}

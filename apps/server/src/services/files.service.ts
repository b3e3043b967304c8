import {
  ERROR_CODES,
  splitFileLinkToken,
  UPLOAD_ERROR_MESSAGES,
  type ApiErrorBody,
} from '@mediaforge/shared';
import type { Readable } from 'node:stream';
import { AppError } from '../errors/app-error.js';
import type { FilesRepository } from '../repositories/database/files.repository.js';
import type { ObjectStore } from '../repositories/storage/object-store.repository.js';
import { attachmentDisposition } from './content-disposition.js';
import type { DownloadTokens } from './download-token.js';
import { parseRange } from './http-range.js';
import { ownerKey, type Owner } from './owner.js';

export interface FilesDeps {
  readonly files: FilesRepository;
  /** Read through the port: a whole object or one byte range of it. */
  readonly store: Pick<ObjectStore, 'head' | 'get'>;
  readonly tokens: DownloadTokens;
  readonly now: () => number;
}

export interface DownloadRequest {
  readonly fileId: string;
  /** The upload answer's accessToken, when the link carries one. */
  readonly token: string | undefined;
  readonly owner: Owner | undefined;
  /** The Range header: one byte range is served as 206 (players and download managers resume). */
  readonly range?: string | undefined;
  /** HEAD: the same status and headers, no stream opened. */
  readonly head?: boolean;
}

/** The answer to a download: status, headers, and the bytes (or the 416 error body). */
export interface FileDownload {
  readonly status: 200 | 206 | 416;
  readonly headers: Readonly<Record<string, string | number>>;
  readonly stream?: Readable;
  readonly body?: ApiErrorBody;
}

/** Stored files: download by signed token or by their owner (converter-compressor.md §7; DESIGN.md §5). */
export interface FilesService {
  openDownload(request: DownloadRequest): Promise<FileDownload>;
  /** The same by a link token that names the file (GET {api}/files/download?token=…). */
  openLinkDownload(request: {
    readonly linkToken: string;
    readonly range?: string | undefined;
    readonly head?: boolean;
  }): Promise<FileDownload>;
}

const RANGE_NOT_SATISFIABLE = 'The requested range is outside the file';
const notFound = (): AppError => new AppError(ERROR_CODES.FILE_NOT_FOUND, UPLOAD_ERROR_MESSAGES.fileNotFound);

export function createFilesService(deps: FilesDeps): FilesService {
  const service: FilesService = {
    openLinkDownload(request) {
      const parts = splitFileLinkToken(request.linkToken);
      if (!parts) throw new AppError(ERROR_CODES.FORBIDDEN, UPLOAD_ERROR_MESSAGES.invalidDownloadToken);
      return service.openDownload({ ...parts, owner: undefined, range: request.range, head: request.head });
    },
    async openDownload(request) {
      const { fileId, token, owner } = request;
      const now = deps.now();
      // A token is checked before the database, so a forged one learns nothing about which ids exist.
      if (token !== undefined && !deps.tokens.verify(fileId, token, now)) {
        throw new AppError(ERROR_CODES.FORBIDDEN, UPLOAD_ERROR_MESSAGES.invalidDownloadToken);
      }
      if (token === undefined && !owner) {
        throw new AppError(ERROR_CODES.SESSION_REQUIRED, UPLOAD_ERROR_MESSAGES.sessionRequired);
      }
      const file = await deps.files.find(fileId);
      if (!file || file.expiresAt <= now) throw notFound();
      if (token === undefined && owner && file.owner !== ownerKey(owner)) throw notFound();
      const stored = await deps.store.head(file.storageKey);
      if (!stored) throw notFound();
      // Always an attachment, never sniffed, never cached by shared caches (DESIGN.md §5).
      const common = {
        'accept-ranges': 'bytes',
        'content-disposition': attachmentDisposition(file.fileName),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      };
      const range = parseRange(request.range, stored.size);
      if (range.kind === 'unsatisfiable') {
        return {
          status: 416,
          headers: { ...common, 'content-range': `bytes */${stored.size}` },
          body: { code: ERROR_CODES.RANGE_NOT_SATISFIABLE, message: RANGE_NOT_SATISFIABLE },
        };
      }
      const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
      const headers = {
        ...common,
        'content-type': file.mimeType,
        'content-length': part ? part.end - part.start + 1 : stored.size,
        ...(part ? { 'content-range': `bytes ${part.start}-${part.end}/${stored.size}` } : {}),
      };
      const status = part ? 206 : 200;
      if (request.head) return { status, headers };
      const opened = await deps.store.get(file.storageKey, part);
      if (!opened) throw notFound();
      return { status, headers, stream: opened.stream };
    },
  };
  return service;
}

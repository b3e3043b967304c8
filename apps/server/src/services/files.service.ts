import { ERROR_CODES, UPLOAD_ERROR_MESSAGES } from '@mediaforge/shared';
import type { Readable } from 'node:stream';
import { AppError } from '../errors/app-error.js';
import type { FilesRepository } from '../repositories/database/files.repository.js';
import type { FileStorage } from '../repositories/storage/file-storage.repository.js';
import { attachmentDisposition } from './content-disposition.js';
import type { DownloadTokens } from './download-token.js';
import { ownerKey, type Owner } from './owner.js';

export interface FilesDeps {
  readonly files: FilesRepository;
  readonly storage: FileStorage;
  readonly tokens: DownloadTokens;
  readonly now: () => number;
}

export interface DownloadRequest {
  readonly fileId: string;
  /** The upload answer's accessToken, when the link carries one. */
  readonly token: string | undefined;
  readonly owner: Owner | undefined;
}

export interface FileDownload {
  readonly stream: Readable;
  readonly size: number;
  readonly mimeType: string;
  readonly contentDisposition: string;
}

/** Stored files: download by signed token or by their owner (converter-compressor.md §7; DESIGN.md §5). */
export interface FilesService {
  openDownload(request: DownloadRequest): Promise<FileDownload>;
}

const notFound = (): AppError => new AppError(ERROR_CODES.FILE_NOT_FOUND, UPLOAD_ERROR_MESSAGES.fileNotFound);

export function createFilesService(deps: FilesDeps): FilesService {
  return {
    async openDownload({ fileId, token, owner }) {
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
      const opened = await deps.storage.openRead(file.storageKey);
      if (!opened) throw notFound();
      return {
        stream: opened.stream,
        size: opened.size,
        mimeType: file.mimeType,
        contentDisposition: attachmentDisposition(file.fileName),
      };
    },
  };
}

/**
 * One import made into the owner's stored file (docs/decisions.md D210, D211): the source opened (a web
 * link through the egress client, a drive through its reader with the visitor's token unsealed), the
 * bytes streamed into the job's workspace under the tier's size cap, then handed to the upload's own
 * intake (magic bytes, hardened ffprobe, the codecs this ffmpeg decodes, the object store, the files
 * row), so an imported file is exactly what an upload of the same bytes would be.
 */
import path from 'node:path';
import {
  ERROR_CODES,
  IMPORT_MESSAGES,
  fileTooLargeMessage,
  type DriveSource,
  type ImportJobPayload,
} from '@mediaforge/shared';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors/app-error.js';
import type { StoredJobResult } from '../../repositories/database/jobs.repository.js';
import type { DriveReader } from '../../repositories/drives/drive-file.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import type { ScratchStorage } from '../../repositories/storage/scratch.repository.js';
import type { LimitsService } from '../limits.service.js';
import type { MediaIntake } from '../uploads/media-intake.service.js';
import { importFileName, nameFromContentDisposition, nameFromUrl } from './import-names.js';
import type { TokenSeal } from './token-seal.js';

export interface ImportPipelineDeps {
  readonly client: Pick<EgressClient, 'request'>;
  /** The drives whose credentials are configured; a job of another drive fails as unavailable. */
  readonly drives: Readonly<Partial<Record<DriveSource, DriveReader>>>;
  readonly seal: TokenSeal;
  readonly files: Pick<ScratchStorage, 'writeFrom' | 'sha256'>;
  readonly intake: MediaIntake;
  readonly limits: Pick<LimitsService, 'assertFormatAllowed'>;
}

export interface ImportOrder {
  readonly payload: ImportJobPayload;
  /** The owner key of the job (the stored file's owner; the seal's binding). */
  readonly owner: string;
  /** The job's empty workspace. */
  readonly dir: string;
  readonly signal: AbortSignal;
  /** 0-1 of the transfer when the size is known (else 0), and the bytes so far. */
  readonly onProgress: (fraction: number, bytes: number) => void;
  readonly onStored: (bytes: number) => void;
}

/** An opened source: its bytes and what it says about them. */
interface OpenedSource {
  readonly body: Readable;
  readonly names: readonly (string | undefined)[];
  readonly declaredType: string | undefined;
  readonly size: number | undefined;
}

const headerText = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The name of a Dropbox path's last segment. */
const pathName = (p: string): string | undefined => p.split('/').filter(Boolean).pop();

export function createImportPipeline(deps: ImportPipelineDeps) {
  async function openSource(order: ImportOrder): Promise<OpenedSource> {
    const { payload, signal } = order;
    const maxBytes = payload.maxBytes;
    if (payload.source === 'url') {
      const response = await deps.client.request(payload.url, { maxBytes, signal });
      const disposition = nameFromContentDisposition(headerText(response.headers['content-disposition']));
      return {
        body: response.body,
        names: [payload.fileName, disposition, nameFromUrl(response.url)],
        declaredType: headerText(response.headers['content-type']),
        size: response.contentLength,
      };
    }
    const reader = deps.drives[payload.source];
    if (!reader) throw new AppError(ERROR_CODES.IMPORT_UNAVAILABLE, IMPORT_MESSAGES.driveUnavailable);
    const token = deps.seal.open(payload.sealedToken, order.owner);
    if (token === undefined) {
      throw new AppError(
        ERROR_CODES.DRIVE_NOT_AUTHENTICATED,
        IMPORT_MESSAGES.notAuthenticated(payload.source),
      );
    }
    const ref = payload.source === 'dropbox' ? payload.path : payload.fileId;
    const file = await reader.open(ref, token, { maxBytes, signal });
    return {
      body: file.body,
      names: [payload.fileName, file.name, payload.source === 'dropbox' ? pathName(payload.path) : undefined],
      declaredType: file.mimeType,
      size: file.size,
    };
  }

  return {
    /** Runs the import; throws AppError (with its code) when the source or the file is refused. */
    async run(order: ImportOrder): Promise<StoredJobResult> {
      const { payload } = order;
      const opened = await openSource(order).catch((error: unknown) => {
        throw asUploadRefusal(error, payload.maxBytes);
      });
      const fileName = importFileName(opened.names, opened.declaredType, `import-${payload.source}`);
      try {
        // Anonymous visitors bring only CC §6's formats, as with an upload (CC-6.04).
        if (payload.anonymousFormats) {
          deps.limits.assertFormatAllowed({ kind: 'anonymous', sessionId: order.owner }, fileName);
        }
      } catch (error) {
        opened.body.destroy();
        throw error;
      }
      const staged = path.join(order.dir, 'import.data');
      const size = await deps.files
        .writeFrom(staged, opened.body, (bytes) =>
          order.onProgress(opened.size ? Math.min(1, bytes / opened.size) : 0, bytes),
        )
        .catch((error: unknown) => {
          throw asUploadRefusal(error, payload.maxBytes);
        });
      order.onStored(size);
      const sha256 = await deps.files.sha256(staged);
      const record = await deps.intake.accept(
        { path: staged, size, sha256 },
        { owner: order.owner, fileName, uploadMethod: 'import' },
      );
      return {
        fileId: record.id,
        fileName: record.fileName,
        mimeType: record.mimeType,
        size: record.fileSize,
        format: record.metadata.container,
        expiresAt: record.expiresAt,
        source: false,
      };
    },
  };
}

/** A file over the tier's cap is refused as an upload of it would be (413 FILE_TOO_LARGE, CC §8). */
function asUploadRefusal(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError && error.code === ERROR_CODES.EGRESS_TOO_LARGE) {
    return new AppError(ERROR_CODES.FILE_TOO_LARGE, fileTooLargeMessage(maxBytes), { maxFileSize: maxBytes });
  }
  return error;
}

export type ImportPipeline = ReturnType<typeof createImportPipeline>;

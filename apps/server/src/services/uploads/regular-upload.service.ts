import {
  ERROR_CODES,
  fileDownloadPath,
  fileTooLargeMessage,
  REGULAR_UPLOAD_FIELD_NAME,
  type RegularUploadResponse,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { UploadWorkspace } from '../../repositories/storage/upload-workspace.repository.js';
import type { DownloadTokens } from '../download-token.js';
import { sanitizeFileName } from '../file-name.js';
import { drainPart, onByteLimit, openField, type OpenPart } from './incoming-part.js';
import type { LimitsService } from '../limits.service.js';
import type { MediaIntake } from './media-intake.service.js';
import { ownerKey, type Owner } from '../owner.js';

export interface RegularUploadDeps {
  readonly workspace: Pick<UploadWorkspace, 'stageFile' | 'discard'>;
  readonly intake: MediaIntake;
  readonly limits: LimitsService;
  readonly tokens: DownloadTokens;
}

/** POST /api/files/v2/upload/: one multipart request, field `file` (converter-compressor.md §7). */
export interface RegularUploadService {
  upload(owner: Owner, openPart: OpenPart): Promise<RegularUploadResponse>;
}

export function createRegularUploadService(deps: RegularUploadDeps): RegularUploadService {
  return {
    async upload(owner, openPart) {
      const { maxFileSize } = deps.limits.limitsFor(owner);
      const tooLarge = () =>
        new AppError(ERROR_CODES.FILE_TOO_LARGE, fileTooLargeMessage(maxFileSize), { maxFileSize });
      // Counted while streaming; past the limit the partial file is deleted (DESIGN.md §5).
      const { part, staged } = await onByteLimit(async () => {
        const opened = await openField(openPart, REGULAR_UPLOAD_FIELD_NAME, maxFileSize);
        try {
          // The name arrives with the part: refused before a byte is stored (CC-6.04).
          deps.limits.assertFormatAllowed(owner, opened.fileName);
        } catch (error) {
          await drainPart(opened);
          throw error;
        }
        return { part: opened, staged: await deps.workspace.stageFile(opened.stream, maxFileSize) };
      }, tooLarge);
      const file = await deps.intake
        .accept(staged, {
          owner: ownerKey(owner),
          fileName: sanitizeFileName(part.fileName),
          uploadMethod: 'regular',
        })
        .catch(async (error: unknown) => {
          await deps.workspace.discard(staged).catch(() => undefined);
          throw error;
        });
      const accessToken = deps.tokens.sign(file.id, file.expiresAt);
      return {
        fileId: file.id,
        fileName: file.fileName,
        fileSize: file.fileSize,
        mimeType: file.mimeType,
        accessToken,
        downloadUrl: fileDownloadPath(file.id, accessToken),
        s3Key: file.storageKey,
        filePath: file.storageKey,
        status: 'completed',
        uploadMethod: 'regular',
        metadata: file.metadata,
      };
    },
  };
}

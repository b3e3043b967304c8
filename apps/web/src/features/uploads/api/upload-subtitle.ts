import { ERROR_CODES, SUBTITLE_MAX_BYTES } from '@mediaforge/shared';
import { describeRequestError, type UploadText } from '../../../lib/upload-failure';
import { regularUpload } from './regular-upload';
import { isApiError } from '../../../lib/api-client';

/** Why a subtitle file could not be uploaded, as a text the page translates. */
export class SubtitleUploadError extends Error {
  constructor(readonly reason: UploadText) {
    super('subtitle upload failed');
    this.name = 'SubtitleUploadError';
  }
}

/**
 * Sends a subtitle file (add_subtitle 'upload', D76) through the regular upload and answers its server
 * file id; over 2 MB it is refused before a byte is sent. Failures carry the reason, in the server's
 * words where it gave some.
 */
export async function uploadSubtitleFile(file: File): Promise<string> {
  if (file.size > SUBTITLE_MAX_BYTES) {
    throw new SubtitleUploadError({
      key: 'fileTooLarge',
      // Bytes: the translation writes them as a size ("{{max, size}}", lib/intl-format.ts).
      values: { max: SUBTITLE_MAX_BYTES },
    });
  }
  try {
    return (await regularUpload(file, file.name)).fileId;
  } catch (error) {
    // The server's "not a media file" code, for a subtitle, means not a subtitle file.
    const notSubtitle = isApiError(error, 'http') && error.code === ERROR_CODES.UNSUPPORTED_MEDIA;
    throw new SubtitleUploadError(
      notSubtitle ? { key: 'notSubtitle' } : describeRequestError(error, 'upload'),
    );
  }
}

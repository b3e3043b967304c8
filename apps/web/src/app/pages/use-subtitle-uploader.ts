import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SubtitleUploadError, uploadSubtitleFile } from '../../features/uploads/api/upload-subtitle';
import { failureText } from '../../lib/upload-failure';

/**
 * The settings modal's subtitle uploader (add_subtitle 'upload', CC-5.13, D76): the upload feature sends
 * the file; a refusal comes back as an Error whose message is the reason in the visitor's language.
 */
export function useSubtitleUploader(): (file: File) => Promise<string> {
  const { t } = useTranslation('upload');
  return useCallback(
    async (file: File) => {
      try {
        return await uploadSubtitleFile(file);
      } catch (error) {
        if (!(error instanceof SubtitleUploadError)) throw error;
        throw new Error(failureText({ headline: error.reason }, (key, values) => t(key, values)));
      }
    },
    [t],
  );
}

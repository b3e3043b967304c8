import type { FileRejection, UploadMode } from './file-screening';

/** Title and text keys (upload.json `rejections.*`) of a refused selection (CC §8 toasts). */
export function rejectionTexts(
  rejection: FileRejection,
  mode: UploadMode,
  list: (names: readonly string[]) => string,
): { title: string; text: string; values: Record<string, string | number> } {
  switch (rejection.kind) {
    case 'invalidType':
      return {
        title: rejection.names.length === 1 ? 'rejections.invalidTypeTitle' : 'rejections.invalidTypesTitle',
        text:
          mode === 'conversion' ? 'rejections.invalidTypeConversion' : 'rejections.invalidTypeCompression',
        values: { names: list(rejection.names) },
      };
    case 'formatNotAllowed':
      return {
        title: rejection.names.length === 1 ? 'rejections.invalidTypeTitle' : 'rejections.invalidTypesTitle',
        text: 'rejections.anonymousFormatText',
        values: {
          names: list(rejection.names),
          formats: rejection.formats.map((format) => format.toUpperCase()).join(', '),
        },
      };
    case 'duplicate':
      return {
        title: rejection.names.length === 1 ? 'rejections.duplicateTitle' : 'rejections.duplicatesTitle',
        text: 'rejections.duplicateText',
        values: { names: list(rejection.names) },
      };
    case 'limitReached':
      return {
        title: 'rejections.limitReachedTitle',
        text: 'rejections.limitReachedText',
        values: { max: rejection.max },
      };
    case 'limitExceeded':
      return {
        title: 'rejections.limitExceededTitle',
        text: 'rejections.limitExceededText',
        values: { max: rejection.max, remaining: rejection.remaining },
      };
    case 'tooLarge':
      return {
        title: 'rejections.uploadFailedTitle',
        text: 'rejections.tooLargeText',
        values: { names: list(rejection.names), max: rejection.maxFileSize },
      };
  }
}

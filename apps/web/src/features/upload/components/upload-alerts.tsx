import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileRejection, UploadMode } from '../screen-files';

function texts(rejection: FileRejection, mode: UploadMode, list: (names: readonly string[]) => string) {
  switch (rejection.kind) {
    case 'invalidType':
      return {
        title: rejection.names.length === 1 ? 'rejections.invalidTypeTitle' : 'rejections.invalidTypesTitle',
        text:
          mode === 'conversion' ? 'rejections.invalidTypeConversion' : 'rejections.invalidTypeCompression',
        values: { names: list(rejection.names) },
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
  }
}

/** Why chosen files were not added: 'Invalid File Type', 'Duplicate File', 'Upload Limit Reached' (CC §8). */
export function UploadAlerts({
  rejections,
  mode,
}: {
  readonly rejections: readonly FileRejection[];
  readonly mode: UploadMode;
}) {
  const { t, i18n } = useTranslation('upload');
  if (rejections.length === 0) return null;
  const format = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <div role="alert" className="mb-4 flex flex-col gap-2">
      {rejections.map((rejection) => {
        const { title, text, values } = texts(rejection, mode, (names) => format.format(names));
        return (
          <div
            key={rejection.kind}
            className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-semibold">{t(title)}</p>
              <p>{t(text, values)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

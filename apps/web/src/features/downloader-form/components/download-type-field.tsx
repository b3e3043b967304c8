import { DOWNLOAD_TYPES, type DownloadType } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';

interface DownloadTypeFieldProps {
  readonly value: DownloadType;
  readonly onChange: (value: DownloadType) => void;
  readonly name: string;
}

/** Video or audio (DL §2 "The default download type is video"): two native radios, arrow keys included. */
export function DownloadTypeField({ value, onChange, name }: DownloadTypeFieldProps) {
  const { t } = useTranslation('downloader');
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="sr-only">{t('form.downloadType.legend')}</legend>
      {DOWNLOAD_TYPES.map((type) => (
        <label
          key={type}
          className={cx(
            'inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
            value === type
              ? 'border-indigo-600 bg-indigo-50 text-indigo-800'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            data-download-type={type}
            className="size-4 accent-indigo-600 focus-visible:outline-none"
          />
          {t(`form.downloadType.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}

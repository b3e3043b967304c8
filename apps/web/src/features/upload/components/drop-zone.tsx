import type { ProcessingMode } from '@mediaforge/shared';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { FilePicker } from './file-picker';

/** The empty list's drop zone with its file button (CC §2 "Upload area"); hidden once files are listed. */
export function DropZone({
  mode,
  max,
  dragging,
  onFiles,
}: {
  readonly mode: ProcessingMode;
  readonly max: number;
  readonly dragging: boolean;
  readonly onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation('upload');
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors',
        dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white',
      )}
    >
      <Upload aria-hidden="true" className="size-8 text-indigo-600" />
      <p className="font-medium text-slate-900">{t('dropTitle')}</p>
      <p className="text-sm text-slate-600">{t('dropOr')}</p>
      <FilePicker label={t('choose')} mode={mode} onFiles={onFiles} />
      <p className="text-sm text-slate-600">
        {t(mode === 'conversion' ? 'hintConversion' : 'hintCompression', { max })}
      </p>
    </div>
  );
}

import type { ImportSource, ProcessingMode } from '@mediaforge/shared';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { FilePicker } from './file-picker';
import { ImportControls } from './import-controls';

/**
 * The empty list's drop zone with its file button and import entries (CC §2 "Upload area"); hidden once
 * files are listed.
 */
export function DropZone({
  mode,
  max,
  dragging,
  onFiles,
  onImport,
}: {
  readonly mode: ProcessingMode;
  readonly max: number;
  readonly dragging: boolean;
  readonly onFiles: (files: File[]) => void;
  /** Opens the external picker on a source's tab; without it only the file button is offered. */
  readonly onImport?: ((source: ImportSource) => void) | undefined;
}) {
  const { t } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div
      data-drop-zone=""
      className={cx(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors',
        dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white',
      )}
    >
      <Upload aria-hidden="true" className="size-8 text-indigo-600" />
      <p className="font-medium text-slate-900">{t('dropTitle')}</p>
      <p className="text-sm text-slate-600">{t('dropOr')}</p>
      <div className="flex flex-col items-center gap-3 md:flex-row">
        <FilePicker label={t('choose')} mode={mode} onFiles={onFiles} inputRef={input} />
        {onImport !== undefined && (
          <ImportControls onDevice={() => input.current?.click()} onImport={onImport} />
        )}
      </div>
      <p className="text-sm text-slate-600">
        {t(mode === 'conversion' ? 'hintConversion' : 'hintCompression', { max })}
      </p>
    </div>
  );
}

import { DEFAULT_MAX_FILES_PER_UPLOAD } from '@mediaforge/shared';
import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { useUploadQueue } from '../hooks/use-upload-queue';
import type { UploadMode } from '../screen-files';
import { FilePicker } from './file-picker';
import { UploadAlerts } from './upload-alerts';
import { UploadRow } from './upload-row';

/**
 * The upload area of the converter and compressor (CC §2 "Upload area", "File list"): a drop zone with
 * a file button while the list is empty, then the rows and a footer to add more.
 */
export function UploadSection({ mode }: { readonly mode: UploadMode }) {
  const { t } = useTranslation('upload');
  const titleId = useId();
  const queue = useUploadQueue(mode);
  const [dragging, setDragging] = useState(false);
  const max = DEFAULT_MAX_FILES_PER_UPLOAD;

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    queue.addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mt-10 max-w-3xl"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
        {t('sectionTitle')}
      </h2>
      <UploadAlerts rejections={queue.rejections} mode={mode} />
      {queue.items.length === 0 ? (
        <div
          className={cx(
            'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors',
            dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white',
          )}
        >
          <Upload aria-hidden="true" className="size-8 text-indigo-600" />
          <p className="font-medium text-slate-900">{t('dropTitle')}</p>
          <p className="text-sm text-slate-600">{t('dropOr')}</p>
          <FilePicker label={t('choose')} mode={mode} onFiles={queue.addFiles} />
          <p className="text-sm text-slate-600">
            {t(mode === 'conversion' ? 'hintConversion' : 'hintCompression', { max })}
          </p>
        </div>
      ) : (
        <>
          <ul
            className={cx(
              'flex flex-col gap-3 rounded-2xl',
              dragging && 'outline-2 outline-offset-4 outline-indigo-500 outline-dashed',
            )}
          >
            {queue.items.map((item) => (
              <UploadRow key={item.id} item={item} onCancel={queue.cancel} onRemove={queue.remove} />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">{t('count', { files: queue.items.length, max })}</p>
            <FilePicker label={t('add')} mode={mode} onFiles={queue.addFiles} variant="secondary" />
          </div>
        </>
      )}
    </section>
  );
}

import { fileExtension, formatFileSize } from '@mediaforge/shared';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import type { QueuedUpload } from '../hooks/use-upload-queue';
import { barPercent, rowActions, statusText, truncateName } from '../upload-status';

interface UploadRowProps {
  readonly item: QueuedUpload;
  readonly onCancel: (id: string) => void;
  readonly onRemove: (id: string) => void;
}

const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50';

/** One chosen file: name, type and size, its upload state and progress, and what can be done with it. */
export function UploadRow({ item, onCancel, onRemove }: UploadRowProps) {
  const { t } = useTranslation('upload');
  const { task, file } = item;
  const snapshot = useSyncExternalStore(
    (listener) => task.subscribe(listener),
    () => task.snapshot,
  );
  const actions = rowActions(snapshot);
  const percent = barPercent(snapshot);
  const status = statusText(snapshot, t);
  const extension = fileExtension(file.name);

  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-file-name={file.name}
      data-phase={snapshot.phase}
      data-upload-method={snapshot.method}
      {...(snapshot.pauseReason ? { 'data-pause-reason': snapshot.pauseReason } : {})}
      {...(snapshot.uploadId ? { 'data-upload-id': snapshot.uploadId } : {})}
      {...(snapshot.fileId ? { 'data-file-id': snapshot.fileId } : {})}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {extension !== '' && (
          <span className="rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-semibold text-indigo-700 uppercase">
            {extension}
          </span>
        )}
        <span className="min-w-0 flex-1 font-medium text-slate-900" title={file.name}>
          {/* bdi: a Latin name keeps its order (and its ellipsis at its end) on right-to-left pages. */}
          <bdi className="sm:hidden">{truncateName(file.name, 20)}</bdi>
          <bdi className="hidden sm:inline">{truncateName(file.name, 35)}</bdi>
        </span>
        <span className="text-sm text-slate-600" dir="ltr">
          {formatFileSize(file.size)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p
          className={cx(
            'min-w-0 flex-1 text-sm',
            snapshot.phase === 'failed' ? 'font-medium text-red-700' : 'text-slate-700',
          )}
        >
          {status}
        </p>
        <div className="flex gap-2">
          {actions.pause && (
            <button
              type="button"
              className={buttonClass}
              aria-label={t('actions.pauseFile', { name: file.name })}
              onClick={() => task.pause()}
            >
              {t('actions.pause')}
            </button>
          )}
          {actions.resume && (
            <button
              type="button"
              className={buttonClass}
              aria-label={t('actions.resumeFile', { name: file.name })}
              onClick={() => task.resume()}
            >
              {t('actions.resume')}
            </button>
          )}
          {actions.cancel && (
            <button
              type="button"
              className={buttonClass}
              aria-label={t('actions.cancelFile', { name: file.name })}
              onClick={() => onCancel(item.id)}
            >
              {t('actions.cancel')}
            </button>
          )}
          {actions.remove && (
            <button
              type="button"
              className={buttonClass}
              aria-label={t('actions.removeFile', { name: file.name })}
              onClick={() => onRemove(item.id)}
            >
              {t('actions.remove')}
            </button>
          )}
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t('progressLabel', { name: file.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={status}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cx(
            'h-full rounded-full transition-[width] duration-200',
            snapshot.phase === 'failed'
              ? 'bg-red-600'
              : snapshot.phase === 'paused'
                ? 'bg-amber-500'
                : 'bg-indigo-600',
          )}
          style={{ width: `${String(percent)}%` }}
        />
      </div>
    </li>
  );
}

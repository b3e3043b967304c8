import {
  FILE_NAME_MAX_CHARS_DESKTOP,
  FILE_NAME_MAX_CHARS_MOBILE,
  fileExtension,
  truncateFileName,
  type ProcessingMode,
} from '@mediaforge/shared';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatFileSize } from '../../../lib/intl-format';
import { ERROR_BADGE_CLASS, ERROR_TEXT_CLASS, errorColour } from '../job-display';
import { briefLabelOf, etaLine, jobStatusOf, rowStatus, type RowTone } from '../row-text';
import type { QueuedFile } from '../queued-file';
import { RowActions, type RowHandlers } from './row-actions';
import { RowProgress } from './row-progress';

const TONE_CLASS: Readonly<Record<RowTone, string>> = {
  neutral: 'text-slate-700',
  success: 'font-medium text-emerald-700',
  ...ERROR_TEXT_CLASS,
};

interface QueueRowProps {
  readonly file: QueuedFile;
  readonly mode: ProcessingMode;
  readonly on: RowHandlers;
  /** The picker and settings button, while the row may be edited (CC-4.16). */
  readonly controls: ReactNode;
  /** What the row turns into, for the static label ("MP4", a compression method or preset). */
  readonly targetLabel: string;
}

/**
 * One file (CC §2 "File list, per file"): name cut to 20/35 characters with its extension and size,
 * its controls or a static label, its state in words and as a bar, and its buttons.
 */
export function QueueRow({ file, mode, on, controls, targetLabel }: QueueRowProps) {
  const { t, i18n } = useTranslation(['queue', 'upload']);
  const status = rowStatus(file, mode, t);
  const eta = etaLine(file, t);
  const jobStatus = jobStatusOf(file);
  const brief = briefLabelOf(file);
  const extension = fileExtension(file.name);
  const editable = file.status === 'pending' || file.status === 'upload_ready';

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-row-key={file.id}
      data-file-name={file.name}
      data-status={file.status}
      {...(file.uploadPhase === undefined ? {} : { 'data-phase': file.uploadPhase })}
      {...(file.uploadMethod === undefined ? {} : { 'data-upload-method': file.uploadMethod })}
      {...(file.pauseReason === undefined ? {} : { 'data-pause-reason': file.pauseReason })}
      {...(file.uploadId === undefined ? {} : { 'data-upload-id': file.uploadId })}
      {...(file.fileId === undefined ? {} : { 'data-file-id': file.fileId })}
      {...(file.jobId === undefined ? {} : { 'data-job-id': file.jobId })}
      {...(file.conversionPhase === undefined ? {} : { 'data-conversion-phase': file.conversionPhase })}
      {...(file.error === undefined ? {} : { 'data-error-tone': status.tone })}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {extension !== '' && (
          <span className="rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-semibold text-indigo-700 uppercase">
            {extension}
          </span>
        )}
        <span className="min-w-0 flex-1 font-medium text-slate-900" title={file.name}>
          {/* bdi: a Latin name keeps its order (and its ellipsis at its end) on right-to-left pages. */}
          <bdi className="sm:hidden">{truncateFileName(file.name, FILE_NAME_MAX_CHARS_MOBILE)}</bdi>
          <bdi className="hidden sm:inline">{truncateFileName(file.name, FILE_NAME_MAX_CHARS_DESKTOP)}</bdi>
        </span>
        {/* In the page's digits (lib/intl-format.ts). */}
        <span className="text-sm text-slate-600" dir="ltr" data-row-size="">
          {formatFileSize(file.size, i18n.language)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div data-row-controls="" className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          {editable && controls !== undefined && controls !== null ? (
            controls
          ) : (
            <span className="rounded-md bg-slate-100 px-2 py-1 text-sm font-medium text-slate-700">
              {t('queue:target', { context: mode, target: targetLabel })}
            </span>
          )}
        </div>
        <RowActions file={file} mode={mode} on={on} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p className={cx('flex min-w-0 flex-1 items-center gap-1.5', TONE_CLASS[status.tone])}>
          {status.busy && <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />}
          {status.tone === 'success' && <CircleCheck aria-hidden="true" className="size-4 shrink-0" />}
          {/* The job's status and the error's brief label (CC §8 "Status labels", "Brief labels by type"). */}
          {jobStatus !== undefined && (
            <span
              data-job-status={jobStatus}
              className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700"
            >
              {t(`queue:jobStatus.${jobStatus}`)}
            </span>
          )}
          {brief !== undefined && (
            <span
              data-error-label={brief}
              className={cx(
                'shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold',
                ERROR_BADGE_CLASS[errorColour(file.error)],
              )}
            >
              {t(`queue:briefLabels.${brief}`)}
            </span>
          )}
          <span data-row-status="">{status.text}</span>
        </p>
        {eta !== undefined && (
          <p className="text-slate-600" data-row-eta="">
            {eta}
          </p>
        )}
      </div>
      <RowProgress
        file={file}
        label={t('queue:progressLabel', { name: file.name })}
        valueText={status.text}
        paused={file.uploadPhase === 'paused'}
      />
    </li>
  );
}

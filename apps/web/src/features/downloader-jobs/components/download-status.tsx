import type { JobErrorColour } from '@mediaforge/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../components/ui/live-announcer';
import { cx } from '../../../lib/class-names';
import { noticeText } from '../../../lib/downloader-notice';
import { formatPercent } from '../../../lib/intl-format';
import type { QualityDownloadView } from './result-list';

const COLOURS: Readonly<Record<JobErrorColour, string>> = {
  orange: 'border-orange-200 bg-orange-50 text-orange-900',
  yellow: 'border-yellow-200 bg-yellow-50 text-yellow-900',
  red: 'border-red-200 bg-red-50 text-red-800',
};

/** Where one quality's download stands: its progress, done, or why it stopped (DL §4, §8). */
export function DownloadStatus({ download }: { readonly download: QualityDownloadView }) {
  const { t, i18n } = useTranslation('downloader');
  const { status, progress, failure } = download;
  // The end of a download is said once; the bar's every step is not.
  const ending =
    status === 'completed'
      ? t('jobStatus.completed')
      : status === 'failed' && failure !== undefined
        ? noticeText(t, failure.notice)
        : undefined;
  useEffect(() => {
    if (ending !== undefined) announce(ending);
  }, [ending]);
  if (status === 'failed' && failure !== undefined) {
    const colour = failure.jobError?.colour ?? 'red';
    return (
      <p
        data-download-status="failed"
        className={cx('mt-2 rounded-lg border px-3 py-2 text-sm', COLOURS[colour])}
      >
        {failure.jobError !== undefined && (
          <span className="me-2 font-semibold">{t(`jobErrorLabels.${failure.jobError.type}`)}</span>
        )}
        {noticeText(t, failure.notice)}
      </p>
    );
  }
  if (status === 'completed') {
    return (
      <p data-download-status="completed" className="mt-2 text-sm font-medium text-emerald-800">
        {t('jobStatus.completed')}
      </p>
    );
  }
  const label = status === 'starting' ? t('result.starting') : t(`jobStatus.${status}`);
  const percent = formatPercent(progress, i18n.language);
  return (
    <div data-download-status={status} className="mt-2">
      <div className="flex justify-between text-sm text-slate-700">
        <span>{label}</span>
        <span>{percent}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${String(progress)}%` }} />
      </div>
    </div>
  );
}

import { archivePath, type DownloaderQuality } from '@mediaforge/shared';
import { Archive, LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../components/ui/live-announcer';
import { isApiError } from '../../../lib/api-client';
import { noticeText } from '../../../lib/downloader-notice';
import { formatFileSize, formatPercent } from '../../../lib/intl-format';
import { saveBlobAs } from '../../../lib/save-blob';
import { fetchArchive, type ArchiveProgress } from '../api/fetch-archive';
import { archivableQualities, offersArchive, progressShare } from '../archive-progress';

export interface DownloadAllButtonProps {
  /** The analysis the files belong to (its jobId). */
  readonly analysisJobId: string;
  readonly qualities: readonly DownloaderQuality[];
  /** Every quality of that analysis: when the archive is all of them, the request names none (D190). */
  readonly allOf?: readonly DownloaderQuality[];
}

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress: ArchiveProgress }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * "Download all" (D190): the files as one ZIP the server streams while it fetches them, with the bytes
 * received against the expected length shown as a progress bar, a Cancel, and the server's refusal in
 * its words (a refusal for credits also raises the page's credit prompt). The file is saved when whole.
 */
export function DownloadAllButton({ analysisJobId, qualities, allOf }: DownloadAllButtonProps) {
  const { t, i18n } = useTranslation('media-results');
  const { t: td } = useTranslation('downloader');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController>(undefined);
  const progressId = useId();
  useEffect(() => () => abort.current?.abort(), []);
  const files = archivableQualities(qualities);
  if (!offersArchive(qualities)) return null;
  const whole = allOf !== undefined && archivableQualities(allOf).length === files.length;
  const locale = i18n.language;

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', progress: { received: 0, expected: undefined, items: files.length } });
    try {
      const path = archivePath(analysisJobId, whole ? undefined : files.map((q) => q.formatId));
      const archive = await fetchArchive(
        path,
        (progress) => setState({ kind: 'running', progress }),
        controller.signal,
      );
      saveBlobAs(archive.blob, archive.name);
      setState({ kind: 'idle' });
      announce(t('archive.saved', { name: archive.name }));
    } catch (error) {
      if (controller.signal.aborted) {
        setState({ kind: 'idle' });
        announce(t('archive.cancelled'));
        return;
      }
      const message =
        isApiError(error) && error.serverMessage !== undefined
          ? noticeText(td, { text: error.serverMessage })
          : t('archive.failed');
      setState({ kind: 'failed', message });
    }
  };

  const running = state.kind === 'running' ? state.progress : undefined;
  const share = running === undefined ? undefined : progressShare(running.received, running.expected);
  return (
    <div data-testid="download-all" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-disabled={running !== undefined}
          aria-describedby={running !== undefined ? progressId : undefined}
          onClick={() => {
            if (running === undefined) void start();
          }}
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-slate-900 px-4 text-sm font-semibold text-white shadow-sm hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          {running !== undefined ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Archive aria-hidden="true" className="size-4" />
          )}
          {running !== undefined ? t('archive.running') : t('archive.button', { count: files.length })}
        </button>
        {running !== undefined && (
          <button
            type="button"
            onClick={() => abort.current?.abort()}
            className="inline-flex h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="size-4" />
            {t('archive.cancel')}
          </button>
        )}
      </div>
      {running !== undefined && (
        <div id={progressId} className="flex items-center gap-3 text-sm text-slate-700">
          <progress
            aria-label={t('archive.progress')}
            max={1}
            {...(share === undefined ? {} : { value: share })}
            className="h-2 w-48 overflow-hidden rounded-full"
          />
          <span data-testid="archive-progress">
            {share === undefined
              ? t('archive.received', { size: formatFileSize(running.received, locale) })
              : formatPercent(share * 100, locale)}
          </span>
        </div>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}

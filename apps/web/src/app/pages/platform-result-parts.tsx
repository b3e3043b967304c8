import type { ReactNode } from 'react';
import { DownloadStatus } from '../../features/downloader-jobs/components/download-status';
import type { ResultViewProps } from '../result-views';

/**
 * What the platform views share from the downloader (features/downloader-jobs): the busy quality and
 * each quality's status line, handed to the sealed views as plain props.
 */
export function downloadActionsOf(props: ResultViewProps) {
  const { download, isDownloading, onDownload } = props;
  const running = download !== undefined && download.status !== 'completed' && download.status !== 'failed';
  return {
    isDownloading,
    busyFormatId: isDownloading && running ? download.formatId : undefined,
    onDownload,
    renderDownloadStatus: (formatId: string): ReactNode =>
      download?.formatId === formatId ? <DownloadStatus download={download} /> : null,
  };
}

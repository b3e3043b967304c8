import type { DownloaderQuality } from '@mediaforge/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton as Button } from '../../../components/ui/download-button';

export interface DownloadActions {
  /** A download of this tab is under way: the other buttons wait (one at a time, D175). */
  readonly isDownloading: boolean;
  /** The quality being downloaded. */
  readonly busyFormatId: string | undefined;
  readonly onDownload: (quality: DownloaderQuality) => void;
  /** Where a quality's download stands (the downloader's status line), under its button. */
  readonly renderDownloadStatus: (formatId: string) => ReactNode;
}

export interface DownloadButtonProps {
  readonly quality: DownloaderQuality;
  readonly actions: DownloadActions;
  readonly children: ReactNode;
  readonly label?: string;
  readonly variant?: 'primary' | 'secondary';
}

/** A quality's download button ("Downloading..." on its own while it runs). */
export function DownloadButton({ quality, actions, children, label, variant }: DownloadButtonProps) {
  const { t } = useTranslation('platform-results');
  return (
    <Button
      busy={actions.busyFormatId === quality.formatId}
      blocked={actions.isDownloading}
      busyText={t('common.downloading')}
      onDownload={() => actions.onDownload(quality)}
      label={label}
      variant={variant}
      formatId={quality.formatId}
    >
      {children}
    </Button>
  );
}

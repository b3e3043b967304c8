import type { DownloaderInfo, DownloaderQuality } from '@mediaforge/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/ui/toast';
import { InstagramFailureCard } from '../../features/instagram-results/components/failure-card';
import { InstagramResult } from '../../features/instagram-results/components/instagram-result';
import {
  viewerEntryOf,
  type InstagramSlots,
  type ViewerRequest,
} from '../../features/instagram-results/slots';
import { MediaViewer } from '../../features/media-viewer/components/media-viewer';
import { DownloadAllButton } from '../../features/result-archive/components/download-all-button';
import { ResultGrid } from '../../features/result-grid/components/result-grid';
import { noticeText, type Notice } from '../../lib/downloader-notice';
import { downloadFromAnalysis } from '../downloader-sessions';
import type { ResultViewProps } from '../result-views';
import { renderCaptchaStep } from './downloader-lazy-parts';
import { downloadActionsOf } from './platform-result-parts';
import { useHighlightLookups } from './use-highlight-lookups';

interface ViewerState extends ViewerRequest {
  readonly open: boolean;
  /** A new key per opening, so each starts at its own item. */
  readonly key: number;
}

/**
 * Instagram's results (downloader-results.md §2.1–§2.7, D191–D195): the sealed Instagram view with the
 * tabbed grid, the media viewer and "Download all" handed in, the highlight lookups (and their bot check
 * for anonymous visitors), and the downloads of a highlight's stories, which belong to the highlight's
 * own analysis rather than the tab's.
 */
export function InstagramResultView(props: ResultViewProps) {
  const { info } = props;
  const { t } = useTranslation('downloader');
  const actions = downloadActionsOf(props);
  const highlights = useHighlightLookups();
  const [viewer, setViewer] = useState<ViewerState>();
  const openings = useRef(0);
  const [otherBusy, setOtherBusy] = useState<string>();

  const analysisOf = (jobId: string): DownloaderInfo | undefined =>
    jobId === info.jobId
      ? info
      : [...highlights.lookups.values()]
          .flatMap((l) => (l.status === 'loaded' ? [l.info] : []))
          .find((i) => i.jobId === jobId);

  const download = (analysisJobId: string, quality: DownloaderQuality) => {
    if (analysisJobId === info.jobId) {
      actions.onDownload(quality);
      return;
    }
    if (otherBusy !== undefined || actions.isDownloading) return;
    const analysis = analysisOf(analysisJobId);
    setOtherBusy(quality.formatId);
    downloadFromAnalysis(
      { analysisJobId, quality, toolType: analysis?.toolType, platform: analysis?.platform ?? info.platform },
      (event) => {
        if (event.type === 'completed' || event.type === 'failed') setOtherBusy(undefined);
        if (event.type === 'failed')
          showToast('error', t('result.download'), { description: noticeText(t, event.failure.notice) });
      },
    );
  };

  const slots: InstagramSlots = {
    renderGrid: ({ gridRef, ...grid }) => <ResultGrid ref={gridRef} {...grid} />,
    openViewer: (request) => {
      openings.current += 1;
      setViewer({ ...request, open: true, key: openings.current });
    },
    renderDownloadAll: (request) => (
      <DownloadAllButton
        analysisJobId={request.analysisJobId}
        qualities={request.qualities}
        allOf={analysisOf(request.analysisJobId)?.qualities}
      />
    ),
    highlights: highlights.lookups,
    onHighlight: highlights.onHighlight,
  };

  return (
    <>
      <InstagramResult info={info} toolType={props.toolType} slots={slots} downloads={actions} />
      {highlights.captcha !== undefined && renderCaptchaStep(highlights.captcha)}
      {viewer !== undefined && (
        <MediaViewer
          key={viewer.key}
          open={viewer.open}
          onOpenChange={(open) => setViewer((was) => was && { ...was, open })}
          collection={{
            id: viewer.analysisJobId,
            title: viewer.title,
            items: viewer.qualities.map((q) => viewerEntryOf(q)),
          }}
          startIndex={viewer.startIndex}
          single={viewer.single}
          platform="instagram"
          downloadingId={viewer.analysisJobId === info.jobId ? actions.busyFormatId : otherBusy}
          onDownload={(_item, index) => {
            const quality = viewer.qualities[index];
            if (quality !== undefined) download(viewer.analysisJobId, quality);
          }}
        />
      )}
    </>
  );
}

/** DR §2.7: the failure card of an Instagram lookup, under the form's own error line. */
export function InstagramFailureView({ error }: { readonly error?: Notice | undefined }) {
  const { t } = useTranslation('downloader');
  return <InstagramFailureCard error={error === undefined ? undefined : noticeText(t, error)} />;
}

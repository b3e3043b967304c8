import { handOffFocus } from '../../components/ui/focus-handoff';
import { DownloadAllButton } from '../../features/result-archive/components/download-all-button';
import { SnapchatResult } from '../../features/snapchat-results/components/snapchat-result';
import type { ResultViewProps } from '../result-views';
import { downloadActionsOf } from './platform-result-parts';

/**
 * Snapchat's results (downloader-results.md §2.10); "Download Another" empties the form and focuses it.
 * Several snaps (a profile's stories, highlights and Spotlights) are also one ZIP ("Download all", D197).
 */
export function SnapchatResultView(props: ResultViewProps) {
  const { info } = props;
  return (
    <>
      <SnapchatResult
        info={info}
        {...downloadActionsOf(props)}
        onStartOver={(from) => {
          props.onStartOver();
          handOffFocus({ from, to: () => [document.querySelector('main form input')] });
        }}
      />
      <DownloadAllButton analysisJobId={info.jobId} qualities={info.qualities} allOf={info.qualities} />
    </>
  );
}

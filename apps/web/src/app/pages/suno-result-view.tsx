import { useMemo } from 'react';
import { DownloadAllButton } from '../../features/result-archive/components/download-all-button';
import { SunoResult } from '../../features/suno-results/components/suno-result';
import { readSunoAnswer } from '../../features/suno-results/suno-answer';
import type { ResultViewProps } from '../result-views';
import { downloadActionsOf } from './platform-result-parts';

/**
 * Suno's results (downloader-results.md §2.9), loaded with the first of them; a playlist's songs also as
 * one ZIP of their MP3s ("Download all", D190, D197).
 */
export function SunoResultView(props: ResultViewProps) {
  const { info } = props;
  const mp3s = useMemo(() => {
    const view = readSunoAnswer(info);
    return view.kind === 'playlist' ? view.songs.flatMap((song) => (song.mp3 ? [song.mp3] : [])) : [];
  }, [info]);
  return (
    <>
      <SunoResult info={info} {...downloadActionsOf(props)} />
      {mp3s.length > 0 && (
        <DownloadAllButton analysisJobId={info.jobId} qualities={mp3s} allOf={info.qualities} />
      )}
    </>
  );
}

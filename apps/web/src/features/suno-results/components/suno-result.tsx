import type { DownloaderInfo } from '@mediaforge/shared';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../components/ui/live-announcer';
import { useIsMobile } from '../../../lib/use-media-query';
import { useAudioPlayer } from '../hooks/use-audio-player';
import { readSunoAnswer } from '../suno-answer';
import type { DownloadActions } from './download-button';
import { MusicCard } from './music-card';
import { SongCards, SongTable } from './song-rows';
import { SunoHeader } from './suno-header';
import { SunoItems } from './suno-items';

export interface SunoResultProps extends DownloadActions {
  readonly info: DownloaderInfo;
}

/**
 * A Suno answer (downloader-results.md §2.9): the header, then a playlist's songs (a table on desktop,
 * cards on a phone), or a song's music card (§2.4) and its files. One player serves the whole view.
 */
export function SunoResult({ info, ...actions }: SunoResultProps) {
  const { t } = useTranslation('platform-results');
  const headingId = useId();
  const mobile = useIsMobile();
  const view = useMemo(() => readSunoAnswer(info), [info]);
  const { player, state } = useAudioPlayer();
  const onToggle = (track: Parameters<typeof player.toggle>[0]) => void player.toggle(track);
  const [song] = view.songs;

  useEffect(() => {
    announce(t('suno.found', { title: view.title }));
  }, [info.jobId, view.title, t]);

  return (
    <article
      aria-labelledby={headingId}
      data-testid="suno-result"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <SunoHeader view={view} headingId={headingId} />
      {view.kind === 'playlist' ? (
        mobile ? (
          <SongCards songs={view.songs} state={state} onToggle={onToggle} actions={actions} />
        ) : (
          <SongTable songs={view.songs} state={state} onToggle={onToggle} actions={actions} />
        )
      ) : (
        <>
          {song !== undefined && (
            <MusicCard
              view={view}
              song={song}
              player={player}
              state={state}
              onToggle={onToggle}
              actions={actions}
            />
          )}
          <SunoItems view={view} mobile={mobile} state={state} onToggle={onToggle} actions={actions} />
        </>
      )}
    </article>
  );
}

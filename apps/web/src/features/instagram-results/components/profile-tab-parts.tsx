import { DOWNLOADER_PATHS, sanitizeFileName } from '@mediaforge/shared';
import type { ReactNode } from 'react';
import { saveProxiedMedia } from '../../../lib/media-proxy';
import type { MusicInfo } from '../instagram-answer';
import type { DownloadAllRequest, HighlightLookup } from '../slots';
import { AudioMiniPlayer } from './audio-mini-player';

/** The custom Songs tab of a story answer: each song once, played through proxy-audio (DR §7). */
export function SongsTab({
  songs,
  platform,
}: {
  readonly songs: readonly MusicInfo[];
  readonly platform: string;
}) {
  return (
    <ul className="space-y-3">
      {songs.map((song, i) =>
        song.audioUrl === undefined ? null : (
          <li key={`${song.audioUrl}-${String(i)}`}>
            <AudioMiniPlayer
              src={`${DOWNLOADER_PATHS.mediaProxyAudio}?url=${encodeURIComponent(song.audioUrl)}`}
              title={song.title}
              artist={song.artist}
              coverUrl={song.coverArtThumbnail ?? song.coverArt}
              platform={platform}
              duration={song.duration}
              format={/\.m4a(?:$|\?)/i.test(song.downloadUrl ?? song.audioUrl) ? 'm4a' : undefined}
              onDownload={() =>
                void saveProxiedMedia(
                  song.downloadUrl ?? song.audioUrl ?? '',
                  platform,
                  sanitizeFileName(`${song.artist ?? ''}_${song.title ?? 'song'}`),
                  'audio',
                )
              }
            />
          </li>
        ),
      )}
    </ul>
  );
}

/** "Download all" of each highlight already looked up (its stories, from its own analysis). */
export function HighlightArchives(props: {
  readonly lookups: ReadonlyMap<string, HighlightLookup>;
  readonly render: (request: DownloadAllRequest) => ReactNode;
}) {
  const loaded = [...props.lookups.values()].flatMap((lookup) =>
    lookup.status === 'loaded' ? [lookup.info] : [],
  );
  if (loaded.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {loaded.map((info) => (
        <div key={info.jobId}>
          {props.render({ analysisJobId: info.jobId, qualities: info.qualities, title: info.title })}
        </div>
      ))}
    </div>
  );
}

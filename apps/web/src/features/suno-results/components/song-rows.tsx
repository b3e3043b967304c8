import { abbreviateCount, formatTrackDuration, RESULT_DEFAULTS } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import type { AudioTrack, PlayerState } from '../audio-player';
import type { SunoSong } from '../suno-answer';
import { type Column, ColumnHeads } from './column-heads';
import { DownloadButton, type DownloadActions } from './download-button';
import { PlayButton } from './play-button';
import { PlayerFailureNote } from './player-failure-note';

export interface SongRowsProps {
  readonly songs: readonly SunoSong[];
  readonly state: PlayerState;
  readonly onToggle: (track: AudioTrack) => void;
  readonly actions: DownloadActions;
}

const trackOf = (song: SunoSong): AudioTrack | undefined =>
  song.audio === null ? undefined : { id: song.id, src: song.audio };

function useSongTexts() {
  const { t } = useTranslation('platform-results');
  return {
    t,
    plays: (song: SunoSong) => (song.playCount === null ? '' : abbreviateCount(song.playCount)),
    format: (song: SunoSong) => (song.mp3?.format ?? RESULT_DEFAULTS.audioFormatLabel).toUpperCase(),
  };
}

function Downloads({ song, actions }: { readonly song: SunoSong; readonly actions: DownloadActions }) {
  const { t, format } = useSongTexts();
  return (
    <div className="flex flex-wrap gap-2">
      {song.mp3 !== undefined && (
        <DownloadButton
          quality={song.mp3}
          actions={actions}
          label={t('suno.downloadFormatOf', { format: format(song), title: song.title })}
        >
          {format(song)}
        </DownloadButton>
      )}
      {song.mp4 !== undefined && (
        <DownloadButton
          quality={song.mp4}
          actions={actions}
          variant="secondary"
          label={t('suno.downloadFormatOf', { format: 'MP4', title: song.title })}
        >
          MP4
        </DownloadButton>
      )}
    </div>
  );
}

function Status({ song, actions }: { readonly song: SunoSong; readonly actions: DownloadActions }) {
  return (
    <>
      {song.mp3 !== undefined && actions.renderDownloadStatus(song.mp3.formatId)}
      {song.mp4 !== undefined && actions.renderDownloadStatus(song.mp4.formatId)}
    </>
  );
}

const SONG_COLUMNS: readonly Column[] = [
  { key: 'number' },
  { key: 'cover', hidden: true },
  { key: 'title' },
  { key: 'artist' },
  { key: 'duration' },
  { key: 'plays' },
  { key: 'format' },
  { key: 'model' },
  { key: 'play', hidden: true },
  { key: 'download' },
];

/** DR §2.9 playlist rows on desktop: a table with a header row. */
export function SongTable({ songs, state, onToggle, actions }: SongRowsProps) {
  const { t, plays, format } = useSongTexts();
  return (
    <table data-testid="suno-table" className="w-full border-collapse text-sm">
      <caption className="sr-only">{t('suno.tracks')}</caption>
      <ColumnHeads columns={SONG_COLUMNS} />
      <tbody className="divide-y divide-slate-100">
        {songs.map((song) => {
          const track = trackOf(song);
          return (
            <tr key={song.id} data-song-id={song.id} className="align-middle">
              <td className="px-2 py-2 text-slate-600 tabular-nums">{song.number}</td>
              <td className="px-2 py-2">
                {song.image !== null && (
                  <img src={song.image} alt="" className="size-10 rounded object-cover" />
                )}
              </td>
              <td className="px-2 py-2">
                <p className="font-semibold break-words text-slate-900">{song.title}</p>
                <PlayerFailureNote state={state} trackId={song.id} />
              </td>
              <td className="px-2 py-2 text-slate-700">{song.artist}</td>
              <td data-duration className="px-2 py-2 text-slate-700 tabular-nums">
                {formatTrackDuration(song.duration)}
              </td>
              <td data-plays className="px-2 py-2 text-slate-700 tabular-nums">
                {plays(song)}
              </td>
              <td className="px-2 py-2">
                <span className="rounded bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
                  {format(song)}
                </span>
              </td>
              <td className="px-2 py-2 text-slate-700">{song.modelVersion}</td>
              <td className="px-2 py-2">
                {track !== undefined && (
                  <PlayButton track={track} title={song.title} state={state} onToggle={onToggle} />
                )}
              </td>
              <td className="px-2 py-2">
                <Downloads song={song} actions={actions} />
                <Status song={song} actions={actions} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The same rows as cards on a phone's width. */
export function SongCards({ songs, state, onToggle, actions }: SongRowsProps) {
  const { t, plays, format } = useSongTexts();
  return (
    <ol data-testid="suno-cards" aria-label={t('suno.tracks')} className="space-y-3">
      {songs.map((song) => {
        const track = trackOf(song);
        return (
          <li key={song.id} data-song-id={song.id} className="rounded-xl border border-slate-200 p-3">
            <div className="flex items-center gap-3">
              <span className="w-6 shrink-0 text-center text-sm text-slate-600 tabular-nums">
                {song.number}
              </span>
              {song.image !== null && (
                <img src={song.image} alt="" className="size-12 rounded object-cover" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">{song.title}</p>
                <p className="text-sm text-slate-600">{song.artist}</p>
              </div>
              {track !== undefined && (
                <PlayButton track={track} title={song.title} state={state} onToggle={onToggle} />
              )}
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <span data-duration className="tabular-nums">
                {formatTrackDuration(song.duration)}
              </span>
              {song.playCount !== null && <span data-plays>{t('suno.plays', { plays: plays(song) })}</span>}
              <span className="rounded bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
                {format(song)}
              </span>
              {song.modelVersion !== null && <span>{song.modelVersion}</span>}
            </p>
            <PlayerFailureNote state={state} trackId={song.id} />
            <div className="mt-2">
              <Downloads song={song} actions={actions} />
              <Status song={song} actions={actions} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

import { RESULT_DEFAULTS, sanitizeFileName } from '@mediaforge/shared';
import { Expand, ImageDown, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logWarning } from '../../../lib/browser-log';
import { fetchAndSave } from '../../../lib/save-blob';
import type { AudioPlayer, AudioTrack, PlayerState } from '../audio-player';
import type { SunoSong, SunoView } from '../suno-answer';
import { CoverPreview } from './cover-preview';
import { DownloadButton, type DownloadActions } from './download-button';
import { PlayerFailureNote } from './player-failure-note';
import { SeekBar } from './seek-bar';

export interface MusicCardProps {
  readonly view: SunoView;
  readonly song: SunoSong;
  readonly player: AudioPlayer;
  readonly state: PlayerState;
  readonly onToggle: (track: AudioTrack) => void;
  readonly actions: DownloadActions;
}

const SECONDARY =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * DR §2.4 "Music card": the cover (a click toggles play), title, artist and their photo, the facts,
 * format and quality badges, the seek bar, and the downloads: audio, cover, video and artist picture.
 */
export function MusicCard({ view, song, player, state, onToggle, actions }: MusicCardProps) {
  const { t } = useTranslation('platform-results');
  const [preview, setPreview] = useState(false);
  const track = song.audio === null ? undefined : { id: song.id, src: song.audio };
  const playing = state.trackId === song.id && state.status !== 'paused' && state.status !== 'idle';
  const format = (song.mp3?.format ?? RESULT_DEFAULTS.audioFormatLabel).toUpperCase();

  const downloadCover = async () => {
    if (song.imageLarge === null) return;
    const ext = view.coverQuality?.format ?? 'jpg';
    try {
      await fetchAndSave(song.imageLarge, sanitizeFileName(`${song.title}_Cover.${ext}`));
    } catch (error) {
      // DR §7: the CDN failed; the cover's own stream link delivers it as a picture file instead.
      logWarning('the cover could not be fetched; downloading its stream instead', error);
      if (view.coverQuality !== undefined) actions.onDownload(view.coverQuality);
    }
  };
  const downloadArtist = async () => {
    if (view.authorAvatar === null) return;
    const name = view.authorHandle ?? view.author ?? song.artist;
    try {
      await fetchAndSave(view.authorAvatar, sanitizeFileName(`${name}_Artist.jpg`));
    } catch (error) {
      // DR §8 "Cover download failure: logged."
      logWarning('the artist picture could not be downloaded', error);
    }
  };

  return (
    <section aria-label={t('suno.musicCard', { title: song.title })} className="rounded-xl bg-slate-50 p-4">
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="relative size-40 shrink-0 self-center sm:self-start">
          <button
            type="button"
            data-cover-toggle
            disabled={track === undefined}
            aria-label={
              playing ? t('suno.pause', { title: song.title }) : t('suno.play', { title: song.title })
            }
            onClick={() => track !== undefined && onToggle(track)}
            className="block size-40 overflow-hidden rounded-xl bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {song.imageLarge !== null && (
              <img src={song.imageLarge} alt="" className="size-full object-cover" />
            )}
          </button>
          {song.imageLarge !== null && (
            <button
              type="button"
              aria-label={t('suno.previewCover')}
              onClick={() => setPreview(true)}
              className="absolute end-2 bottom-2 rounded-md bg-white/90 p-1.5 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <Expand aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <h3 className="text-lg font-semibold break-words text-slate-900">{song.title}</h3>
            <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
              {view.authorAvatar !== null ? (
                <img src={view.authorAvatar} alt="" className="size-6 rounded-full object-cover" />
              ) : (
                <UserRound aria-hidden="true" className="size-5 text-slate-500" />
              )}
              <span data-artist>{song.artist}</span>
            </p>
            {view.tags !== null && <p className="mt-1 text-sm break-words text-slate-600">{view.tags}</p>}
          </div>
          <p className="flex flex-wrap gap-2 text-xs font-semibold">
            <span data-format-badge className="rounded bg-indigo-100 px-2 py-0.5 text-indigo-800">
              {format}
            </span>
            {song.modelVersion !== null && (
              <span className="rounded bg-slate-200 px-2 py-0.5 text-slate-800">{song.modelVersion}</span>
            )}
          </p>
          <SeekBar
            trackId={song.id}
            title={song.title}
            knownDuration={song.duration}
            state={state}
            player={player}
          />
          <PlayerFailureNote state={state} trackId={song.id} />
          <div className="flex flex-wrap gap-2">
            {song.mp3 !== undefined && (
              <DownloadButton quality={song.mp3} actions={actions}>
                {t('suno.downloadAudio', { format })}
              </DownloadButton>
            )}
            {song.imageLarge !== null && (
              <button type="button" className={SECONDARY} onClick={() => void downloadCover()}>
                <ImageDown aria-hidden="true" className="size-4" />
                {t('suno.downloadCover')}
              </button>
            )}
            {song.mp4 !== undefined && (
              <DownloadButton quality={song.mp4} actions={actions} variant="secondary">
                {t('suno.downloadVideo')}
              </DownloadButton>
            )}
            {view.authorAvatar !== null && (
              <button type="button" className={SECONDARY} onClick={() => void downloadArtist()}>
                <ImageDown aria-hidden="true" className="size-4" />
                {t('suno.downloadArtist')}
              </button>
            )}
          </div>
        </div>
      </div>
      {song.imageLarge !== null && (
        <CoverPreview open={preview} onOpenChange={setPreview} src={song.imageLarge} title={song.title} />
      )}
    </section>
  );
}

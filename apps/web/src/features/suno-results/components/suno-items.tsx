import type { DownloaderQuality } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';
import type { AudioTrack, PlayerState } from '../audio-player';
import type { SunoView } from '../suno-answer';
import { type Column, ColumnHeads } from './column-heads';
import { DownloadButton, type DownloadActions } from './download-button';
import { PlayButton } from './play-button';

const ITEM_COLUMNS: readonly Column[] = [
  { key: 'type' },
  { key: 'format' },
  { key: 'play', hidden: true },
  { key: 'download' },
];

export interface SunoItemsProps {
  readonly view: SunoView;
  readonly mobile: boolean;
  readonly state: PlayerState;
  readonly onToggle: (track: AudioTrack) => void;
  readonly actions: DownloadActions;
}

type Kind = 'video' | 'audio' | 'image';
const kindOf = (quality: DownloaderQuality): Kind =>
  quality.isAudioOnly || quality.type === 'audio'
    ? 'audio'
    : quality.type === 'video' || quality.type === 'mp4'
      ? 'video'
      : 'image';

/**
 * DR §2.9 "Single items list type, format, play for audio, and download": a table on desktop, cards on
 * a phone; a video answer lists video, audio, image (the order readSunoAnswer gives).
 */
export function SunoItems({ view, mobile, state, onToggle, actions }: SunoItemsProps) {
  const { t } = useTranslation('platform-results');
  const song = view.songs[0];
  const track = song?.audio == null ? undefined : { id: song.id, src: song.audio };
  const rows = view.items.map((quality) => {
    const kind = kindOf(quality);
    const format = quality.format.toUpperCase();
    return {
      quality,
      kind,
      format,
      type: t(`suno.types.${kind}`),
      play:
        kind === 'audio' && track !== undefined && song !== undefined ? (
          <PlayButton track={track} title={song.title} state={state} onToggle={onToggle} />
        ) : null,
      download: (
        <DownloadButton
          quality={quality}
          actions={actions}
          label={t('suno.downloadFormatOf', { format, title: view.title })}
        >
          {t('common.download')}
        </DownloadButton>
      ),
    };
  });

  if (mobile) {
    return (
      <ul data-testid="suno-items" aria-label={t('suno.items')} className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.quality.formatId}
            data-kind={row.kind}
            className="rounded-xl border border-slate-200 p-3"
          >
            <div className="flex items-center gap-3">
              <p className="min-w-0 flex-1 text-sm">
                <span className="font-semibold text-slate-900">{row.type}</span>{' '}
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                  {row.format}
                </span>
              </p>
              {row.play}
              {row.download}
            </div>
            {actions.renderDownloadStatus(row.quality.formatId)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table data-testid="suno-items" className="w-full border-collapse text-sm">
      <caption className="sr-only">{t('suno.items')}</caption>
      <ColumnHeads columns={ITEM_COLUMNS} />
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.quality.formatId} data-kind={row.kind}>
            <td className="px-2 py-2 font-semibold text-slate-900">{row.type}</td>
            <td className="px-2 py-2 text-slate-700">{row.format}</td>
            <td className="px-2 py-2">{row.play}</td>
            <td className="px-2 py-2">
              {row.download}
              {actions.renderDownloadStatus(row.quality.formatId)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

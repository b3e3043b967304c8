import {
  CODEC_LABELS,
  audioCodecOptions,
  codecInfoFor,
  formatLabel,
  hasBitrateSetting,
  settingsKindFor,
  supportsSubtitles,
  videoCodecChoices,
} from '@mediaforge/shared';
import { Info } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const codecs = (list: readonly string[]) => list.map((c) => CODEC_LABELS[c as 'h264']).join(', ');

/** CC-2.63: what the chosen output format holds, from the codec table (CC §9, D15, D28). */
export function FormatCompatibility({ format }: { readonly format: string }) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const info = codecInfoFor(format);
  const kind = settingsKindFor(format);
  const rows: [string, ReactNode][] = [[t('compatibility.container'), info.container]];
  if (kind !== 'audio') rows.push([t('compatibility.videoCodecs'), codecs(videoCodecChoices(format))]);
  rows.push([
    t('compatibility.audioCodecs'),
    kind === 'gif' ? t('compatibility.noAudio') : codecs(audioCodecOptions(format)),
  ]);
  if (info.maxSampleRate !== undefined) {
    rows.push([t('compatibility.maxSampleRate'), t('options.hz', { hz: info.maxSampleRate })]);
  }
  if (info.forceMono) rows.push([t('compatibility.channels'), t('compatibility.monoOnly')]);
  if (kind === 'video') {
    rows.push([
      t('compatibility.subtitles'),
      t(supportsSubtitles(format) ? 'compatibility.subtitlesKept' : 'compatibility.subtitlesBurned'),
    ]);
  }
  if (kind === 'audio' && !hasBitrateSetting(format)) {
    rows.push([t('fields.audio_bitrate'), t('compatibility.noBitrate')]);
  }

  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-sky-50 p-4 text-sm text-slate-800">
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-slate-900">
        <Info aria-hidden="true" className="size-4 text-sky-700" />
        {t('compatibility.title')}: {formatLabel(format)}
      </h3>
      <p className="mt-1 text-slate-700">
        {t(`formats.${format.toLowerCase()}`, { defaultValue: info.description })}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([term, detail], i) => (
          <div key={i} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd dir="auto">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

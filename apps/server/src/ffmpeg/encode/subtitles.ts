/**
 * Subtitles of a video output (§3 add_subtitle, subtitle_file, subtitle_stream, subtitle_mode).
 * Soft subtitles are a stream of the container and only MP4, MKV, MOV and WebM carry them (§5
 * Warnings); elsewhere, and always in 'hard' mode, they are burnt into the picture with the
 * `subtitles` filter, which needs a re-encoded video stream.
 */
import {
  supportsSubtitles,
  type VideoCodec,
  type VideoOutputFormat,
  type VideoSettings,
} from '@mediaforge/shared';
import { escapeFilterValue, decimal } from './filters.js';
import {
  assertSafePath,
  FFMPEG_GLOBAL_ARGS,
  inputArgs,
  outputArgs,
  type EncodeInput,
  type TimeWindow,
} from './hardening.js';
import { EncodePlanError } from './plan.js';

export type SubtitlePlan =
  | { readonly kind: 'none' }
  /** A subtitle stream from a second input (the uploaded file) or from the source itself. */
  | {
      readonly kind: 'soft';
      readonly extraInput?: EncodeInput;
      readonly map: readonly string[];
      readonly codecArgs: readonly string[];
    }
  /** Filters that burn the subtitles in, and the command that readies an uploaded file for them. */
  | { readonly kind: 'hard'; readonly filters: readonly string[]; readonly prepare?: readonly string[] };

/** Soft subtitle codec per container: MP4/MOV carry mov_text, WebM only WebVTT, MKV anything. */
const SOFT_CODEC: Readonly<Record<string, string>> = {
  mp4: 'mov_text',
  mov: 'mov_text',
  webm: 'webvtt',
  mkv: 'copy',
};

/**
 * The `subtitles` filter on a file (the upload, or the source with its n-th subtitle stream). After a
 * fast seek the frames start at 0, so the filter sees them shifted back to the source's time.
 */
export function burnInFilters(path: string, streamIndex: number | undefined, window?: TimeWindow): string[] {
  const file = `subtitles=filename=${escapeFilterValue(assertSafePath(path))}`;
  return shiftedBurnIn(streamIndex === undefined ? file : `${file}:si=${streamIndex}`, window);
}

function shiftedBurnIn(filter: string, window: TimeWindow | undefined): string[] {
  const start = window?.start ?? 0;
  return start > 0 ? [`setpts=PTS+${decimal(start)}/TB`, filter, 'setpts=PTS-STARTPTS'] : [filter];
}

/**
 * An uploaded subtitle is burnt in from an ASS copy that the hardened ffmpeg writes first (its input
 * forced to the sniffed demuxer), drawn with the `ass` filter, which only parses ASS. The `subtitles`
 * filter would open the upload itself with format probing, and a text file can be made to look like
 * another format (a DASH manifest inside an SRT cue).
 */
export function uploadBurnIn(
  upload: EncodeInput,
  assFile: string,
  window: TimeWindow | undefined,
): { readonly prepare: string[]; readonly filters: string[] } {
  return {
    prepare: [
      ...FFMPEG_GLOBAL_ARGS,
      ...inputArgs(upload),
      '-map',
      '0:s:0',
      '-c:s',
      'ass',
      ...outputArgs('ass', assFile),
    ],
    filters: shiftedBurnIn(`ass=filename=${escapeFilterValue(assertSafePath(assFile))}`, window),
  };
}

export function subtitlePlan(
  settings: VideoSettings,
  format: VideoOutputFormat,
  codec: VideoCodec,
  input: EncodeInput,
  upload: EncodeInput | undefined,
  window: TimeWindow | undefined,
  /** Where an uploaded subtitle's ASS copy is written for burning in (a scratch file of the job). */
  assFile: string,
): SubtitlePlan {
  if (settings.add_subtitle === 'none') return { kind: 'none' };
  if (settings.add_subtitle === 'upload' && !upload) throw new EncodePlanError('Subtitle file is required');
  const softOk = supportsSubtitles(format);
  const hardOk = codec !== 'copy';
  const wantHard = settings.subtitle_mode === 'hard';
  const mode = wantHard
    ? hardOk
      ? 'hard'
      : softOk
        ? 'soft'
        : 'none'
    : softOk
      ? 'soft'
      : hardOk
        ? 'hard'
        : 'none';
  const index = settings.subtitle_stream - 1;
  const codecArgs = ['-c:s', SOFT_CODEC[format] ?? 'copy'];
  switch (mode) {
    case 'none':
      return { kind: 'none' };
    case 'soft':
      return settings.add_subtitle === 'upload' && upload
        ? { kind: 'soft', extraInput: upload, map: ['-map', '1:s:0'], codecArgs }
        : // '?': a track number the source does not have is skipped instead of failing the job.
          { kind: 'soft', map: ['-map', `0:s:${index}?`], codecArgs };
    case 'hard':
      return settings.add_subtitle === 'upload' && upload
        ? { kind: 'hard', ...uploadBurnIn(upload, assFile, window) }
        : { kind: 'hard', filters: burnInFilters(input.path, index, window) };
  }
}

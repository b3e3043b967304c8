/**
 * ffmpeg for the downloader's files (pure; DESIGN.md §3.3): what a platform sent is untrusted input, so
 * it gets the same hardened input flags as an upload (file protocol only, demuxer forced from the magic
 * bytes). Separate video and audio become one file by stream copy, never a re-encode; a sound becomes
 * the audio format the visitor chose.
 */
import { FFMPEG_GLOBAL_ARGS, inputArgs, outputArgs, type EncodeInput } from './hardening.js';

/** ffmpeg's muxer for each container the downloader delivers. */
export const DOWNLOAD_MUXERS: Readonly<Record<string, string>> = {
  mp4: 'mp4',
  m4a: 'ipod',
  webm: 'webm',
  mkv: 'matroska',
  mp3: 'mp3',
  ogg: 'ogg',
  opus: 'opus',
};

export function muxerFor(format: string): string {
  const muxer = DOWNLOAD_MUXERS[format];
  if (muxer === undefined) throw new Error(`no muxer for download format ${format}`);
  return muxer;
}

/** MP4-family outputs put their index first, so players start before the whole file is there. */
const faststart = (format: string): string[] =>
  format === 'mp4' || format === 'm4a' ? ['-movflags', '+faststart'] : [];

/** A video-only and an audio-only part joined by stream copy into `format`. */
export function remuxPairArgs(
  video: EncodeInput,
  audio: EncodeInput,
  format: string,
  output: string,
): string[] {
  return [
    ...FFMPEG_GLOBAL_ARGS,
    ...inputArgs(video),
    ...inputArgs(audio),
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-c',
    'copy',
    ...faststart(format),
    ...outputArgs(muxerFor(format), output),
  ];
}

/** One part copied into another container (a transport stream into MP4, a fragmented MP4 made whole). */
export function remuxOneArgs(input: EncodeInput, format: string, output: string): string[] {
  return [
    ...FFMPEG_GLOBAL_ARGS,
    ...inputArgs(input),
    '-map',
    '0:v?',
    '-map',
    '0:a?',
    '-c',
    'copy',
    ...faststart(format),
    ...outputArgs(muxerFor(format), output),
  ];
}

/** The audio encoders of the formats a sound may be turned into, at a quality worth keeping. */
const AUDIO_CODECS: Readonly<Record<string, readonly string[]>> = {
  mp3: ['-c:a', 'libmp3lame', '-q:a', '2'],
  m4a: ['-c:a', 'aac', '-b:a', '192k'],
  ogg: ['-c:a', 'libvorbis', '-q:a', '5'],
  opus: ['-c:a', 'libopus', '-b:a', '160k'],
};

/** The sound of one part encoded as `format` (the picture, if any, dropped). */
export function audioExtractArgs(input: EncodeInput, format: string, output: string): string[] {
  const codec = AUDIO_CODECS[format];
  if (codec === undefined) throw new Error(`no audio encoder for download format ${format}`);
  return [
    ...FFMPEG_GLOBAL_ARGS,
    ...inputArgs(input),
    '-map',
    '0:a:0',
    '-vn',
    ...codec,
    ...faststart(format),
    ...outputArgs(muxerFor(format), output),
  ];
}

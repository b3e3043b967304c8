import type { SubtitleDemuxer } from '@mediaforge/shared';
import type { Demuxer } from './sniff.js';

/**
 * The ffprobe argument array for one untrusted input (DESIGN.md §5): no shell, only the file protocol,
 * the demuxer forced to the one sniffed from the magic bytes (so no playlist, concat or image2 demuxer
 * can be reached), and the input as `file:` + an absolute path the server generated. ffprobe has no
 * `-nostdin` (ffmpeg only); the runner gives it no stdin instead.
 */
export function probeArgs(absolutePath: string, demuxer: Demuxer | SubtitleDemuxer): string[] {
  if (!absolutePath.startsWith('/') || absolutePath.includes('\0')) {
    throw new Error('probeArgs needs an absolute, server-generated path');
  }
  return [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-f',
    demuxer,
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    `file:${absolutePath}`,
  ];
}

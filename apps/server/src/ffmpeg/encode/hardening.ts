/**
 * The flags every ffmpeg and sox call carries (DESIGN.md §5 "ffmpeg/ffprobe on untrusted input").
 *
 * - `-nostdin`: ffmpeg never reads the terminal; the runner gives it no stdin either.
 * - `-protocol_whitelist file` on every input, the input written `file:/abs/path` (a server-generated
 *   absolute name), and `-f <demuxer>` when the caller passes the demuxer sniffed from the magic bytes,
 *   so no playlist, concat or image2 demuxer can be reached through the file's contents.
 * - Outputs are `file:` too, with `-f <muxer>`: the output name never selects a protocol or a muxer.
 *   `-y` is only written on outputs, which are always our own scratch files in the job's directory.
 * - `-progress pipe:1 -nostats`: machine-readable progress on stdout; stderr keeps only errors.
 * - `-map_metadata -1 -map_chapters -1`: source tags (GPS position, device, names) are not copied into
 *   results handed to others; rotation is applied to the frames, so nothing needed is lost.
 * - Threads are left to ffmpeg (it uses every core; the job queue bounds concurrency).
 */

/** An input file: an absolute server-generated path, and the sniffed demuxer when known. */
export interface EncodeInput {
  readonly path: string;
  readonly demuxer?: string;
}

/** A part of the input to read, in seconds. */
export interface TimeWindow {
  readonly start: number;
  readonly end?: number;
}

export const FFMPEG_GLOBAL_ARGS: readonly string[] = [
  '-hide_banner',
  '-nostdin',
  '-loglevel',
  'error',
  '-progress',
  'pipe:1',
  '-nostats',
];

export const STRIP_METADATA_ARGS: readonly string[] = ['-map_metadata', '-1', '-map_chapters', '-1'];

/** Refuses anything but an absolute path without NUL or newline (names are server-generated). */
export function assertSafePath(path: string): string {
  if (!path.startsWith('/') || /[\0\n\r]/.test(path)) {
    throw new Error('encode paths must be absolute, server-generated paths');
  }
  return path;
}

const DEMUXER = /^[a-z0-9_]+$/;

/** 'HH:MM:SS.mmm' of a number of seconds (the §5 format; ffmpeg reads it as a duration). */
export function formatTimecode(seconds: number): string {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * The hardened arguments of one input. A window becomes input options (`-ss`, `-to` before `-i`):
 * fast seeking, and `-to` counts in the source's time.
 */
export function inputArgs(input: EncodeInput, window?: TimeWindow): string[] {
  assertSafePath(input.path);
  const args = ['-protocol_whitelist', 'file'];
  if (input.demuxer !== undefined) {
    if (!DEMUXER.test(input.demuxer)) throw new Error(`not a demuxer name: ${input.demuxer}`);
    args.push('-f', input.demuxer);
  }
  if (window && window.start > 0) args.push('-ss', formatTimecode(window.start));
  if (window?.end !== undefined) args.push('-to', formatTimecode(window.end));
  args.push('-i', `file:${input.path}`);
  return args;
}

/** The closing arguments of an output we own: muxer forced, overwrite allowed, `file:` protocol. */
export function outputArgs(muxer: string, path: string): string[] {
  return ['-f', muxer, '-y', `file:${assertSafePath(path)}`];
}

/** The first pass of a two-pass encode writes only its log: no file output at all. */
export const NULL_OUTPUT_ARGS: readonly string[] = ['-f', 'null', '/dev/null'];

import { describe, expect, it } from 'vitest';
import {
  assertSafePath,
  FFMPEG_GLOBAL_ARGS,
  formatTimecode,
  inputArgs,
  NULL_OUTPUT_ARGS,
  outputArgs,
  STRIP_METADATA_ARGS,
} from './hardening.js';

describe('hardened ffmpeg flags (DESIGN.md §5)', () => {
  it('every call: no stdin, errors only on stderr, progress on stdout', () => {
    expect(FFMPEG_GLOBAL_ARGS).toEqual([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-progress',
      'pipe:1',
      '-nostats',
    ]);
    expect(STRIP_METADATA_ARGS).toEqual(['-map_metadata', '-1', '-map_chapters', '-1']);
  });

  it('an input is file-protocol only, demuxer forced, written file:/abs/path', () => {
    expect(inputArgs({ path: '/data/jobs/j1/in', demuxer: 'mov' })).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'mov',
      '-i',
      'file:/data/jobs/j1/in',
    ]);
    expect(inputArgs({ path: '/data/in' })).toEqual(['-protocol_whitelist', 'file', '-i', 'file:/data/in']);
  });

  it('CC-3.21 a trim window becomes input -ss/-to in HH:MM:SS.mmm', () => {
    expect(inputArgs({ path: '/in', demuxer: 'matroska' }, { start: 5.5, end: 62.25 })).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'matroska',
      '-ss',
      '00:00:05.500',
      '-to',
      '00:01:02.250',
      '-i',
      'file:/in',
    ]);
    expect(inputArgs({ path: '/in' }, { start: 0, end: 3 })).toEqual([
      '-protocol_whitelist',
      'file',
      '-to',
      '00:00:03.000',
      '-i',
      'file:/in',
    ]);
  });

  it('refuses relative paths, NUL or newlines, and odd demuxer names', () => {
    expect(() => inputArgs({ path: 'in.mp4' })).toThrow(/absolute/);
    expect(() => inputArgs({ path: '/in\0x' })).toThrow(/absolute/);
    expect(() => assertSafePath('/a\nb')).toThrow(/absolute/);
    expect(() => inputArgs({ path: '/in', demuxer: 'concat -i x' })).toThrow(/demuxer/);
  });

  it('an output forces its muxer, may overwrite (our scratch file), and is file: too', () => {
    expect(outputArgs('mp4', '/data/jobs/j1/out')).toEqual(['-f', 'mp4', '-y', 'file:/data/jobs/j1/out']);
    expect(NULL_OUTPUT_ARGS).toEqual(['-f', 'null', '/dev/null']);
  });

  it('formats timecodes as HH:MM:SS.mmm', () => {
    expect(formatTimecode(0)).toBe('00:00:00.000');
    expect(formatTimecode(3723.004)).toBe('01:02:03.004');
    expect(formatTimecode(-1)).toBe('00:00:00.000');
  });
});

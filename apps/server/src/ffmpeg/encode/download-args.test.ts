import { describe, expect, it } from 'vitest';
import { audioExtractArgs, remuxOneArgs, remuxPairArgs } from './download-args.js';

const after = (args: readonly string[], flag: string) => args[args.indexOf(flag) + 1];

describe('ffmpeg for downloads (pure)', () => {
  it('a video and an audio part are joined by stream copy into a faststart MP4, inputs hardened', () => {
    const args = remuxPairArgs(
      { path: '/d/s/j/part-0.mp4', demuxer: 'mov' },
      { path: '/d/s/j/part-1.m4a', demuxer: 'mov' },
      'mp4',
      '/d/s/j/result.mp4',
    );
    expect(args.filter((a) => a === '-protocol_whitelist')).toHaveLength(2);
    expect(args.filter((a) => a.startsWith('file:/d/s/j/part-'))).toHaveLength(2);
    expect(after(args, '-c')).toBe('copy');
    expect(args).toContain('0:v:0');
    expect(args).toContain('1:a:0');
    expect(after(args, '-movflags')).toBe('+faststart');
    expect(args.slice(-4)).toEqual(['-f', 'mp4', '-y', 'file:/d/s/j/result.mp4']);
  });

  it('WebM pairs stay WebM, without an MP4 flag', () => {
    const args = remuxPairArgs(
      { path: '/d/v.webm', demuxer: 'matroska' },
      { path: '/d/a.webm', demuxer: 'matroska' },
      'webm',
      '/d/r.webm',
    );
    expect(args).not.toContain('-movflags');
    expect(args.slice(-4)).toEqual(['-f', 'webm', '-y', 'file:/d/r.webm']);
  });

  it('one part copied into another container; audio encoded to the chosen format', () => {
    expect(remuxOneArgs({ path: '/d/p.ts', demuxer: 'mpegts' }, 'mp4', '/d/r.mp4')).toContain('copy');
    const mp3 = audioExtractArgs({ path: '/d/a.m4a', demuxer: 'mov' }, 'mp3', '/d/r.mp3');
    expect(after(mp3, '-c:a')).toBe('libmp3lame');
    expect(mp3).toContain('-vn');
    expect(mp3.slice(-4)).toEqual(['-f', 'mp3', '-y', 'file:/d/r.mp3']);
    expect(() => audioExtractArgs({ path: '/d/a.m4a' }, 'exe', '/d/r.exe')).toThrow();
    expect(() => remuxOneArgs({ path: 'relative.ts' }, 'mp4', '/d/r.mp4')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { probeArgs } from './probe-args.js';

describe('probeArgs: hardened ffprobe arguments (DESIGN.md §5)', () => {
  it('forces the sniffed demuxer, the file protocol only, JSON output, and a file: input', () => {
    expect(probeArgs('/data/tmp/abc123.upload', 'mov')).toEqual([
      '-v',
      'error',
      '-protocol_whitelist',
      'file',
      '-f',
      'mov',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      'file:/data/tmp/abc123.upload',
    ]);
  });

  it('keeps a path with spaces or a leading dash as one file: argument (no shell, no option injection)', () => {
    const args = probeArgs('/srv/media forge/-rf x', 'matroska');
    expect(args.at(-1)).toBe('file:/srv/media forge/-rf x');
    expect(args).toHaveLength(11);
  });

  it('refuses a relative path or one with a NUL byte', () => {
    expect(() => probeArgs('tmp/x', 'mp3')).toThrow(/absolute/);
    expect(() => probeArgs('/tmp/x\0y', 'mp3')).toThrow(/absolute/);
  });
});

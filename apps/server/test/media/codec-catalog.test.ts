import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseCodecList, undecodableCodec } from '../../src/ffmpeg/codec-catalog.js';

describe('codec catalog from `ffmpeg -codecs` (D57)', () => {
  const catalog = parseCodecList(execFileSync('ffmpeg', ['-hide_banner', '-codecs'], { encoding: 'utf8' }));

  it('reads the decodable codecs of the real ffmpeg, by the names ffprobe reports', () => {
    expect(catalog.get('h264')).toMatchObject({ decodable: true });
    expect(catalog.get('mp3')).toMatchObject({ decodable: true });
    expect(catalog.get('h264')?.description).not.toMatch(/decoders:/);
    expect(undecodableCodec({ kind: 'video', name: 'h264', tag: 'avc1' }, catalog)).toBeUndefined();
  });

  it('names what it cannot decode: unnamed streams by their tag, unknown tags as unknown', () => {
    const vvc = undecodableCodec({ kind: 'video', name: null, tag: 'vvc1' }, catalog);
    expect(vvc).toMatch(/VVC|vvc/);
    expect(undecodableCodec({ kind: 'audio', name: null, tag: 'zzzz' }, catalog)).toBe('unknown (zzzz)');
    const fake = parseCodecList(' ..V.L. vvc                  H.266 / VVC (Versatile Video Coding)\n');
    expect(undecodableCodec({ kind: 'video', name: 'vvc', tag: null }, fake)).toBe(
      'H.266 / VVC (Versatile Video Coding)',
    );
  });
});

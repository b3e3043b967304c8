import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIO_SOURCE,
  createMediaSamples,
  type MediaSamples,
  VIDEO_SOURCE,
} from '../../test/helpers/media-fixtures.js';
import { id3v2TagLength, mediaTypeOf, sniff, SNIFF_HEAD_BYTES } from './sniff.js';

const V = VIDEO_SOURCE;
const A = AUDIO_SOURCE;

/** One real file per accepted container: [file name, ffmpeg output arguments, demuxer, container]. */
const CASES: readonly (readonly [string, readonly string[], string, string])[] = [
  ['a.mp4', [...V, ...A, '-c:v', 'libx264', '-c:a', 'aac'], 'mov', 'mp4'],
  ['a.mov', [...V, ...A, '-c:v', 'libx264', '-c:a', 'aac'], 'mov', 'mov'],
  ['a.m4v', [...V, '-c:v', 'libx264'], 'mov', 'm4v'],
  [
    'a.3gp',
    [...V, ...A, '-c:v', 'h263', '-s', '176x144', '-c:a', 'aac', '-ar', '8000', '-ac', '1'],
    'mov',
    '3gp',
  ],
  ['a.m4a', [...A, '-c:a', 'aac'], 'mov', 'm4a'],
  ['a.webm', [...V, ...A, '-c:v', 'libvpx', '-c:a', 'libvorbis'], 'matroska', 'webm'],
  ['a.mkv', [...V, ...A, '-c:v', 'mpeg4', '-c:a', 'mp3'], 'matroska', 'mkv'],
  ['a.avi', [...V, ...A, '-c:v', 'mpeg4', '-c:a', 'mp3'], 'avi', 'avi'],
  ['a.flv', [...V, ...A, '-c:v', 'flv', '-c:a', 'mp3', '-ar', '44100'], 'flv', 'flv'],
  ['a.wmv', [...V, ...A, '-c:v', 'wmv2', '-c:a', 'wmav2'], 'asf', 'wmv'],
  ['a.wma', [...A, '-c:a', 'wmav2'], 'asf', 'wmv'],
  ['a.ogv', [...V, ...A, '-c:v', 'libtheora', '-c:a', 'libvorbis'], 'ogg', 'ogv'],
  ['a.ogg', [...A, '-c:a', 'libvorbis'], 'ogg', 'ogv'],
  ['a.opus', [...A, '-c:a', 'libopus'], 'ogg', 'ogv'],
  ['a.mp3', [...A, '-c:a', 'libmp3lame'], 'mp3', 'mp3'],
  ['a.wav', [...A], 'wav', 'wav'],
  ['a.aiff', [...A], 'aiff', 'aiff'],
  ['a.flac', [...A], 'flac', 'flac'],
  ['a.aac', [...A, '-c:a', 'aac', '-f', 'adts'], 'aac', 'aac'],
  ['a.gif', [...V, '-f', 'gif'], 'gif', 'gif'],
  // D55: transport streams and raw Dolby/DTS audio, beyond the spec's input lists.
  ['a.ts', [...V, ...A, '-c:v', 'libx264', '-c:a', 'aac', '-f', 'mpegts'], 'mpegts', 'ts'],
  [
    'a.m2ts',
    [...V, ...A, '-c:v', 'libx264', '-c:a', 'ac3', '-f', 'mpegts', '-mpegts_m2ts_mode', '1'],
    'mpegts',
    'm2ts',
  ],
  ['a.ac3', [...A, '-c:a', 'ac3', '-f', 'ac3'], 'ac3', 'ac3'],
  ['a.eac3', [...A, '-c:a', 'eac3', '-f', 'eac3'], 'eac3', 'eac3'],
  ['a.dts', [...A, '-c:a', 'dca', '-strict', '-2', '-f', 'dts'], 'dts', 'dts'],
];

let samples: MediaSamples;

function headOf(name: string): Uint8Array {
  const bytes = samples.read(name);
  const skip = id3v2TagLength(bytes);
  return bytes.subarray(skip, skip + SNIFF_HEAD_BYTES);
}

describe('sniff: container from magic bytes (DESIGN.md §5)', () => {
  beforeAll(async () => {
    // Debian's ffmpeg has no AMR encoder; sox writes AMR-NB (DESIGN.md §4).
    samples = await createMediaSamples(
      CASES.map(([name, args]) => [name, args] as const),
      { amr: true },
    );
  }, 60_000);
  afterAll(() => samples.remove());

  it.each(CASES.map(([name, , demuxer, container]) => [name, demuxer, container]))(
    'CC-5.01 %s → demuxer %s (%s)',
    (name, demuxer, container) => {
      expect(sniff(headOf(name))).toMatchObject({ demuxer, container });
    },
  );

  it('NOTES.md 1 AMR-NB written by sox → amr', () => {
    expect(sniff(headOf('a.amr'))).toMatchObject({ demuxer: 'amr', mimeType: 'audio/amr' });
  });

  it('an ID3v2 tag is skipped and only audio may follow it', () => {
    const mp3 = samples.read('a.mp3');
    const tag = id3v2TagLength(mp3);
    expect(tag).toBeGreaterThan(10);
    samples.write('id3.flac', Buffer.concat([mp3.subarray(0, tag), samples.read('a.flac')]));
    expect(sniff(headOf('id3.flac'), { afterId3: true })?.demuxer).toBe('flac');
    expect(sniff(samples.read('a.avi').subarray(0, 64), { afterId3: true })).toBeUndefined();
  });

  it('text, images other than gif, and empty input are not media', () => {
    for (const bytes of [
      Buffer.from('hello, this is a text file renamed to .mp4\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    ]) {
      expect(sniff(bytes)).toBeUndefined();
    }
  });

  it('mediaTypeOf: audio-only variants once the probe finds no video', () => {
    const mp4 = sniff(headOf('a.mp4'));
    const opus = sniff(headOf('a.opus'));
    const wmv = sniff(headOf('a.wmv'));
    if (!mp4 || !opus || !wmv) throw new Error('sniff failed');
    expect(mediaTypeOf(mp4, true)).toEqual({ container: 'mp4', mimeType: 'video/mp4' });
    expect(mediaTypeOf(mp4, false)).toEqual({ container: 'm4a', mimeType: 'audio/mp4' });
    expect(mediaTypeOf(opus, false)).toEqual({ container: 'opus', mimeType: 'audio/ogg' });
    expect(mediaTypeOf(wmv, false)).toEqual({ container: 'wma', mimeType: 'audio/x-ms-wma' });
  });
});

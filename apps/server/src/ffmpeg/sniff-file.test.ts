import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_SOURCE, createMediaSamples, type MediaSamples } from '../../test/helpers/media-fixtures.js';
import { id3v2TagLength } from './sniff.js';
import { resyncMpegAudio, sniffFile, type ReadAt } from './sniff-file.js';

let samples: MediaSamples;

const reader =
  (bytes: Uint8Array): ReadAt =>
  (offset, length) =>
    Promise.resolve(bytes.subarray(offset, offset + length));

/** Deterministic noise (a linear congruential generator), so a failure can be replayed. */
function noise(length: number, seed = 7): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** An ID3v2.4 tag with `padding` zero bytes inside it. */
function id3(padding: number): Uint8Array {
  const size = 10 + padding;
  const header = [
    0x49,
    0x44,
    0x33,
    4,
    0,
    0,
    (size >> 21) & 0x7f,
    (size >> 14) & 0x7f,
    (size >> 7) & 0x7f,
    size & 0x7f,
  ];
  const frame = [0x54, 0x49, 0x54, 0x32, 0, 0, 0, 0, 0, 0];
  return Uint8Array.from([...header, ...frame, ...new Array<number>(padding).fill(0)]);
}

const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe('sniffFile: MP3 and ADTS found past tags, padding and junk (D55)', () => {
  let mp3: Uint8Array;
  let adts: Uint8Array;
  beforeAll(async () => {
    samples = await createMediaSamples([
      ['a.mp3', [...AUDIO_SOURCE, '-c:a', 'libmp3lame', '-id3v2_version', '0', '-write_xing', '0']],
      ['a.aac', [...AUDIO_SOURCE, '-c:a', 'aac', '-f', 'adts']],
    ]);
    mp3 = samples.read('a.mp3');
    adts = samples.read('a.aac');
  }, 60_000);
  afterAll(() => samples.remove());

  it('a bare MP3 starts with a frame', async () => {
    expect(id3v2TagLength(mp3)).toBe(0);
    expect(await sniffFile(reader(mp3))).toMatchObject({ demuxer: 'mp3' });
  });

  it('zero bytes between the ID3 tag and the first frame', async () => {
    const file = concat(id3(20), new Uint8Array(777), mp3);
    expect(await sniffFile(reader(file))).toMatchObject({ demuxer: 'mp3', container: 'mp3' });
  });

  it('two stacked ID3 tags', async () => {
    expect(await sniffFile(reader(concat(id3(5), id3(300), mp3)))).toMatchObject({ demuxer: 'mp3' });
  });

  it('200 kB of junk before the first frame, with and without a tag', async () => {
    const junk = noise(200_000);
    expect(await sniffFile(reader(concat(junk, mp3)))).toMatchObject({ demuxer: 'mp3' });
    expect(await sniffFile(reader(concat(id3(0), junk, adts)))).toMatchObject({ demuxer: 'aac' });
    expect(resyncMpegAudio(concat(junk, mp3))?.offset).toBe(junk.length);
  });

  it('noise, and fewer than four chained frames, are not audio', async () => {
    expect(await sniffFile(reader(noise(600_000, 99)))).toBeUndefined();
    const frame = mp3.subarray(0, 4);
    // Headers alone, not a chain of frames of their own length.
    expect(resyncMpegAudio(concat(noise(100), frame, noise(50), frame, noise(50)))).toBeUndefined();
    expect(await sniffFile(reader(concat(id3(3), Buffer.from('just text after a tag'))))).toBeUndefined();
  });
});

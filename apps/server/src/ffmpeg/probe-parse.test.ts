import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIO_SOURCE,
  createMediaSamples,
  type MediaSamples,
  VIDEO_SOURCE,
} from '../../test/helpers/media-fixtures.js';
import { probeArgs } from './probe-args.js';
import { parseProbeOutput } from './probe-parse.js';
import { sniff, type SniffResult } from './sniff.js';

const mp4Sniff = sniff(Buffer.from('\0\0\0\x20ftypisom\0\0\x02\0', 'latin1')) as SniffResult;
const mp3Sniff = sniff(Buffer.from([0xff, 0xfb, 0x90, 0x64])) as SniffResult;

describe('parseProbeOutput', () => {
  let samples: MediaSamples;
  beforeAll(async () => {
    samples = await createMediaSamples([
      ['v.mp4', [...VIDEO_SOURCE, ...AUDIO_SOURCE, '-c:v', 'libx264', '-c:a', 'aac']],
      [
        'art.mp3',
        [
          ...AUDIO_SOURCE,
          ...['-f', 'lavfi', '-i', 'color=c=red:s=32x32:d=1', '-map', '0', '-map', '1', '-c:v', 'mjpeg'],
          ...['-frames:v', '1', '-disposition:v', 'attached_pic', '-id3v2_version', '3'],
        ],
      ],
    ]);
  }, 30_000);
  afterAll(() => samples.remove());

  const probe = (name: string, demuxer: SniffResult['demuxer']): string =>
    samples.ffprobe(probeArgs(samples.path(name), demuxer));

  it('real ffprobe output of an mp4 → container, duration, size and codecs', () => {
    expect(parseProbeOutput(probe('v.mp4', 'mov'), mp4Sniff)).toMatchObject({
      ok: true,
      mimeType: 'video/mp4',
      metadata: {
        container: 'mp4',
        duration: 0.3,
        width: 64,
        height: 48,
        videoCodec: 'h264',
        audioCodec: 'aac',
        hasVideo: true,
        hasAudio: true,
      },
    });
  });

  it('cover art in an mp3 is not a video stream', () => {
    const outcome = parseProbeOutput(probe('art.mp3', 'mp3'), mp3Sniff);
    expect(outcome).toMatchObject({
      ok: true,
      mimeType: 'audio/mpeg',
      metadata: { container: 'mp3', hasVideo: false, hasAudio: true, width: null, videoCodec: null },
    });
  });

  it('an mp4 whose only stream is audio is an m4a', () => {
    const json = JSON.stringify({
      streams: [{ codec_type: 'audio', codec_name: 'aac', duration: '2.5' }],
      format: {},
    });
    expect(parseProbeOutput(json, mp4Sniff)).toMatchObject({
      ok: true,
      mimeType: 'audio/mp4',
      metadata: { container: 'm4a', duration: 2.5, audioCodec: 'aac' },
    });
  });

  it('no audio or video stream, empty or garbage output → not media', () => {
    for (const json of [
      JSON.stringify({ streams: [], format: { duration: '1' } }),
      JSON.stringify({
        streams: [{ codec_type: 'data' }, { codec_type: 'subtitle', codec_name: 'mov_text' }],
      }),
      JSON.stringify({ streams: [{ codec_type: 'video', disposition: { attached_pic: 1 } }] }),
      '{\n\n}',
      '',
      'not json',
      JSON.stringify({ streams: 'nope' }),
    ]) {
      expect(parseProbeOutput(json, mp4Sniff).ok, json).toBe(false);
    }
  });

  it('an unknown or negative duration is null', () => {
    const json = JSON.stringify({
      streams: [{ codec_type: 'audio', duration: 'N/A' }],
      format: { duration: '-1' },
    });
    expect(parseProbeOutput(json, mp3Sniff)).toMatchObject({ ok: true, metadata: { duration: null } });
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseSettings } from '@mediaforge/shared';
import { plan } from '../../../test/encode/requests.js';
import { encodeJobFor } from './build.js';
import { MUXERS, VIDEO_ENCODERS, AUDIO_ENCODERS } from './encoders.js';
import { EncodePlanError, planCommands } from './plan.js';

describe('EncodePlan and its commands', () => {
  it('a one-pass plan is one ffmpeg command over the whole progress bar', () => {
    const p = plan('mkv');
    expect(planCommands(p)).toEqual([
      {
        tool: 'ffmpeg',
        args: p.kind === 'ffmpeg' ? p.passes[0] : [],
        progress: [0, 1],
        reportsProgress: true,
      },
    ]);
  });

  it('a two-pass plan splits the progress bar in halves', () => {
    const p = plan(
      'mp4',
      {},
      { compression: { rate: { kind: 'bitrate', kbps: 900, twoPass: true }, faststart: false } },
    );
    expect(planCommands(p).map((c) => c.progress)).toEqual([
      [0, 0.5],
      [0.5, 1],
    ]);
  });

  it('commands that ready a scratch file run first and take none of the progress bar', () => {
    const p = plan(
      'mp4',
      { add_subtitle: 'upload', subtitle_mode: 'hard' },
      { subtitle: { path: '/jobs/j1/sub', demuxer: 'webvtt' } },
    );
    expect(planCommands(p).map((c) => [c.progress, c.reportsProgress])).toEqual([
      [[0, 0], false],
      [[0, 1], true],
    ]);
  });

  it('the job matches the format’s settings shape', () => {
    expect(encodeJobFor('mp3', normaliseSettings('mp3', {})).kind).toBe('audio');
    expect(encodeJobFor('gif', normaliseSettings('gif', {})).kind).toBe('gif');
    expect(encodeJobFor('webm', normaliseSettings('webm', {})).kind).toBe('video');
    expect(() => encodeJobFor('mp3', normaliseSettings('mp4', {}))).toThrow(EncodePlanError);
  });

  it('Debian ffmpeg 5.1 encoder names: msmpeg4v3 is "msmpeg4", libvo_aacenc is the native aac, AV1 is SVT', () => {
    expect(VIDEO_ENCODERS.msmpeg4v3).toBe('msmpeg4');
    expect(VIDEO_ENCODERS.av1).toBe('libsvtav1');
    expect(AUDIO_ENCODERS.libvo_aacenc).toBe('aac');
    expect(AUDIO_ENCODERS.vorbis).toBe('libvorbis');
    expect(MUXERS.mkv).toBe('matroska');
    expect(MUXERS.wmv).toBe('asf');
    expect(MUXERS.m4v).toBe('mp4');
  });
});

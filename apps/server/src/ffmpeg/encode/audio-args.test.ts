import { describe, expect, it } from 'vitest';
import type { AudioOutputFormat } from '@mediaforge/shared';
import { args, AUDIO_META, flag, HEAD, plan } from '../../../test/encode/requests.js';
import { amrMode } from './audio-args.js';
import { EncodePlanError } from './plan.js';
import { planCommands } from './plan.js';

const HEAD_AUDIO = [...HEAD, '-map', '0:a:0', '-map_metadata', '-1', '-map_chapters', '-1'];
const TAIL = (muxer: string) => ['-f', muxer, '-y', 'file:/jobs/j1/output'];
const audio = (format: AudioOutputFormat, settings: Record<string, unknown> = {}) =>
  args(format, settings, { metadata: AUDIO_META });

describe('audio outputs (CC §9 "Audio formats", "Format defaults")', () => {
  it('CC-9.51 MP3 at 128k: exact arguments', () => {
    expect(audio('mp3')).toEqual([...HEAD_AUDIO, '-c:a', 'libmp3lame', '-b:a', '128k', ...TAIL('mp3')]);
  });

  const table: readonly [string, AudioOutputFormat, Record<string, unknown>, readonly string[], string][] = [
    ['CC-9.51', 'aac', {}, ['-c:a', 'aac', '-b:a', '128k'], 'adts'],
    ['CC-9.51', 'ogg', {}, ['-c:a', 'libvorbis', '-b:a', '128k', '-ar', '48000'], 'ogg'],
    ['CC-9.51', 'wma', {}, ['-c:a', 'wmav2', '-b:a', '128k'], 'asf'],
    ['CC-9.51', 'm4a', {}, ['-c:a', 'aac', '-b:a', '128k'], 'ipod'],
    ['CC-9.47', 'm4a', { audio_codec: 'alac' }, ['-c:a', 'alac'], 'ipod'],
    ['CC-9.46', 'wav', {}, ['-c:a', 'pcm_s16le'], 'wav'],
    ['CC-9.46', 'flac', {}, ['-c:a', 'flac'], 'flac'],
    ['CC-9.48', 'aiff', {}, ['-c:a', 'pcm_s16be'], 'aiff'],
    ['CC-9.48', 'aiff', { audio_codec: 'pcm_s24be' }, ['-c:a', 'pcm_s24be'], 'aiff'],
    ['CC-9.53', 'opus', {}, ['-c:a', 'libopus', '-b:a', '128k', '-ar', '48000'], 'opus'],
    ['CC-9.54', 'alac', {}, ['-c:a', 'alac', '-ar', '44100', '-ac', '2'], 'ipod'],
  ];
  it.each(table)('%s %s %j', (_id, format, settings, codecArgs, muxer) => {
    expect(audio(format, settings)).toEqual([...HEAD_AUDIO, ...codecArgs, ...TAIL(muxer)]);
  });

  it('CC-9.55 FLAC, WAV and AIFF take no bitrate even when one is sent', () => {
    for (const f of ['flac', 'wav', 'aiff'] as const)
      expect(audio(f, { audio_bitrate: '320k' })).not.toContain('-b:a');
  });

  it('CC-3.23 bitrate, sample rate and channels; encoders get a rate they accept', () => {
    expect(audio('mp3', { audio_bitrate: '192k', sample_rate: 22050, audio_channels: 1 })).toEqual(
      expect.arrayContaining(['-b:a', '192k', '-ar', '22050', '-ac', '1']),
    );
    expect(flag(audio('opus', { sample_rate: 44100 }), '-ar')).toBe('48000');
    expect(flag(audio('mp3', { sample_rate: 96000 }), '-ar')).toBe('48000');
  });

  it('libvorbis gets a rate and a bitrate inside its window; libopus at most 256k per channel', () => {
    expect(audio('ogg', { sample_rate: 22050, audio_channels: 1, audio_bitrate: '128k' })).toEqual(
      expect.arrayContaining(['-b:a', '80k', '-ar', '22050', '-ac', '1']),
    );
    expect(flag(audio('ogg', { sample_rate: 96000 }), '-ar')).toBe('48000');
    expect(flag(audio('opus', { audio_bitrate: '320k', audio_channels: 1 }), '-b:a')).toBe('256k');
  });

  it('CC-3.24 reverse, normalise (loudnorm, with an explicit rate), volume, fades in that order', () => {
    const a = audio('mp3', {
      reverse_audio: true,
      normalize_audio: true,
      adjust_volume: 80,
      fade_in_audio: 1,
      fade_out_audio: 2,
    });
    expect(flag(a, '-af')).toBe(
      'areverse,loudnorm=I=-16:TP=-1.5:LRA=11,volume=0.8,afade=t=in:st=0:d=1,afade=t=out:st=28:d=2',
    );
    expect(flag(a, '-ar')).toBe('48000');
  });

  it('CC-3.24 trim on audio outputs', () => {
    const a = audio('flac', { enable_trim: true, trim_start: '00:00:01.000', trim_end: '00:00:02.500' });
    expect(a).toEqual(expect.arrayContaining(['-ss', '00:00:01.000', '-to', '00:00:02.500']));
    expect(
      plan('flac', { enable_trim: true, trim_start: '00:00:01.000', trim_end: '00:00:02.500' })
        .durationSeconds,
    ).toBe(1.5);
  });

  it('a source without audio cannot become an audio file', () => {
    expect(() => plan('mp3', {}, { metadata: { ...AUDIO_META, hasAudio: false, hasVideo: true } })).toThrow(
      EncodePlanError,
    );
  });
});

describe('AMR: ffmpeg to 8 kHz mono WAV, then sox to AMR-NB (CC-9.49, CC-9.52)', () => {
  it('is a two-step plan with the filters in the ffmpeg step', () => {
    const p = plan('amr', { adjust_volume: 120 }, { metadata: AUDIO_META });
    expect(p).toEqual({
      kind: 'ffmpeg+sox',
      ffmpeg: [
        ...HEAD_AUDIO,
        '-c:a',
        'pcm_s16le',
        '-ar',
        '8000',
        '-ac',
        '1',
        '-af',
        'volume=1.2',
        '-f',
        'wav',
        '-y',
        'file:/jobs/j1/intermediate.wav',
      ],
      sox: [
        '-V1',
        '--no-glob',
        '-t',
        'wav',
        '/jobs/j1/intermediate.wav',
        '-t',
        'amr-nb',
        '-C',
        '7',
        '/jobs/j1/output',
      ],
      intermediate: '/jobs/j1/intermediate.wav',
      output: '/jobs/j1/output',
      durationSeconds: 30,
    });
    expect(planCommands(p).map((c) => [c.tool, c.progress, c.reportsProgress])).toEqual([
      ['ffmpeg', [0, 0.9], true],
      ['sox', [0.9, 1], false],
    ]);
  });

  it('maps a bitrate onto the highest AMR-NB mode not above it (12.2k is mode 7)', () => {
    expect(amrMode(undefined)).toBe(7);
    expect(amrMode('12.2k')).toBe(7);
    expect(amrMode('10.2k')).toBe(6);
    expect(amrMode('8k')).toBe(5);
    expect(amrMode('4.75k')).toBe(0);
    expect(amrMode('2k')).toBe(0);
  });
});

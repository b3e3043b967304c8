import { describe, expect, it } from 'vitest';
import {
  FORMAT_DEFAULTS,
  NO_BITRATE_FORMATS,
  defaultAudioBitrateFor,
  formatDefaultsFor,
  hasBitrateSetting,
  isLosslessAudioFormat,
} from './format-defaults.js';

describe('format defaults (CC §9 "Format defaults")', () => {
  it('CC-9.50 3GP: aac, 8000 Hz, mono, 96k, libx264, 640x360, CRF 28', () => {
    expect(FORMAT_DEFAULTS['3gp']).toEqual({
      audioCodec: 'aac',
      sampleRate: 8000,
      audioChannels: 1,
      audioBitrate: '96k',
      videoCodec: 'h264',
      videoEncoder: 'libx264',
      width: 640,
      height: 360,
      crf: 28,
    });
  });

  it.each(['mp3', 'aac', 'ogg', 'wma', 'm4a'])('CC-9.51 %s default bitrate 128k', (f) => {
    expect(formatDefaultsFor(f).audioBitrate).toBe('128k');
  });

  it('CC-9.51 OGG uses vorbis', () => {
    expect(formatDefaultsFor('OGG').audioCodec).toBe('vorbis');
  });

  it('CC-9.52 AMR: 12.2k, 8 kHz, mono', () => {
    expect(FORMAT_DEFAULTS.amr).toEqual({ audioBitrate: '12.2k', sampleRate: 8000, audioChannels: 1 });
  });

  it('CC-9.53 Opus: 128k, 48 kHz', () => {
    expect(FORMAT_DEFAULTS.opus).toEqual({ audioBitrate: '128k', sampleRate: 48000 });
  });

  it('CC-9.54 ALAC: 44.1 kHz, stereo', () => {
    expect(FORMAT_DEFAULTS.alac).toEqual({ sampleRate: 44100, audioChannels: 2 });
  });

  it('CC-9.55 FLAC, WAV, AIFF: no bitrate setting', () => {
    expect(NO_BITRATE_FORMATS).toEqual(['flac', 'wav', 'aiff']);
    expect(['flac', 'WAV', 'aiff'].map(hasBitrateSetting)).toEqual([false, false, false]);
    expect(hasBitrateSetting('mp3')).toBe(true);
    expect(defaultAudioBitrateFor('flac')).toBeNull();
  });

  it('CC-5.47 lossless targets (bitrate not applicable): flac, wav, aiff and alac', () => {
    expect(['flac', 'wav', 'aiff', 'alac'].every(isLosslessAudioFormat)).toBe(true);
    expect(isLosslessAudioFormat('m4a')).toBe(false);
  });

  it('CC-9.29 formats without their own default start at the general 192k', () => {
    expect(defaultAudioBitrateFor('mp4')).toBe('192k');
    expect(defaultAudioBitrateFor('3gp')).toBe('96k');
    expect(defaultAudioBitrateFor('opus')).toBe('128k');
  });

  it('CC-5.51 an unknown format has no format-specific defaults', () => {
    expect(formatDefaultsFor('xyz')).toEqual({});
  });
});

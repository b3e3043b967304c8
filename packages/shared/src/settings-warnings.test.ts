import { describe, expect, it } from 'vitest';
import { SETTINGS_WARNING_MESSAGES, settingsWarnings, type SettingsWarningId } from './settings-warnings.js';
import { validateSettings } from './settings-validation.js';

const ids = (format: string, settings: Record<string, unknown>): SettingsWarningId[] =>
  settingsWarnings(format, settings, 'conversion').map((w) => w.id);

describe('warnings (CC §5 "Warnings (non-blocking)")', () => {
  it('CC-5.33 warnings never block: they come with no error', () => {
    const r = validateSettings('mp4', { video_codec: 'h265', adjust_volume: 200 }, 'conversion');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([
      { id: 'h265-slow', message: 'H.265 encoding is slow' },
      { id: 'volume-distortion', message: 'A volume over 150% may distort' },
    ]);
  });

  it('CC-5.34 trim clip under 0.1 s', () => {
    expect(ids('mp4', { enable_trim: true, trim_start: '00:00:01.000', trim_end: '00:00:01.050' })).toEqual([
      'trim-too-short',
    ]);
    expect(ids('mp4', { enable_trim: true, trim_start: '00:00:01.000', trim_end: '00:00:01.100' })).toEqual(
      [],
    );
    expect(ids('gif', { trim_start: '00:00:01.000', trim_end: '00:00:01.010' })).toEqual(['trim-too-short']);
  });

  it('CC-5.35 custom aspect ratio outside 0.1-10', () => {
    expect(ids('mp4', { resize_video: 'custom', custom_width: 32, custom_height: 4000 })).toEqual([
      'aspect-ratio-extreme',
    ]);
    expect(ids('mp4', { resize_video: 'custom', custom_width: 1280, custom_height: 720 })).toEqual([]);
  });

  it('CC-5.36 H.265 is slow; AV1 is very slow', () => {
    expect(ids('mp4', { video_codec: 'h265' })).toEqual(['h265-slow']);
    expect(ids('webm', { video_codec: 'av1' })).toEqual(['av1-very-slow']);
  });

  it('CC-5.37 CRF under 18 or over 28', () => {
    expect(ids('mp4', { video_crf: 17 })).toEqual(['crf-below-18']);
    expect(ids('mp4', { video_crf: 29 })).toEqual(['crf-above-28']);
    expect(ids('mp4', { video_crf: 18 })).toEqual([]);
    expect(ids('mp4', { video_crf: 28 })).toEqual([]);
  });

  it('CC-5.38 4K output is slow', () => {
    expect(ids('mp4', { resize_video: '4K' })).toEqual(['4k-slow']);
    expect(ids('mp4', { resize_video: 'custom', custom_width: 3840, custom_height: 2160 })).toEqual([
      '4k-slow',
    ]);
  });

  it('CC-5.39 audio bitrate 64k is low; 320k is wasteful', () => {
    expect(ids('mp3', { audio_bitrate: '64k' })).toEqual(['audio-bitrate-low']);
    expect(ids('mp3', { audio_bitrate: '320k' })).toEqual(['audio-bitrate-wasteful']);
    expect(ids('mp3', { audio_bitrate: '128k' })).toEqual([]);
    expect(ids('amr', { audio_bitrate: '12.2k' })).toEqual([]);
  });

  it('CC-5.40 volume over 150 may distort', () => {
    expect(ids('mp4', { adjust_volume: 155 })).toEqual(['volume-distortion']);
    expect(ids('mp4', { adjust_volume: 150 })).toEqual([]);
  });

  it('CC-5.41 GIF width over 800 is large', () => {
    expect(ids('gif', { gif_width: 801 })).toEqual(['gif-width-large']);
    expect(ids('gif', { gif_width: 800 })).toEqual([]);
  });

  it('CC-5.42 H.265 with MP3 audio', () => {
    expect(ids('mkv', { video_codec: 'h265', audio_codec: 'mp3' })).toEqual(['h265-slow', 'h265-mp3']);
  });

  it('CC-5.43 GIF fps over 20 with 256 colours', () => {
    expect(ids('gif', { gif_fps: 24, color_palette: 256 })).toEqual(['gif-fps-colours']);
    expect(ids('gif', { gif_fps: 24, color_palette: 128 })).toEqual([]);
    expect(ids('gif', { gif_fps: 20 })).toEqual([]);
  });

  it('CC-5.44 copy video codec while removing audio', () => {
    expect(ids('mkv', { video_codec: 'copy', remove_audio: true })).toEqual(['copy-remove-audio']);
  });

  it('CC-5.45 CRF or audio codec not applicable to GIF', () => {
    expect(ids('gif', { video_crf: 23 })).toEqual(['gif-crf-not-applicable']);
    expect(ids('gif', { audio_codec: 'aac' })).toEqual(['gif-audio-codec-not-applicable']);
  });

  it('CC-5.46 H.264 not optimal for WebM', () => {
    expect(ids('webm', { video_codec: 'h264' })).toEqual(['h264-webm']);
  });

  it('CC-5.47 bitrate not applicable to lossless', () => {
    for (const f of ['flac', 'wav', 'aiff', 'alac'])
      expect(ids(f, { audio_bitrate: '192k' })).toEqual(['bitrate-lossless']);
    expect(ids('m4a', { audio_codec: 'alac', audio_bitrate: '192k' })).toEqual(['bitrate-lossless']);
    expect(ids('m4a', { audio_codec: 'aac', audio_bitrate: '192k' })).toEqual([]);
  });

  it('CC-5.48 3GP: sample rate above 8000, non-mono, other resolutions, CRF under 25', () => {
    expect(ids('3gp', { sample_rate: 44100 })).toEqual(['3gp-sample-rate']);
    expect(ids('3gp', { audio_channels: 2 })).toEqual(['3gp-mono']);
    expect(ids('3gp', { resize_video: 'custom', custom_width: 320, custom_height: 240 })).toEqual([
      '3gp-resolution',
    ]);
    expect(ids('3gp', { resize_video: 'custom', custom_width: 176, custom_height: 144 })).toEqual([]);
    expect(ids('3gp', { video_crf: 24 })).toEqual(['3gp-crf']);
    expect(ids('3gp', { sample_rate: 8000, audio_channels: 1, video_crf: 28 })).toEqual([]);
  });

  it('CC-5.49 limited subtitle support outside mp4, mkv, mov, webm', () => {
    expect(ids('avi', { add_subtitle: 'upload' })).toEqual(['subtitles-unsupported']);
    expect(ids('mkv', { add_subtitle: 'upload' })).toEqual([]);
  });

  it('CC-5.50 ultrafast preset on formats other than mp4, mov, mkv', () => {
    expect(ids('webm', { video_preset: 'ultrafast' })).toEqual(['ultrafast-preset']);
    expect(ids('mp4', { video_preset: 'ultrafast' })).toEqual([]);
  });

  it('CC-5.51 an unknown format uses defaults', () => {
    expect(ids('xyz', {})).toEqual(['unknown-format']);
    expect(validateSettings('xyz', {}, 'conversion').errors).toEqual([]);
  });

  it('every warning has a stable id and an English message', () => {
    for (const [id, message] of Object.entries(SETTINGS_WARNING_MESSAGES)) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(message.length).toBeGreaterThan(10);
    }
  });
});

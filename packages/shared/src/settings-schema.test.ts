import { describe, expect, it } from 'vitest';
import {
  audioCodecOptions,
  audioSettingsSchema,
  compressionSettingsFromSimple,
  compressionSettingsSchema,
  defaultAudioCodecFor,
  gifSettingsSchema,
  normaliseSettings,
  settingsKindFor,
  videoSettingsSchema,
} from './settings-schema.js';

describe('video settings shape (CC §3 "Conversion settings (video)")', () => {
  const all = videoSettingsSchema.parse({});

  it('CC-3.15 carries output_format, processing_mode and compression_settings', () => {
    const s = videoSettingsSchema.parse({
      output_format: 'MP4',
      processing_mode: 'compression',
      compression_settings: { compression_method: 'quality_targeted' },
    });
    expect(s.output_format).toBe('mp4');
    expect(s.processing_mode).toBe('compression');
    expect(s.compression_settings?.compression_method).toBe('quality_targeted');
    expect(all.processing_mode).toBe('conversion');
  });

  it('CC-3.16 video_codec, video_crf, video_preset, video_profile; CC-9.29 preset medium, profile main', () => {
    const s = videoSettingsSchema.parse({
      video_codec: 'H265',
      video_crf: '20',
      video_preset: 'slow',
      video_profile: 'high',
    });
    expect(s).toMatchObject({
      video_codec: 'h265',
      video_crf: 20,
      video_preset: 'slow',
      video_profile: 'high',
    });
    expect(all).toMatchObject({ video_preset: 'medium', video_profile: 'main', adjust_volume: 100 });
    // CRF and codec depend on the format (3GP: 28), so the builder fills them in.
    expect(all.video_crf).toBeUndefined();
    expect(all.video_codec).toBeUndefined();
  });

  it('CC-3.17 resize_video (a §9 resolution, custom, none), custom_width, custom_height', () => {
    expect(videoSettingsSchema.parse({ resize_video: '4k' }).resize_video).toBe('4K');
    expect(videoSettingsSchema.parse({ resize_video: '720P' }).resize_video).toBe('720p');
    const c = videoSettingsSchema.parse({ resize_video: 'custom', custom_width: '640', custom_height: 360 });
    expect(c).toMatchObject({ resize_video: 'custom', custom_width: 640, custom_height: 360 });
    expect(all.resize_video).toBe('none');
  });

  it('CC-3.18 video_framerate (§9 list), rotate_video, flip_video', () => {
    const s = videoSettingsSchema.parse({
      video_framerate: '24',
      rotate_video: '90',
      flip_video: 'horizontal',
    });
    expect(s).toMatchObject({ video_framerate: 24, rotate_video: 90, flip_video: 'horizontal' });
    expect(all).toMatchObject({ video_framerate: 'original', rotate_video: 0, flip_video: 'none' });
    expect(videoSettingsSchema.parse({ video_framerate: 23 }).video_framerate).toBe('original');
  });

  it('CC-3.19 audio_codec, audio_bitrate, adjust_volume, fade_in_audio, fade_out_audio, remove_audio', () => {
    const s = videoSettingsSchema.parse({
      audio_codec: 'mp3',
      audio_bitrate: '256K',
      adjust_volume: 150,
      fade_in_audio: true,
      fade_out_audio: '3.5',
      remove_audio: 'true',
    });
    expect(s).toMatchObject({
      audio_codec: 'mp3',
      audio_bitrate: '256k',
      adjust_volume: 150,
      fade_in_audio: 2,
      fade_out_audio: 3.5,
      remove_audio: true,
    });
    expect(all).toMatchObject({ fade_in_audio: 0, fade_out_audio: 0, remove_audio: false });
  });

  it('CC-3.20 add_subtitle, subtitle_file, subtitle_stream 1-3, subtitle_mode', () => {
    const s = videoSettingsSchema.parse({
      add_subtitle: 'upload',
      subtitle_file: 'f_123',
      subtitle_stream: '3',
      subtitle_mode: 'hard',
    });
    expect(s).toMatchObject({
      add_subtitle: 'upload',
      subtitle_file: 'f_123',
      subtitle_stream: 3,
      subtitle_mode: 'hard',
    });
    expect(all).toMatchObject({ add_subtitle: 'none', subtitle_stream: 1, subtitle_mode: 'soft' });
    expect(videoSettingsSchema.parse({ subtitle_stream: 4 }).subtitle_stream).toBe(1);
  });

  it('CC-3.21 enable_trim, trim_start, trim_end; CC-9.30 defaults 00:00:00.000 to 00:01:00.000', () => {
    expect(all).toMatchObject({ enable_trim: false, trim_start: '00:00:00.000', trim_end: '00:01:00.000' });
    const s = videoSettingsSchema.parse({ enable_trim: true, trim_start: '0:00:05', trim_end: '00:00:09.5' });
    expect(s).toMatchObject({ enable_trim: true, trim_start: '0:00:05', trim_end: '00:00:09.5' });
  });

  it('CC-3.22 enable_crop, crop_width, crop_height, crop_x, crop_y', () => {
    const s = videoSettingsSchema.parse({
      enable_crop: true,
      crop_width: 100,
      crop_height: '80',
      crop_x: 4,
      crop_y: '6',
    });
    expect(s).toMatchObject({ enable_crop: true, crop_width: 100, crop_height: 80, crop_x: 4, crop_y: 6 });
  });

  it('normalises instead of failing: a hidden field holding garbage becomes its default', () => {
    const s = videoSettingsSchema.parse({
      enable_crop: false,
      crop_width: 'abc',
      video_crf: 'x',
      trim_end: 'later',
    });
    expect(s).toMatchObject({ crop_width: undefined, video_crf: undefined, trim_end: '00:01:00.000' });
  });
});

describe('audio settings shape (CC §3 "Audio settings")', () => {
  it('CC-3.23 audio_codec, audio_bitrate, sample_rate, audio_channels', () => {
    const s = audioSettingsSchema.parse({
      audio_codec: 'alac',
      audio_bitrate: '192k',
      sample_rate: '44100',
      audio_channels: 'mono',
    });
    expect(s).toMatchObject({
      audio_codec: 'alac',
      audio_bitrate: '192k',
      sample_rate: 44100,
      audio_channels: 1,
    });
    expect(audioSettingsSchema.parse({ sample_rate: 'original', audio_channels: 'original' })).toMatchObject({
      sample_rate: undefined,
      audio_channels: undefined,
    });
  });

  it('CC-3.24 adjust_volume, fades, reverse_audio, normalize_audio and the trim fields', () => {
    const s = audioSettingsSchema.parse({ reverse_audio: true, normalize_audio: 'true', enable_trim: true });
    expect(s).toMatchObject({
      reverse_audio: true,
      normalize_audio: true,
      enable_trim: true,
      adjust_volume: 100,
    });
    expect(s.trim_start).toBe('00:00:00.000');
  });
});

describe('GIF settings shape (CC §3 "GIF settings")', () => {
  const g = gifSettingsSchema.parse({});

  it('CC-3.25 source_type and trim; CC-9.30 GIF trim 0 to 3 s', () => {
    expect(g).toMatchObject({ source_type: 'video', trim_start: '00:00:00.000', trim_end: '00:00:03.000' });
    expect(gifSettingsSchema.parse({ source_type: 'images' }).source_type).toBe('images');
  });

  it('CC-3.26 gif_width, height_mode, gif_height, gif_fps; CC-9.31 480, 270, 15', () => {
    expect(g).toMatchObject({ gif_width: 480, height_mode: 'auto', gif_height: 270, gif_fps: 15 });
  });

  it('CC-3.27 palette, dithering, compression, background and size optimisation; CC-9.31 256, floyd_steinberg, 100', () => {
    expect(g).toMatchObject({
      color_palette: 256,
      dithering: 'floyd_steinberg',
      compression_level: 100,
      background_optimization: false,
      optimize_size: true,
    });
  });

  it('CC-3.28 loop_count (0 = infinite), reverse_gif, preserve_transparency', () => {
    expect(g).toMatchObject({ loop_count: 0, reverse_gif: false, preserve_transparency: false });
  });
});

describe('compression_settings shape (CC §3, §9 "Compression")', () => {
  const c = compressionSettingsSchema.parse({});

  it.each([
    'size_targeted_mb',
    'size_targeted_percentage',
    'quality_targeted',
    'resolution_targeted',
    'bitrate_targeted',
  ])('CC-3.29 compression_method "%s" is accepted', (m) => {
    expect(compressionSettingsSchema.parse({ compression_method: m }).compression_method).toBe(m);
  });

  it('CC-3.30 "auto" is a valid compression_method, and the default', () => {
    expect(compressionSettingsSchema.parse({ compression_method: 'auto' }).compression_method).toBe('auto');
    expect(c.compression_method).toBe('auto');
  });

  it('CC-3.31–3.36 carry the targets and flags; CC-9.10–9.14 defaults 25 MB, 60 %, high, 1080p, 2M', () => {
    expect(c).toMatchObject({
      target_size_mb: 25,
      target_reduction_percentage: 60,
      quality_level: 'high',
      target_resolution: '1080p',
      target_bitrate: '2M',
      preserve_audio_quality: false,
      two_pass_encoding: false,
      optimize_for_web: true,
      maintain_aspect_ratio: true,
    });
    expect(c.crf_value).toBeUndefined();
    const s = compressionSettingsSchema.parse({
      target_resolution: 'custom',
      custom_target_width: '1000',
      custom_target_height: 500,
      crf_value: 30,
      compressor_option: 'WhatsApp',
    });
    expect(s).toMatchObject({
      target_resolution: 'custom',
      custom_target_width: 1000,
      custom_target_height: 500,
      crf_value: 30,
    });
    expect(s.compressor_option).toBe('whatsapp');
  });

  it('CC-3.37 the simpler form maps onto compression_settings', () => {
    expect(compressionSettingsFromSimple({ method: 'size_targeted_mb', target: 10 }).target_size_mb).toBe(10);
    expect(
      compressionSettingsFromSimple({ method: 'size_targeted_percentage', target: 40 })
        .target_reduction_percentage,
    ).toBe(40);
    expect(
      compressionSettingsFromSimple({
        method: 'resolution_targeted',
        resolutionMethod: 'preset',
        resolutionPreset: '720p',
      }).target_resolution,
    ).toBe('720p');
    const byWidth = compressionSettingsFromSimple({
      method: 'resolution_targeted',
      resolutionMethod: 'width',
      resolutionWidth: 1280,
    });
    expect(byWidth).toMatchObject({ target_resolution: 'custom', custom_target_width: 1280 });
    expect(byWidth.custom_target_height).toBeUndefined();
    expect(
      compressionSettingsFromSimple({
        method: 'resolution_targeted',
        resolutionMethod: 'width-height',
        resolutionWidth: 800,
        resolutionHeight: 600,
      }),
    ).toMatchObject({ custom_target_width: 800, custom_target_height: 600 });
  });

  it('CC-9.16 the simpler form maps a numeric quality target; CC-9.18 a bitrate target gets "K"', () => {
    expect(compressionSettingsFromSimple({ method: 'quality_targeted', target: 2 }).quality_level).toBe(
      'low',
    );
    expect(compressionSettingsFromSimple({ method: 'quality_targeted', target: 3 }).quality_level).toBe(
      'medium',
    );
    expect(compressionSettingsFromSimple({ method: 'bitrate_targeted', target: 1500 }).target_bitrate).toBe(
      '1500K',
    );
  });
});

describe('shape per format and audio codec choices', () => {
  it('picks the shape from the codec table; an unknown format is video (CC-5.51)', () => {
    expect(settingsKindFor('MP4')).toBe('video');
    expect(settingsKindFor('flac')).toBe('audio');
    expect(settingsKindFor('gif')).toBe('gif');
    expect(settingsKindFor('xyz')).toBe('video');
    expect(normaliseSettings('mp3', 'not an object')).toMatchObject({ kind: 'audio' });
  });

  it('CC-9.56 audio codecs: §9 lists where given, else what the container can carry', () => {
    expect(audioCodecOptions('wmv')).toEqual(['mp3', 'aac', 'wmav2']);
    expect(audioCodecOptions('3gp')).toEqual(['aac']);
    expect(audioCodecOptions('webm')).toEqual(['opus', 'vorbis']);
    expect(audioCodecOptions('m4a')).toEqual(['aac', 'alac']);
    expect(audioCodecOptions('aiff')).toEqual(['pcm_s16be', 'pcm_s24be']);
  });

  it('CC-9.37 / CC-9.42 default audio codecs (m4v aac, wmv mp3), WebM opus, GIF none', () => {
    expect(defaultAudioCodecFor('m4v')).toBe('aac');
    expect(defaultAudioCodecFor('wmv')).toBe('mp3');
    expect(defaultAudioCodecFor('webm')).toBe('opus');
    expect(defaultAudioCodecFor('ogv')).toBe('vorbis');
    expect(defaultAudioCodecFor('mp4')).toBe('aac');
    expect(defaultAudioCodecFor('ogg')).toBe('vorbis');
    expect(defaultAudioCodecFor('gif')).toBeUndefined();
  });
});

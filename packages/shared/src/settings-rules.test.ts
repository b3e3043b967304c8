import { describe, expect, it } from 'vitest';
import {
  CROSS_FIELD_MESSAGES,
  FIELD_MESSAGES,
  METHOD_POPUP_RANGES,
  MIN_CROP_SIZE,
  SETTINGS_RANGES,
  TIME_PATTERN,
  parseTimecode,
  rangeError,
} from './settings-rules.js';

describe('field rule messages (CC §5 "Field rules")', () => {
  it('CC-5.08 required: "{label} is required"', () => {
    expect(FIELD_MESSAGES.required('Width')).toBe('Width is required');
  });

  it('CC-5.09 not numeric: "{label} must be a valid number"', () => {
    expect(rangeError('CRF', 'abc', SETTINGS_RANGES.video_crf)).toBe('CRF must be a valid number');
    expect(rangeError('CRF', undefined, SETTINGS_RANGES.video_crf)).toBe('CRF must be a valid number');
  });

  it('CC-5.10 below min: "{label} must be at least {min}"', () => {
    expect(rangeError('Width', 10, SETTINGS_RANGES.custom_width)).toBe('Width must be at least 32');
  });

  it('CC-5.11 above max: "{label} must be at most {max}"', () => {
    expect(rangeError('CRF', 60, SETTINGS_RANGES.video_crf)).toBe('CRF must be at most 51');
    expect(rangeError('CRF', '51', SETTINGS_RANGES.video_crf)).toBeUndefined();
  });

  it.each(['0:00:05', '00:00:05.5', '12:34:56.789', '1:00:00.000'])('CC-5.12 time "%s" is accepted', (t) => {
    expect(TIME_PATTERN.test(t)).toBe(true);
  });

  it.each(['00:60:00', '00:00:05.1234', '123:00:00', '00:00:60', '0:0:05', ''])(
    'CC-5.12 time "%s" is refused',
    (t) => {
      expect(parseTimecode(t)).toBeUndefined();
    },
  );

  it('CC-5.12 time message and seconds of a valid time', () => {
    expect(FIELD_MESSAGES.time('Start time')).toBe('Start time must be in format HH:MM:SS.mmm');
    expect(parseTimecode('01:02:03.5')).toBe(3723.5);
    expect(parseTimecode('00:00:01.050')).toBeCloseTo(1.05);
  });

  it('CC-5.13 required file: "{label} file is required"', () => {
    expect(FIELD_MESSAGES.fileRequired('Subtitle')).toBe('Subtitle file is required');
  });

  it('CC-5.14 pattern: "{label} format is invalid"', () => {
    expect(FIELD_MESSAGES.pattern('Bitrate')).toBe('Bitrate format is invalid');
  });
});

describe('cross-field errors (CC §5)', () => {
  it('CC-5.15 "End time must be after start time"', () => {
    expect(CROSS_FIELD_MESSAGES.endBeforeStart).toBe('End time must be after start time');
  });

  it('CC-5.16 "Crop dimensions must be at least 32x32 pixels" below 32', () => {
    expect(CROSS_FIELD_MESSAGES.cropTooSmall).toBe('Crop dimensions must be at least 32x32 pixels');
    expect(MIN_CROP_SIZE).toBe(32);
  });

  it('CC-5.17 "{codec} codec is not supported by {FORMAT} format", with an audio variant', () => {
    expect(CROSS_FIELD_MESSAGES.codecNotSupported('H.264', 'webm')).toBe(
      'H.264 codec is not supported by WEBM format',
    );
    expect(CROSS_FIELD_MESSAGES.audioCodecNotSupported('opus', 'wmv')).toBe(
      'opus audio codec is not supported by WMV format',
    );
  });
});

describe('ranges (CC §5 "Ranges")', () => {
  it('CC-5.18 video_crf 0-51 step 1', () => {
    expect(SETTINGS_RANGES.video_crf).toEqual({ min: 0, max: 51, step: 1 });
    expect([-1, 0, 51, 52].map((v) => rangeError('CRF', v, SETTINGS_RANGES.video_crf) === undefined)).toEqual(
      [false, true, true, false],
    );
  });

  it('CC-5.19 custom_width 32-7680; custom_height 32-4320', () => {
    expect(SETTINGS_RANGES.custom_width).toEqual({ min: 32, max: 7680 });
    expect(SETTINGS_RANGES.custom_height).toEqual({ min: 32, max: 4320 });
    expect(rangeError('H', 4321, SETTINGS_RANGES.custom_height)).toBe('H must be at most 4320');
  });

  it('CC-5.20 crop width 32-7680; crop height 32-4320; crop x, y minimum 0', () => {
    expect(SETTINGS_RANGES.crop_width).toEqual({ min: 32, max: 7680 });
    expect(SETTINGS_RANGES.crop_height).toEqual({ min: 32, max: 4320 });
    expect(SETTINGS_RANGES.crop_x).toEqual({ min: 0 });
    expect(SETTINGS_RANGES.crop_y).toEqual({ min: 0 });
    expect(rangeError('X', -1, SETTINGS_RANGES.crop_x)).toBe('X must be at least 0');
    expect(rangeError('X', 99999, SETTINGS_RANGES.crop_x)).toBeUndefined();
  });

  it('CC-5.21 volume 0-300 step 5', () => {
    expect(SETTINGS_RANGES.adjust_volume).toEqual({ min: 0, max: 300, step: 5 });
  });

  it('CC-5.22 gif_width 32-1920; gif_height 32-1080', () => {
    expect(SETTINGS_RANGES.gif_width).toEqual({ min: 32, max: 1920 });
    expect(SETTINGS_RANGES.gif_height).toEqual({ min: 32, max: 1080 });
  });

  it('CC-5.23 loop_count 0-10000', () => {
    expect(SETTINGS_RANGES.loop_count).toEqual({ min: 0, max: 10000 });
  });

  it('CC-5.24 target_size_mb 1-1000, picker step 0.1', () => {
    expect(SETTINGS_RANGES.target_size_mb).toEqual({ min: 1, max: 1000, step: 0.1 });
  });

  it('CC-5.25 size reduction percentage 10-90 step 5 in the settings modal', () => {
    expect(SETTINGS_RANGES.target_reduction_percentage).toEqual({ min: 10, max: 90, step: 5 });
  });

  it('CC-5.26 method popup reduction slider 1-100 step 5, default 50', () => {
    expect(METHOD_POPUP_RANGES.reduction_percentage).toEqual({ min: 1, max: 100, step: 5, default: 50 });
  });

  it('CC-5.27 custom target width 320-7680; height 240-4320', () => {
    expect(SETTINGS_RANGES.custom_target_width).toEqual({ min: 320, max: 7680 });
    expect(SETTINGS_RANGES.custom_target_height).toEqual({ min: 240, max: 4320 });
  });

  it('CC-5.28 gif compression 1-200', () => {
    expect(SETTINGS_RANGES.compression_level).toEqual({ min: 1, max: 200 });
  });

  it('CC-5.29 crf_value 0-51', () => {
    expect(SETTINGS_RANGES.crf_value).toEqual({ min: 0, max: 51 });
  });

  it('CC-5.30 quality slider 1-5, default 3', () => {
    expect(METHOD_POPUP_RANGES.quality).toEqual({ min: 1, max: 5, default: 3 });
  });

  it('CC-5.31 max bitrate 100-20000 kbps step 100', () => {
    expect(SETTINGS_RANGES.max_bitrate).toEqual({ min: 100, max: 20000, step: 100 });
  });

  it('CC-5.32 popup width and height 0-10000 px', () => {
    expect(METHOD_POPUP_RANGES.dimension).toEqual({ min: 0, max: 10000 });
    expect(rangeError('Width', 10001, METHOD_POPUP_RANGES.dimension)).toBe('Width must be at most 10000');
  });
});

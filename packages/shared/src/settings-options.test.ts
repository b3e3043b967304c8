import { describe, expect, it } from 'vitest';
import {
  ADD_SUBTITLE_OPTIONS,
  GIF_HEIGHT_MODES,
  GIF_SOURCE_TYPES,
  PROCESSING_MODES,
  SUBTITLE_FORMATS,
  SUBTITLE_MODES,
  SUBTITLE_STREAMS,
  ULTRAFAST_PRESET_FORMATS,
  supportsSubtitles,
} from './settings-options.js';

describe('settings options (CC §3)', () => {
  it('CC-3.15 processing_mode is conversion or compression', () => {
    expect(PROCESSING_MODES).toEqual(['conversion', 'compression']);
  });

  it('CC-3.20 add_subtitle none/upload/copy, subtitle_stream tracks 1-3, subtitle_mode soft/hard', () => {
    expect(ADD_SUBTITLE_OPTIONS).toEqual(['none', 'upload', 'copy']);
    expect(SUBTITLE_STREAMS).toEqual([1, 2, 3]);
    expect(SUBTITLE_MODES).toEqual(['soft', 'hard']);
  });

  it('CC-3.25 GIF source_type is video or images', () => {
    expect(GIF_SOURCE_TYPES).toEqual(['video', 'images']);
  });

  it('CC-3.26 GIF height_mode is auto or custom', () => {
    expect(GIF_HEIGHT_MODES).toEqual(['auto', 'custom']);
  });

  it('CC-5.49 only mp4, mkv, mov, webm support subtitles', () => {
    expect(SUBTITLE_FORMATS).toEqual(['mp4', 'mkv', 'mov', 'webm']);
    expect(supportsSubtitles('MKV')).toBe(true);
    expect(supportsSubtitles('avi')).toBe(false);
  });

  it('CC-5.50 ultrafast draws no warning on mp4, mov, mkv only', () => {
    expect(ULTRAFAST_PRESET_FORMATS).toEqual(['mp4', 'mov', 'mkv']);
  });
});

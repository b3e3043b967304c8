import { describe, expect, it } from 'vitest';
import {
  AUDIO_INPUT_EXTENSIONS,
  AUDIO_OUTPUT_FORMATS,
  CONVERTER_FORMATS,
  FORMAT_PICKER,
  IMAGE_OUTPUT_FORMATS,
  VIDEO_INPUT_EXTENSIONS,
  VIDEO_OUTPUT_FORMATS,
  fileExtension,
  formatCategory,
  formatLabel,
  isAcceptedInputFile,
  isConverterFormat,
  isOutputFormat,
} from './formats.js';

describe('format lists (CC §9 "Formats")', () => {
  it('CC-9.32 converter selectable formats (10): MP4, WebM, MOV, AVI, MKV, GIF, WMV, FLV, M4V, 3GP', () => {
    expect(CONVERTER_FORMATS.map(formatLabel)).toEqual([
      'MP4',
      'WebM',
      'MOV',
      'AVI',
      'MKV',
      'GIF',
      'WMV',
      'FLV',
      'M4V',
      '3GP',
    ]);
    expect(isConverterFormat('gif')).toBe(true);
    expect(isConverterFormat('ogv')).toBe(false);
  });

  it('CC-9.33 video tab: MP4, WebM, MOV, AVI, MKV, WMV, FLV, M4V, 3GP, OGV', () => {
    expect(VIDEO_OUTPUT_FORMATS.map(formatLabel)).toEqual([
      'MP4',
      'WebM',
      'MOV',
      'AVI',
      'MKV',
      'WMV',
      'FLV',
      'M4V',
      '3GP',
      'OGV',
    ]);
  });

  it('CC-9.34 audio tab: MP3, AAC, WAV, WMA, AIFF, FLAC, M4A, OGG, OPUS, ALAC, AMR', () => {
    expect(AUDIO_OUTPUT_FORMATS.map(formatLabel)).toEqual([
      'MP3',
      'AAC',
      'WAV',
      'WMA',
      'AIFF',
      'FLAC',
      'M4A',
      'OGG',
      'OPUS',
      'ALAC',
      'AMR',
    ]);
  });

  it('CC-9.35 image tab: GIF', () => {
    expect(IMAGE_OUTPUT_FORMATS).toEqual(['gif']);
  });

  it('CC-2.51 the picker has three tabs: video, audio, image', () => {
    expect(Object.keys(FORMAT_PICKER)).toEqual(['video', 'audio', 'image']);
    expect(isOutputFormat('amr')).toBe(true);
    expect(isOutputFormat('exe')).toBe(false);
  });

  it('CC-2.52 the picker opens on audio for an audio format, image for gif, otherwise video', () => {
    expect(formatCategory('MP3')).toBe('audio');
    expect(formatCategory('gif')).toBe('image');
    expect(formatCategory('webm')).toBe('video');
    expect(formatCategory('unknown')).toBe('video');
  });
});

describe('queue inputs (CC §5; NOTES.md 1)', () => {
  it('CC-5.01 video extensions mp4, webm, mov, avi, mkv, wmv, flv, m4v, 3gp, ogv (and D55 ts, mts, m2ts)', () => {
    expect(VIDEO_INPUT_EXTENSIONS).toEqual([
      'mp4',
      'webm',
      'mov',
      'avi',
      'mkv',
      'wmv',
      'flv',
      'm4v',
      '3gp',
      'ogv',
      'ts',
      'mts',
      'm2ts',
    ]);
    expect(isAcceptedInputFile('camcorder.MTS', '', 'compression')).toBe(true);
    expect(isAcceptedInputFile('recording.m2ts', 'application/octet-stream', 'conversion')).toBe(true);
  });

  it('CC-5.01 a video MIME type or video extension is accepted; a .txt is not', () => {
    expect(isAcceptedInputFile('a.MKV', '', 'compression')).toBe(true);
    expect(isAcceptedInputFile('clip.bin', 'video/mp4', 'compression')).toBe(true);
    expect(isAcceptedInputFile('notes.txt', 'text/plain', 'conversion')).toBe(false);
  });

  it('CC-5.02 audio inputs are accepted by the converter only (NOTES.md 1)', () => {
    expect(AUDIO_INPUT_EXTENSIONS).toEqual([
      'mp3',
      'wav',
      'aac',
      'flac',
      'm4a',
      'ogg',
      'opus',
      'wma',
      'aiff',
      'amr',
      'ac3',
      'eac3',
      'dts',
    ]);
    expect(isAcceptedInputFile('song.mp3', '', 'conversion')).toBe(true);
    expect(isAcceptedInputFile('film.dts', '', 'conversion')).toBe(true);
    expect(isAcceptedInputFile('film.ac3', '', 'compression')).toBe(false);
    expect(isAcceptedInputFile('song.bin', 'audio/mpeg', 'conversion')).toBe(true);
    expect(isAcceptedInputFile('song.mp3', 'audio/mpeg', 'compression')).toBe(false);
  });

  it('CC-5.66 file extensions are read lower case; names without one have none', () => {
    expect(fileExtension('Clip.MOV')).toBe('mov');
    expect(fileExtension('clip')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});

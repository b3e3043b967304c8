import { describe, expect, it } from 'vitest';
import {
  AUDIO_CODECS,
  CODEC_LABELS,
  CODEC_TABLE,
  DEFAULT_CODEC_INFO,
  VIDEO_CODECS,
  codecInfoFor,
  isKnownCodecFormat,
  videoCodecChoices,
} from './codecs.js';
import { AUDIO_OUTPUT_FORMATS, IMAGE_OUTPUT_FORMATS, VIDEO_OUTPUT_FORMATS } from './formats.js';
import { audioCodecOptions } from './settings-schema.js';

const labels = (format: keyof typeof CODEC_TABLE) =>
  CODEC_TABLE[format].supportedCodecs.map((c) => CODEC_LABELS[c]);

describe('codec table (CC §9 "Codec table")', () => {
  it('CC-3.64 every entry has supportedCodecs, defaultCodec (first), container label and description', () => {
    for (const entry of Object.values(CODEC_TABLE)) {
      expect(entry.supportedCodecs.length).toBeGreaterThan(0);
      expect(entry.defaultCodec).toBe(entry.supportedCodecs[0]);
      expect(entry.container).not.toBe('');
      expect(entry.description).not.toBe('');
    }
  });

  it('CC-9.56 the table has a row for every output format of the picker, and no other', () => {
    const formats = [...VIDEO_OUTPUT_FORMATS, ...AUDIO_OUTPUT_FORMATS, ...IMAGE_OUTPUT_FORMATS];
    expect(Object.keys(CODEC_TABLE).sort()).toEqual([...formats].sort());
  });

  it.each(['mp4', 'mov'] as const)('CC-9.36 %s: H.264 (default), H.265, copy', (f) => {
    expect(labels(f)).toEqual(['H.264', 'H.265', 'copy']);
    expect(CODEC_TABLE[f].defaultCodec).toBe('h264');
  });

  it('CC-9.37 m4v: H.264 (default), H.265; default audio aac', () => {
    expect(labels('m4v')).toEqual(['H.264', 'H.265']);
    expect(CODEC_TABLE.m4v.defaultAudioCodec).toBe('aac');
  });

  it('CC-9.38 webm: VP9 (default), AV1', () => {
    expect(labels('webm')).toEqual(['VP9', 'AV1']);
    expect(CODEC_TABLE.webm.defaultCodec).toBe('vp9');
  });

  it('CC-9.39 avi: H.264 (default), mpeg4, copy', () => {
    expect(CODEC_TABLE.avi.supportedCodecs).toEqual(['h264', 'mpeg4', 'copy']);
  });

  it('CC-9.40 mkv: H.264 (default), H.265, VP9, AV1, copy', () => {
    expect(labels('mkv')).toEqual(['H.264', 'H.265', 'VP9', 'AV1', 'copy']);
  });

  it('CC-9.41 flv: H.264 (default), copy', () => {
    expect(CODEC_TABLE.flv.supportedCodecs).toEqual(['h264', 'copy']);
  });

  it('CC-9.42 wmv: wmv2 (default), msmpeg4v3, H.264; audio mp3, aac, wmav2; defaults wmv2 / mp3', () => {
    const wmv = CODEC_TABLE.wmv;
    expect(wmv.supportedCodecs).toEqual(['wmv2', 'msmpeg4v3', 'h264']);
    expect(wmv.audioCodecs).toEqual(['mp3', 'aac', 'wmav2']);
    expect([wmv.defaultCodec, wmv.defaultAudioCodec]).toEqual(['wmv2', 'mp3']);
  });

  it('CC-9.43 3gp: H.264 (default), mpeg4, aac, libvo_aacenc; audio aac; max sample rate 8000; forced mono', () => {
    const g = CODEC_TABLE['3gp'];
    expect(g.supportedCodecs).toEqual(['h264', 'mpeg4', 'aac', 'libvo_aacenc']);
    expect(g.audioCodecs).toEqual(['aac']);
    expect(g.maxSampleRate).toBe(8000);
    expect(g.forceMono).toBe(true);
  });

  it('CC-9.43 the 3gp video-codec picker leaves out the audio codecs of that column', () => {
    expect(videoCodecChoices('3gp')).toEqual(['h264', 'mpeg4']);
  });

  it('CC-9.44 ogv: theora', () => {
    expect(CODEC_TABLE.ogv.supportedCodecs).toEqual(['theora']);
  });

  it('CC-9.45 gif: gif', () => {
    expect(CODEC_TABLE.gif).toMatchObject({ kind: 'image', supportedCodecs: ['gif'], defaultCodec: 'gif' });
  });

  it('CC-9.46 audio formats mp3, aac, flac, ogg, wav, opus, wma, alac have audio rows', () => {
    const expected = {
      mp3: 'mp3',
      aac: 'aac',
      flac: 'flac',
      ogg: 'vorbis',
      wav: 'pcm_s16le',
      opus: 'opus',
      wma: 'wmav2',
      alac: 'alac',
    };
    for (const [format, codec] of Object.entries(expected)) {
      expect(codecInfoFor(format)).toMatchObject({ kind: 'audio', defaultCodec: codec });
    }
  });

  it('CC-9.47 m4a: aac or alac', () => {
    expect(audioCodecOptions('m4a')).toEqual(['aac', 'alac']);
  });

  it('CC-9.48 aiff: 16 or 24 bit big-endian PCM', () => {
    expect(CODEC_TABLE.aiff.supportedCodecs).toEqual(['pcm_s16be', 'pcm_s24be']);
  });

  it('CC-9.49 amr: narrowband (8 kHz mono)', () => {
    expect(CODEC_TABLE.amr).toMatchObject({ defaultCodec: 'amr_nb', maxSampleRate: 8000, forceMono: true });
  });

  it('CC-9.36 codec identifiers are the ffmpeg-style names, labels the spec spellings', () => {
    expect(VIDEO_CODECS).toContain('h265');
    expect(AUDIO_CODECS).toContain('libvo_aacenc');
    expect(CODEC_LABELS.h265).toBe('H.265');
    expect(CODEC_LABELS.av1).toBe('AV1');
  });
});

describe('codec helpers', () => {
  it('CC-5.51 an unknown format uses defaults', () => {
    expect(isKnownCodecFormat('xyz')).toBe(false);
    expect(codecInfoFor('xyz')).toBe(DEFAULT_CODEC_INFO);
    expect(DEFAULT_CODEC_INFO.defaultCodec).toBe('h264');
  });

  it('CC-3.64 format keys are extensions, looked up case-insensitively', () => {
    expect(isKnownCodecFormat('WebM')).toBe(true);
    expect(codecInfoFor('WEBM')).toBe(CODEC_TABLE.webm);
  });

  it('a codec not listed for the format is not among its choices (the message: settings validation)', () => {
    expect(videoCodecChoices('webm')).not.toContain('h264');
    expect(videoCodecChoices('webm')).toContain('vp9');
    expect(videoCodecChoices('mkv')).toContain('av1');
    expect(audioCodecOptions('wmv')).not.toContain('opus');
    expect(audioCodecOptions('wmv')).toContain('wmav2');
    expect(audioCodecOptions('3gp')).not.toContain('mp3');
    expect(audioCodecOptions('mp4')).toContain('aac');
    expect(audioCodecOptions('m4a')).not.toContain('mp3');
  });

  it('CC-3.64 video and audio pickers get the right lists per kind', () => {
    expect(videoCodecChoices('mp3')).toEqual([]);
    expect(videoCodecChoices('mp4')).toEqual(['h264', 'h265', 'copy']);
    expect(audioCodecOptions('wmv')).toEqual(['mp3', 'aac', 'wmav2']);
    expect(audioCodecOptions('mp3')).toEqual(codecInfoFor('mp3').supportedCodecs);
  });
});

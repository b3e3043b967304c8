import { describe, expect, it } from 'vitest';
import { sniffSubtitle } from './subtitle-sniff.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('subtitle kind from the first bytes (D76)', () => {
  it('knows SRT, WebVTT and ASS/SSA, with or without a byte order mark and blank lines first', () => {
    expect(sniffSubtitle(bytes('1\r\n00:00:01,000 --> 00:00:02,500\r\nHello\r\n'))).toBe('srt');
    expect(sniffSubtitle(bytes('\n\n12\n0:00:01.5 --> 0:00:02.0\nHi'))).toBe('srt');
    expect(sniffSubtitle(bytes('\u{feff}WEBVTT\n\n00:01.000 --> 00:02.000\nHi'))).toBe('vtt');
    expect(sniffSubtitle(bytes('WEBVTT - a title\n'))).toBe('vtt');
    expect(sniffSubtitle(bytes('[Script Info]\r\nScriptType: v4.00+\r\n'))).toBe('ass');
    expect(sniffSubtitle(bytes('[script info]\nScriptType: v4.00\n'))).toBe('ass');
    // An 8-bit code page (é in Latin-1) is still text.
    expect(sniffSubtitle(Uint8Array.from([...bytes('1\n00:00:01,000 --> 00:00:02,000\nCaf'), 0xe9]))).toBe(
      'srt',
    );
  });

  it('refuses anything else: media, playlists, binary, near misses', () => {
    for (const text of [
      '',
      '#EXTM3U\n#EXTINF:1,\nfile:/etc/passwd\n',
      'ffconcat version 1.0\nfile /etc/passwd\n',
      '<MPD xmlns="urn:mpeg:dash:schema:mpd:2011">',
      'WEBVTTX\n',
      'Hello\n1\n00:00:01,000 --> 00:00:02,000\n',
      '1\nnot a timing\n',
    ]) {
      expect(sniffSubtitle(bytes(text)), text).toBeUndefined();
    }
    expect(sniffSubtitle(Uint8Array.from([...bytes('WEBVTT\n'), 0, 1, 2]))).toBeUndefined();
    expect(sniffSubtitle(Uint8Array.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70]))).toBeUndefined();
    // UTF-16 text has NUL bytes: refused rather than guessed.
    expect(sniffSubtitle(Uint8Array.from([0xff, 0xfe, 0x57, 0x00, 0x45, 0x00]))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-names.js';
import { imageFormatOf, isAlreadyFormat } from './media-files.js';

describe('download file names (downloader-results.md §5, §9)', () => {
  it('DR-5.05 title_quality.format, cleaned to letters, digits, dot, underscore and hyphen', () => {
    expect(downloadFileName('My clip: été/2024?', '720p', 'mp4')).toBe('My_clip_t_2024_720p.mp4');
    expect(downloadFileName('', '128kbps', 'mp3')).toBe('download_128kbps.mp3');
    expect(downloadFileName('../../etc/passwd', 'Original', 'jpg')).toBe('etc_passwd_Original.jpg');
    expect(downloadFileName('x'.repeat(300), '1080p', 'webm')).toHaveLength(80 + '_1080p.webm'.length);
  });
});

describe('what a fetched part is', () => {
  it('images by their first bytes', () => {
    expect(imageFormatOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(imageFormatOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    expect(imageFormatOf(webp)).toBe('webp');
    expect(imageFormatOf(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeUndefined();
  });

  it('a container that already is the delivered format needs no remux', () => {
    expect(isAlreadyFormat('mov', 'mp4')).toBe(true);
    expect(isAlreadyFormat('matroska', 'webm')).toBe(true);
    expect(isAlreadyFormat('mpegts', 'mp4')).toBe(false);
    expect(isAlreadyFormat('mp3', 'm4a')).toBe(false);
  });
});

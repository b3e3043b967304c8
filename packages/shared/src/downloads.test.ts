import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_FAILED_SUPPRESSED,
  DOWNLOAD_MESSAGES,
  DOWNLOAD_TOKEN_PARAM,
  isDownloadFailedSuppressed,
  isUsableDownloadUrl,
  outputFileName,
  qrFileName,
  sanitizeFileName,
  snapchatFileName,
  snapchatHighlightFileName,
} from './downloads.js';

describe('download links and names', () => {
  it.each(['', '   ', 'undefined', 'null', undefined, null, 42])(
    'CC-5.65 download URL %j is rejected',
    (url) => {
      expect(isUsableDownloadUrl(url)).toBe(false);
    },
  );

  it('CC-5.65 a real download URL is accepted', () => {
    expect(isUsableDownloadUrl('/api/files/download?token=abc')).toBe(true);
  });

  it('CC-5.66 the extension is replaced by the lower-case output format, or appended', () => {
    expect(outputFileName('Clip.MOV', 'MP4')).toBe('Clip.mp4');
    expect(outputFileName('clip', 'mp4')).toBe('clip.mp4');
    expect(outputFileName('my.holiday.mkv', 'webm')).toBe('my.holiday.webm');
    expect(outputFileName('.hidden', 'gif')).toBe('.hidden.gif');
  });

  it('DR-5.04 file names are cleaned to letters, digits, dot, underscore and hyphen', () => {
    expect(sanitizeFileName('a/b:c?.mp4')).toBe('a_b_c_.mp4');
    expect(sanitizeFileName('ok-name_1.jpg')).toBe('ok-name_1.jpg');
    expect(/^[A-Za-z0-9._-]+$/.test(sanitizeFileName('ünï cödé/../x'))).toBe(true);
  });

  it('DR-5.05 Snapchat "title_quality.format" and "snapchat_{tab}_{n}.format" (default mp4)', () => {
    expect(snapchatFileName('My Snap', '720p', 'mp4')).toBe('My_Snap_720p.mp4');
    expect(snapchatHighlightFileName('highlights', 3)).toBe('snapchat_highlights_3.mp4');
    expect(snapchatHighlightFileName('stories', 1, 'jpg')).toBe('snapchat_stories_1.jpg');
  });

  it('DL-7.11 QR file name whatsapp-qr-{digits}.png', () => {
    expect(qrFileName('+1 (555) 123-4567')).toBe('whatsapp-qr-15551234567.png');
  });

  it('CC-8.42 Download Failed is suppressed for the three messages only', () => {
    expect(DOWNLOAD_FAILED_SUPPRESSED).toEqual([
      'Cannot construct download URL',
      'User cancelled',
      'Download not available',
    ]);
    expect(isDownloadFailedSuppressed('Error: Cannot construct download URL for x')).toBe(true);
    expect(isDownloadFailedSuppressed('User cancelled the save dialog')).toBe(true);
    expect(isDownloadFailedSuppressed('Download not available yet')).toBe(true);
    expect(isDownloadFailedSuppressed('HTTP 500')).toBe(false);
  });

  it('CC-8.39 Authentication Required text', () => {
    expect(DOWNLOAD_MESSAGES.authenticationRequired).toBe(
      'Authentication token not available. Please try logging in again.',
    );
  });

  it('CC-8.40 Download Not Available text (DR §8 wording)', () => {
    expect(DOWNLOAD_MESSAGES.notAvailable).toBe(
      'The compression or conversion completed but download information is not available. Please try compressing or converting again.',
    );
  });

  it('CC-8.41 Download Error text', () => {
    expect(DOWNLOAD_MESSAGES.linkError).toBe(
      'Unable to generate download link. Please try the conversion again.',
    );
  });

  it('CC-7.25 the finished-file download takes a token query parameter', () => {
    expect(DOWNLOAD_TOKEN_PARAM).toBe('token');
  });
});

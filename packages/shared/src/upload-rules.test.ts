import { describe, expect, it } from 'vitest';
import {
  fileDownloadPath,
  fileTooLargeMessage,
  isAcceptedAnonymousSessionId,
  UPLOAD_ERROR_MESSAGES,
} from './upload-rules.js';

describe('upload rules shared by server and browser', () => {
  it('CC-6.02 an upload owner is anon_ plus 8–64 URL-safe characters', () => {
    for (const id of ['anon_12345678', `anon_${'a'.repeat(64)}`, 'anon_3f2b-9c1d_e8a0']) {
      expect(isAcceptedAnonymousSessionId(id), id).toBe(true);
    }
    for (const id of [
      'anon_1234567',
      `anon_${'a'.repeat(65)}`,
      'user_12345678',
      'anon_1234 5678',
      'anon_ab/cdefgh',
      '',
    ]) {
      expect(isAcceptedAnonymousSessionId(id), id).toBe(false);
    }
  });

  it('CC-6.04 the size-limit message names the limit in display units', () => {
    expect(fileTooLargeMessage(524_288_000)).toBe('File exceeds the maximum size of 500 MB');
    expect(fileTooLargeMessage(1024 * 1024)).toBe('File exceeds the maximum size of 1 MB');
  });

  it('the hash-mismatch and unsupported-media texts', () => {
    expect(UPLOAD_ERROR_MESSAGES.hashMismatch).toBe(
      'File integrity check failed: the uploaded data does not match its SHA-256',
    );
    expect(UPLOAD_ERROR_MESSAGES.unsupportedMedia).toBe('The file is not a supported audio or video file');
  });

  it('CC-7.25 download paths carry the token as a query parameter', () => {
    expect(fileDownloadPath('f1')).toBe('/api/files/download/f1');
    expect(fileDownloadPath('f1', '123.a-b_c')).toBe('/api/files/download/f1?token=123.a-b_c');
  });
});

import { CHUNKED_UPLOAD_THRESHOLD, usesChunkedUpload } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { parseChunkedThreshold } from './upload-config';

describe('chunked-upload threshold', () => {
  it('CC-9.02 defaults to the 10 MB reading; VITE_CHUNKED_UPLOAD_THRESHOLD overrides it', () => {
    expect(parseChunkedThreshold(undefined)).toBe(CHUNKED_UPLOAD_THRESHOLD);
    expect(parseChunkedThreshold('104857600')).toBe(104_857_600);
    expect(parseChunkedThreshold(' 0 ')).toBe(0);
    for (const bad of ['', '10MB', '-1', '1e9', '99999999999999999999']) {
      expect(parseChunkedThreshold(bad), bad).toBe(CHUNKED_UPLOAD_THRESHOLD);
    }
  });

  it('CC-9.01 a 5 MB file is sent in one request, a 50 MB or 150 MB file in chunks', () => {
    const threshold = parseChunkedThreshold(undefined);
    expect(usesChunkedUpload(5 * 1024 * 1024, threshold)).toBe(false);
    expect(usesChunkedUpload(CHUNKED_UPLOAD_THRESHOLD, threshold)).toBe(false);
    expect(usesChunkedUpload(CHUNKED_UPLOAD_THRESHOLD + 1, threshold)).toBe(true);
    expect(usesChunkedUpload(50 * 1024 * 1024, threshold)).toBe(true);
    expect(usesChunkedUpload(150 * 1024 * 1024, threshold)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { chunkInitRequestSchema, UPLOAD_PATHS } from './upload-api.js';

describe('upload wire contract (converter-compressor.md §7)', () => {
  it('CC-7.01 init accepts fileName, fileSize, mimeType and a SHA-256 hex or an empty hash', () => {
    const hash = 'a'.repeat(64);
    expect(
      chunkInitRequestSchema.parse({
        fileName: 'a.mp4',
        fileSize: 10,
        mimeType: 'video/mp4',
        fileHash: hash,
      }),
    ).toEqual({ fileName: 'a.mp4', fileSize: 10, mimeType: 'video/mp4', fileHash: hash });
    expect(chunkInitRequestSchema.parse({ fileName: 'a.mp4', fileSize: 10 })).toMatchObject({ fileHash: '' });
  });

  it('CC-7.01 init refuses a bad hash, a zero size and an empty name', () => {
    for (const body of [
      { fileName: 'a.mp4', fileSize: 10, fileHash: 'xyz' },
      { fileName: 'a.mp4', fileSize: 0 },
      { fileName: '  ', fileSize: 10 },
    ]) {
      expect(chunkInitRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('the paths of the upload endpoints of CC §7', () => {
    expect(UPLOAD_PATHS.chunk('u1', 3)).toBe('/api/files/chunk/upload/u1/3');
    expect(UPLOAD_PATHS.progress('u1')).toBe('/api/files/chunk/progress/u1');
    expect(UPLOAD_PATHS.complete('u1')).toBe('/api/files/chunk/complete/u1');
    expect(UPLOAD_PATHS.cancel('u1')).toBe('/api/files/chunk/u1');
    expect(UPLOAD_PATHS.regular).toBe('/api/files/v2/upload/');
  });
});

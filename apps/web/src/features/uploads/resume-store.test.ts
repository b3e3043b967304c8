import { describe, expect, it } from 'vitest';
import {
  RESUME_ENTRY_LIFETIME_MS,
  RESUME_STORAGE_KEY,
  createResumeStore,
  fileFingerprint,
} from './resume-store';
import { memoryResumeStore } from './testing/fake-upload-server';

const entry = { uploadId: 'up_1', chunkSize: 5, totalChunks: 3, fileHash: '', createdAt: 1000 };

describe('resume store', () => {
  it('keys entries by name, size and modification time', () => {
    expect(fileFingerprint({ name: 'a.mp4', size: 10, lastModified: 5 })).toBe('a.mp4:10:5');
    expect(fileFingerprint({ name: 'a.mp4', size: 11, lastModified: 5 })).not.toBe('a.mp4:10:5');
  });

  it('saves under mediaforge.uploads, reads back and removes', () => {
    const store = memoryResumeStore(() => 2000);
    store.save('a', entry);
    store.save('b', { ...entry, uploadId: 'up_2' });
    expect(JSON.parse(store.raw.get(RESUME_STORAGE_KEY) ?? '')).toHaveProperty('a.uploadId', 'up_1');
    expect(store.get('b')?.uploadId).toBe('up_2');
    store.remove('a');
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeDefined();
  });

  it('drops entries older than 24 hours', () => {
    let now = 1000;
    const store = memoryResumeStore(() => now);
    store.save('a', entry);
    now = 1000 + RESUME_ENTRY_LIFETIME_MS - 1;
    expect(store.get('a')).toBeDefined();
    now = 1000 + RESUME_ENTRY_LIFETIME_MS;
    expect(store.get('a')).toBeUndefined();
  });

  it('survives corrupt, blocked or missing storage', () => {
    const corrupt = createResumeStore({ getItem: () => '{not json', setItem: () => undefined });
    expect(corrupt.get('a')).toBeUndefined();
    const blocked = createResumeStore({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => blocked.save('a', entry)).not.toThrow();
    expect(createResumeStore(undefined).get('a')).toBeUndefined();
  });
});

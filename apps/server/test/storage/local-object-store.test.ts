import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalObjectStore } from '../../src/repositories/storage/local-object-store.repository.js';
import { describeObjectStoreContract } from './object-store.contract.js';

let files = 0;
describeObjectStoreContract('local data directory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mf-objects-'));
  return Promise.resolve({
    store: createLocalObjectStore(dataDir),
    localFile(bytes: Uint8Array) {
      const file = path.join(dataDir, `local-${(files += 1)}.bin`);
      writeFileSync(file, bytes);
      return Promise.resolve({ path: file });
    },
    localFileExists: (file: { path: string }) => Promise.resolve(existsSync(file.path)),
    readLocalFile: (file: { path: string }) => Promise.resolve(readFileSync(file.path)),
    removeLocalFile: (file: { path: string }) => Promise.resolve(rmSync(file.path, { force: true })),
    cleanup: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  });
});

describe('local object store', () => {
  it('keeps objects under files/ in the data directory, private to the server, and removes directories a prefix emptied', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mf-objects-'));
    try {
      const store = createLocalObjectStore(dataDir);
      await store.put('flat', Readable.from([Buffer.from('bytes')]));
      await store.put('a/b', Readable.from([Buffer.from('bytes')]));
      const flat = path.join(dataDir, 'files', 'flat');
      expect(readFileSync(flat, 'utf8')).toBe('bytes');
      expect(readFileSync(path.join(dataDir, 'files', 'a', 'b'), 'utf8')).toBe('bytes');
      expect(statSync(flat).mode & 0o777).toBe(0o600);
      await store.put('x/y/z', Readable.from([Buffer.from('bytes')]));
      await store.deleteByPrefix('a/');
      expect(existsSync(path.join(dataDir, 'files', 'a'))).toBe(false);
      await store.deleteByPrefix('x/y/');
      expect(existsSync(path.join(dataDir, 'files', 'x'))).toBe(false);
      expect(existsSync(flat)).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

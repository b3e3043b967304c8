import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from './local-object-store.repository.js';
import { createScratchStorage } from './scratch.repository.js';

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mf-scratch-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('scratch storage', () => {
  it('creates an empty private directory per job, wiping a leftover of an earlier run', async () => {
    const scratch = createScratchStorage(dataDir);
    const dir = await scratch.create('job_1');
    expect(dir).toBe(path.join(dataDir, 'scratch', 'job_1'));
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    writeFileSync(path.join(dir, 'output.mp4'), 'half');
    await scratch.create('job_1');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('removes recursively, lists leftovers, and refuses unsafe job ids', async () => {
    const scratch = createScratchStorage(dataDir);
    const a = await scratch.create('a');
    await scratch.create('b');
    writeFileSync(path.join(a, 'pass-0.log'), 'x');
    await scratch.remove('a');
    await scratch.remove('a');
    expect(existsSync(a)).toBe(false);
    expect((await scratch.list()).map((e) => e.key)).toEqual(['b']);
    await expect(scratch.create('../files')).rejects.toThrow(/unsafe/);
    expect(() => scratch.dirOf('a/b')).toThrow(/unsafe/);
  });

  it('stats and reads heads of files under the data directory only', async () => {
    const scratch = createScratchStorage(dataDir);
    const dir = await scratch.create('j');
    const file = path.join(dir, 'in');
    writeFileSync(file, 'ID3abcdef');
    expect(await scratch.stat(file)).toEqual({ size: 9 });
    expect(await scratch.stat(path.join(dir, 'missing'))).toBeUndefined();
    expect(await scratch.stat(dir)).toBeUndefined();
    expect(Buffer.from(await scratch.readHead(file, 3, 100)).toString()).toBe('abcdef');
    await expect(scratch.stat('/etc/passwd')).rejects.toThrow(/data directory/);
    await expect(scratch.readHead(path.join(dir, '..', '..', '..', 'x'), 0, 1)).rejects.toThrow(
      /data directory/,
    );
  });

  it('refuses a FIFO without blocking on it', async () => {
    const scratch = createScratchStorage(dataDir);
    const fifo = path.join(await scratch.create('j'), 'pipe');
    execFileSync('mkfifo', [fifo]);
    await expect(scratch.readHead(fifo, 0, 64)).rejects.toThrow(/regular file/);
  });
});

describe('the local object store and a job scratch directory: inputs fetched in, results adopted', () => {
  it('adopt moves a scratch file in under a new key; keys and paths are checked', async () => {
    const store = createLocalObjectStore(dataDir);
    const dir = await createScratchStorage(dataDir).create('j');
    const result = path.join(dir, 'output.mp4');
    writeFileSync(result, 'result bytes');
    await store.adopt({ path: result }, 'key1');
    expect(readFileSync(path.join(dataDir, 'files', 'key1'), 'utf8')).toBe('result bytes');
    expect(existsSync(result)).toBe(false);
    expect(await store.head('key1')).toMatchObject({ key: 'key1', size: 12 });
    await expect(store.head('../x')).rejects.toThrow(/unsafe/);
    await expect(store.adopt({ path: 'relative/file' }, 'key2')).rejects.toThrow(/absolute/);
  });

  it('fetchTo links an object into the scratch directory (no copy); removing the directory keeps the object', async () => {
    const store = createLocalObjectStore(dataDir);
    await store.put('input', Readable.from([Buffer.from('input bytes')]));
    const scratch = createScratchStorage(dataDir);
    const dir = await scratch.create('j');
    const fetched = path.join(dir, 'input-file');
    expect(await store.fetchTo('input', { path: fetched })).toMatchObject({ key: 'input', size: 11 });
    expect(readFileSync(fetched, 'utf8')).toBe('input bytes');
    expect(statSync(fetched).ino).toBe(statSync(path.join(dataDir, 'files', 'input')).ino);
    await scratch.remove('j');
    expect(existsSync(fetched)).toBe(false);
    expect(readFileSync(path.join(dataDir, 'files', 'input'), 'utf8')).toBe('input bytes');
  });

  // A cross-device copy needs a second filesystem: /dev/shm (tmpfs) when it is not where the data directory is.
  const noSecondDevice = !existsSync('/dev/shm') || statSync('/dev/shm').dev === statSync(tmpdir()).dev;
  const crossDevice = 'adopt copies across devices (a scratch file on tmpfs) and leaves no temporary file';
  it.skipIf(noSecondDevice)(`${crossDevice} (skipped without a /dev/shm on another device)`, async () => {
    const other = mkdtempSync('/dev/shm/mf-import-');
    try {
      const source = path.join(other, 'output.mkv');
      writeFileSync(source, Buffer.alloc(300_000, 7));
      const store = createLocalObjectStore(dataDir);
      await store.adopt({ path: source }, 'key3');
      expect(statSync(path.join(dataDir, 'files', 'key3')).size).toBe(300_000);
      expect(existsSync(source)).toBe(false);
      expect(readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

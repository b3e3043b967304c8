import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ByteLimitExceededError } from '../../src/errors/byte-limit-exceeded.js';
import {
  createUploadHasher,
  type UploadHasher,
} from '../../src/repositories/storage/upload-hasher.repository.js';
import {
  createUploadWorkspace,
  type UploadWorkspace,
} from '../../src/repositories/storage/upload-workspace.repository.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const CHUNK = 64 * 1024;

let dataDir = '';
let hashers: UploadHasher[] = [];
function workspace(): UploadWorkspace {
  const hasher = createUploadHasher();
  hashers.push(hasher);
  return createUploadWorkspace(dataDir, hasher);
}

async function putChunk(ws: UploadWorkspace, id: string, bytes: Uint8Array, n: number): Promise<number> {
  const part = bytes.subarray(n * CHUNK, (n + 1) * CHUNK);
  const sink = await ws.openChunk(id, n * CHUNK, part.length);
  const size = await sink.fill(Readable.from([part.subarray(0, 1000), part.subarray(1000)]));
  ws.chunksStored(id, [{ offset: n * CHUNK, length: size }]);
  return size;
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mf-workspace-'));
  hashers = [];
});
afterEach(async () => {
  for (const hasher of hashers) await hasher.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('upload workspace: chunks in place, running SHA-256', () => {
  it('chunks written in any order land at their offsets in one private file; the hash is of the whole', async () => {
    const ws = workspace();
    const bytes = randomBytes(5 * CHUNK + 123);
    for (const n of [3, 0, 5, 1, 4, 2]) await putChunk(ws, 'up1', bytes, n);
    const file = path.join(dataDir, 'uploads', 'up1', 'data');
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const staged = await ws.finishUpload('up1', bytes.length);
    expect(staged).toEqual({ path: file, size: bytes.length, sha256: sha256(bytes) });
    // Asking again (a retried completion) answers the same digest.
    expect((await ws.finishUpload('up1', bytes.length)).sha256).toBe(sha256(bytes));
  });

  it('after a restart (a new hasher, no state) the hash is recomputed from the stored bytes', async () => {
    const bytes = randomBytes(4 * CHUNK);
    const before = workspace();
    for (const n of [0, 2]) await putChunk(before, 'up2', bytes, n);
    const after = workspace();
    for (const n of [1, 3]) await putChunk(after, 'up2', bytes, n);
    expect((await after.finishUpload('up2', bytes.length)).sha256).toBe(sha256(bytes));
  });

  it('given every stored chunk, a hasher without state hashes them while the upload goes on', async () => {
    const bytes = randomBytes(3 * CHUNK);
    const before = workspace();
    for (const n of [0, 1, 2]) await putChunk(before, 'up5', bytes, n);
    const after = workspace();
    after.chunksStored(
      'up5',
      [0, 1, 2].map((n) => ({ offset: n * CHUNK, length: CHUNK })),
    );
    // The worker answers in order: a digest of another upload returns after those spans were hashed.
    await putChunk(after, 'barrier', bytes, 0);
    await after.finishUpload('barrier', CHUNK);
    // Once hashed, the stored bytes are not read again: changing them on disk does not change the digest.
    writeFileSync(path.join(dataDir, 'uploads', 'up5', 'data'), Buffer.alloc(3 * CHUNK));
    expect((await after.finishUpload('up5', bytes.length)).sha256).toBe(sha256(bytes));
  });

  it('a chunk longer than its length fails without writing past its end; a size mismatch has no hash', async () => {
    const ws = workspace();
    const bytes = randomBytes(2 * CHUNK);
    await putChunk(ws, 'up3', bytes, 1);
    const sink = await ws.openChunk('up3', 0, CHUNK);
    const tooLong = Readable.from([randomBytes(CHUNK - 10), randomBytes(20)]);
    await expect(sink.fill(tooLong)).rejects.toBeInstanceOf(ByteLimitExceededError);
    const file = path.join(dataDir, 'uploads', 'up3', 'data');
    expect(readFileSync(file).subarray(CHUNK).equals(bytes.subarray(CHUNK))).toBe(true);
    expect(await ws.finishUpload('up3', 3 * CHUNK)).toEqual({ path: file, size: 2 * CHUNK, sha256: '' });
  });

  it('removeUpload removes the directory; a file that is gone answers size 0', async () => {
    const ws = workspace();
    await putChunk(ws, 'up4', randomBytes(CHUNK), 0);
    expect(await ws.hasUploadFile('up4')).toBe(true);
    expect((await ws.listUploads()).map((u) => u.key)).toEqual(['up4']);
    await ws.removeUpload('up4');
    expect(existsSync(path.join(dataDir, 'uploads', 'up4'))).toBe(false);
    expect(await ws.hasUploadFile('up4')).toBe(false);
    expect((await ws.finishUpload('up4', CHUNK)).size).toBe(0);
    await expect(ws.openChunk('../x', 0, 1)).rejects.toThrow(/unsafe/);
  });
});

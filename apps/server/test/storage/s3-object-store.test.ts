import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import type { S3StorageConfig } from '../../src/config/storage-config.js';
import { checkS3Bucket, createS3Client } from '../../src/repositories/storage/s3-client.repository.js';
import {
  createS3ObjectStore,
  partSizeFor,
} from '../../src/repositories/storage/s3-object-store.repository.js';
import { SourceLengthError } from '../../src/repositories/storage/object-store.repository.js';
import { startS3Server, type S3Server } from '../helpers/s3/s3-server.js';
import { describeObjectStoreContract } from './object-store.contract.js';

const MIB = 1024 * 1024;
let s3: S3Server;
let buckets = 0;
let localDir: string;
beforeAll(async () => {
  s3 = await startS3Server({ pageSize: 3 });
  localDir = mkdtempSync(path.join(tmpdir(), 'mf-s3-local-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(localDir, { recursive: true, force: true });
});

/** The configuration a test app would get from these S3_* variables. */
function s3Config(bucket: string, extra: Record<string, string> = {}): S3StorageConfig {
  const config = loadConfig(s3.env(bucket, extra)).storage.s3;
  if (!config) throw new Error('S3 not configured');
  return config;
}

function storeIn(bucket: string, prefix = '', extra: Record<string, string> = {}) {
  const config = s3Config(bucket, extra);
  const client = createS3Client(config);
  return createS3ObjectStore({ client, bucket: config.bucket, prefix: `${config.keyPrefix}${prefix}` });
}

let files = 0;
const localFile = (bytes: Uint8Array) => {
  const file = path.join(localDir, `local-${(files += 1)}.bin`);
  writeFileSync(file, bytes);
  return { path: file };
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts);
}

// Every test gets a bucket of its own; the server lists 3 keys a page, so listing pages through it.
describeObjectStoreContract('S3 (loopback S3 server, SigV4 checked)', () =>
  Promise.resolve({
    store: storeIn(`contract-${(buckets += 1)}`, 'files/'),
    localFile: (bytes: Uint8Array) => Promise.resolve(localFile(bytes)),
    localFileExists: (file: { path: string }) => Promise.resolve(existsSync(file.path)),
    readLocalFile: (file: { path: string }) => Promise.resolve(readFileSync(file.path)),
    removeLocalFile: (file: { path: string }) => Promise.resolve(rmSync(file.path, { force: true })),
    cleanup: () => Promise.resolve(),
  }),
);

describe('S3 object store', () => {
  it('sends a large object as a multipart upload of 8 MiB parts, and a sized small one in one PUT', async () => {
    const store = storeIn('multipart');
    const bytes = randomBytes(20 * MIB + 5);
    const before = s3.operations.length;
    expect(await store.put('big', Readable.from([bytes]))).toMatchObject({ key: 'big', size: bytes.length });
    const sent = s3.operations.slice(before);
    expect(sent.filter((o) => o === 'UploadPart')).toHaveLength(3);
    expect(sent).toContain('CompleteMultipartUpload');
    expect(s3.objects('multipart').get('big')?.body.equals(bytes)).toBe(true);

    const small = randomBytes(5 * MIB);
    const at = s3.operations.length;
    await store.put('small', Readable.from([small]), small.length);
    expect(s3.operations.slice(at)).toEqual(['PutObject', 'HeadObject']);
    expect(partSizeFor(undefined)).toBe(8 * MIB);
    // S3 allows 10,000 parts: a 200 GB object needs parts of 20 MB, a whole number of MiB.
    expect(partSizeFor(200e9)).toBe(20 * MIB);
  });

  it('a source failing after some parts aborts the multipart upload: no object, no parts left behind', async () => {
    const store = storeIn('aborted');
    const source = Readable.from(
      (async function* () {
        yield randomBytes(9 * MIB);
        yield randomBytes(9 * MIB);
        await new Promise((r) => setTimeout(r, 50));
        throw new Error('connection reset');
      })(),
    );
    await expect(store.put('half', source)).rejects.toThrow('connection reset');
    expect(s3.operations).toContain('AbortMultipartUpload');
    expect(s3.pendingUploads('aborted')).toEqual([]);
    expect(await store.head('half')).toBeUndefined();
  });

  it('a part the store keeps refusing aborts the upload too, after the SDK retried it', async () => {
    const store = storeIn('part-refused');
    // Three parts, three attempts each (the SDK's retries): every one of them is refused.
    s3.failNext('UploadPart', 9);
    await expect(store.put('refused', Readable.from([randomBytes(17 * MIB)]))).rejects.toThrow();
    s3.failNext('UploadPart', 0);
    expect(s3.pendingUploads('part-refused')).toEqual([]);
    expect(await store.list()).toEqual([]);
  });

  it('a sized source of another length is refused before the store holds anything', async () => {
    const store = storeIn('sized');
    await expect(store.put('short', Readable.from([Buffer.alloc(10)]), 11)).rejects.toThrow(
      SourceLengthError,
    );
    await expect(store.put('long', Readable.from([Buffer.alloc(12)]), 11)).rejects.toThrow(SourceLengthError);
    const long = Readable.from(Array.from({ length: 9 }, () => randomBytes(8 * MIB)));
    await expect(store.put('long-multipart', long, 65 * MIB)).rejects.toThrow(SourceLengthError);
    expect(s3.pendingUploads('sized')).toEqual([]);
    expect(await store.list()).toEqual([]);
  });

  it('adopts a large local file in parts and removes it; fetchTo streams one down', async () => {
    const store = storeIn('adopt');
    const bytes = randomBytes(17 * MIB);
    const file = localFile(bytes);
    expect(await store.adopt(file, 'a/big')).toMatchObject({ key: 'a/big', size: bytes.length });
    expect(existsSync(file.path)).toBe(false);
    const target = { path: path.join(localDir, `fetched-${(files += 1)}`) };
    expect(await store.fetchTo('a/big', target)).toMatchObject({ size: bytes.length });
    expect(readFileSync(target.path).equals(bytes)).toBe(true);
    const tail = await store.get('a/big', { start: bytes.length - 10, end: bytes.length - 1 });
    expect((await bytesOf(tail!.stream)).equals(bytes.subarray(-10))).toBe(true);
  });

  it('keeps to its prefix (S3_KEY_PREFIX + its own): objects outside it are neither listed nor deleted', async () => {
    const bucket = 'shared-bucket';
    const store = storeIn(bucket, 'files/', { S3_KEY_PREFIX: 'mediaforge/eu' });
    const chunks = storeIn(bucket, 'chunks/', { S3_KEY_PREFIX: 'mediaforge/eu' });
    const other = storeIn(bucket);
    await other.put('theirs', Readable.from([Buffer.from('not ours')]));
    await store.put('ours', Readable.from([Buffer.from('ours')]));
    await chunks.put('up/0', Readable.from([Buffer.from('chunk')]));
    expect([...s3.objects(bucket).keys()].sort()).toEqual([
      'mediaforge/eu/chunks/up/0',
      'mediaforge/eu/files/ours',
      'theirs',
    ]);
    expect((await store.list()).map((o) => o.key)).toEqual(['ours']);
    expect(await store.deleteByPrefix('')).toBe(1);
    expect([...s3.objects(bucket).keys()].sort()).toEqual(['mediaforge/eu/chunks/up/0', 'theirs']);
  });

  it('downloads held open by visitors who stopped reading do not hold back the next request', async () => {
    const store = storeIn('held');
    // Larger than what the sockets' buffers take in, so an unread body keeps its connection busy.
    await store.put('large', Readable.from([randomBytes(16 * MIB)]));
    // More than the SDK's default pool of 50 connections.
    const held = Promise.all(Array.from({ length: 60 }, () => store.get('large')));
    const answered = held.then(() => store.head('large')).then((o) => o?.size);
    const late = new Promise<'queued'>((resolve) => setTimeout(() => resolve('queued'), 10_000).unref());
    expect(await Promise.race([answered, late])).toBe(16 * MIB);
    for (const found of await held) found?.stream.destroy();
  });

  it('wrong credentials or a missing bucket fail at the boot check, naming the bucket', async () => {
    const wrong = { ...s3Config('checked'), secretAccessKey: 'not-the-secret' };
    await expect(checkS3Bucket(createS3Client(wrong), 'checked')).rejects.toThrow(
      'S3 bucket "checked" is not usable: SignatureDoesNotMatch (HTTP 403)',
    );
    const config = s3Config('checked');
    await expect(checkS3Bucket(createS3Client(config), 'checked')).resolves.toBeUndefined();
    await expect(checkS3Bucket(createS3Client(config), 'no-such-bucket')).rejects.toThrow(
      'S3 bucket "no-such-bucket" is not usable',
    );
  });
});

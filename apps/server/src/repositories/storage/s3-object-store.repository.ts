import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { exactLength } from './exact-length.js';
import { checkedKey, isObjectKey, type ObjectInfo, type ObjectStore } from './object-store.repository.js';

const MIB = 1024 * 1024;
/**
 * Objects of a known size up to this go in one streamed PUT (chunks of an upload: 5-50 MiB): nothing is
 * held in memory. Larger ones, and streams of unknown length, go as a multipart upload, whose parts are
 * held in memory (and so can be retried) while they are sent.
 */
const SINGLE_PUT_MAX = 64 * MIB;
/** S3 allows 10,000 parts of at least 5 MiB; 8 MiB parts reach 80 GB, larger known sizes get larger parts. */
const PART_SIZE = 8 * MIB;
const MAX_PARTS = 10_000;
/** Parts in flight at once: at most this many part buffers per upload. */
const PART_QUEUE = 3;
/** Deletes in flight at once when a prefix goes (S3 deletes one key per request; D252). */
const DELETE_CONCURRENCY = 8;

/** The part size for an object of `size` bytes (unknown: the smallest), a whole number of MiB. */
export function partSizeFor(size: number | undefined): number {
  if (size === undefined) return PART_SIZE;
  return Math.max(PART_SIZE, Math.ceil(size / MAX_PARTS / MIB) * MIB);
}

export interface S3Location {
  readonly client: S3Client;
  readonly bucket: string;
  /** '' or `/`-terminated segments: this store's objects live under it, and it sees nothing else. */
  readonly prefix: string;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a broken configuration, not a missing object (checked at boot, too).
  return name !== 'NoSuchBucket' && (name === 'NoSuchKey' || $metadata?.httpStatusCode === 404);
}

/** A list prefix: whole key segments, then at most a partial one. */
function checkedPrefix(prefix: string): string {
  const cut = prefix.lastIndexOf('/');
  if (cut !== -1) checkedKey(prefix.slice(0, cut));
  if (!/^[A-Za-z0-9_-]*$/.test(prefix.slice(cut + 1))) checkedKey(prefix);
  return prefix;
}

/**
 * The object store in an S3-compatible bucket (docs/decisions.md D250-D252): the same keys as the data
 * directory, under the location's prefix. Writes become visible whole (a PUT, or a multipart upload that
 * is aborted when anything fails), reads take a byte range, and `list` pages through ListObjectsV2.
 */
export function createS3ObjectStore({ client, bucket: Bucket, prefix }: S3Location): ObjectStore {
  const s3Key = (key: string) => `${prefix}${checkedKey(key)}`;

  async function head(key: string): Promise<ObjectInfo | undefined> {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket, Key: s3Key(key) }));
      return { key, size: found.ContentLength ?? 0, modifiedAt: found.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /**
   * One streamed PUT. The SDK pipes the body into the request without watching it, so a failing body
   * (a hung-up client, a wrong length) is turned into an aborted request here, and its error is the answer.
   */
  async function putOnce(Key: string, Body: Readable, size: number): Promise<void> {
    const abort = new AbortController();
    let failure: Error | undefined;
    Body.once('error', (error: Error) => {
      failure = error;
      abort.abort();
    });
    try {
      const command = new PutObjectCommand({ Bucket, Key, Body, ContentLength: size });
      await client.send(command, { abortSignal: abort.signal });
    } catch (error) {
      throw failure ?? error;
    }
    if (failure !== undefined) throw failure;
  }

  async function put(key: string, source: Readable, size?: number): Promise<ObjectInfo> {
    const Key = s3Key(key);
    try {
      if (size !== undefined && size <= SINGLE_PUT_MAX) {
        await putOnce(Key, exactLength(source, size), size);
      } else {
        const Body = size === undefined ? source : exactLength(source, size);
        const params = { Bucket, Key, Body, ...(size === undefined ? {} : { ContentLength: size }) };
        // A failed part, a failed source or a failed completion aborts the upload (no parts left behind).
        const upload = new Upload({ client, params, partSize: partSizeFor(size), queueSize: PART_QUEUE });
        await upload.done();
      }
    } catch (error) {
      source.destroy();
      throw error;
    }
    const stored = await head(key);
    if (!stored) throw new Error(`object ${key} vanished after its upload`);
    return stored;
  }

  async function list(listPrefix = ''): Promise<ObjectInfo[]> {
    const found: ObjectInfo[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket,
          Prefix: `${prefix}${checkedPrefix(listPrefix)}`,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length);
        // Something else's object under our prefix is never ours to serve or delete.
        if (key === undefined || !isObjectKey(key)) continue;
        found.push({ key, size: object.Size ?? 0, modifiedAt: object.LastModified?.getTime() ?? 0 });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  }

  async function get(key: string, range?: { start: number; end: number }) {
    try {
      const Range = range && `bytes=${range.start}-${range.end}`;
      const found = await client.send(new GetObjectCommand({ Bucket, Key: s3Key(key), Range }));
      const whole = /\/(\d+)$/.exec(found.ContentRange ?? '')?.[1];
      const size = whole === undefined ? (found.ContentLength ?? 0) : Number(whole);
      const modifiedAt = found.LastModified?.getTime() ?? 0;
      return { stream: found.Body as Readable, size, modifiedAt };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    put,
    async adopt(file, key) {
      if (!path.isAbsolute(file.path)) throw new Error('adopt needs an absolute path');
      const { size } = await stat(file.path);
      const stored = await put(key, createReadStream(file.path, { highWaterMark: MIB }), size);
      await rm(file.path, { force: true });
      return stored;
    },
    async fetchTo(key, file) {
      if (!path.isAbsolute(file.path)) throw new Error('fetchTo needs an absolute path');
      const found = await get(key);
      if (!found) return undefined;
      const fh = await open(file.path, 'wx', 0o600);
      try {
        await pipeline(found.stream, fh.createWriteStream());
      } catch (error) {
        await fh.close().catch(() => undefined);
        await rm(file.path, { force: true });
        throw error;
      }
      return { key, size: found.size, modifiedAt: found.modifiedAt };
    },
    async get(key, range) {
      const found = await get(key, range);
      return found && { stream: found.stream, size: found.size };
    },
    head,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: s3Key(key) }));
    },
    async deleteByPrefix(listPrefix) {
      const doomed = await list(listPrefix);
      for (let i = 0; i < doomed.length; i += DELETE_CONCURRENCY) {
        const batch = doomed.slice(i, i + DELETE_CONCURRENCY);
        await Promise.all(
          batch.map((o) => client.send(new DeleteObjectCommand({ Bucket, Key: s3Key(o.key) }))),
        );
      }
      return doomed.length;
    },
    list,
  };
}

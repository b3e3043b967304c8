import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import { createLocalObjectStore } from '../repositories/storage/local-object-store.repository.js';
import type { ObjectStore } from '../repositories/storage/object-store.repository.js';
import { checkS3Bucket, createS3Client } from '../repositories/storage/s3-client.repository.js';
import { createS3ObjectStore } from '../repositories/storage/s3-object-store.repository.js';

export interface StorageParts {
  /** Stored files: uploads and job results (DESIGN.md §1 "files"). */
  readonly store: ObjectStore;
  /**
   * Where the chunks of uploads are staged when several API nodes share the store (D254); undefined in
   * the embedded mode, where chunks are written in place into the local workspace (D88).
   */
  readonly chunkStore: ObjectStore | undefined;
  /** Closes the store's connections. */
  close(): void;
}

/**
 * The storage of the run mode: the data directory, or an S3-compatible bucket when S3_BUCKET is set,
 * checked once at boot so a wrong bucket or key fails the start instead of the first upload. In the
 * bucket, stored files live under `files/` and staged chunks under `chunks/` (after S3_KEY_PREFIX), so
 * the sweeper's listing of stored files never meets a chunk (D252).
 */
export async function createStorageParts(config: Config, logger: FastifyBaseLogger): Promise<StorageParts> {
  const s3 = config.storage.s3;
  if (!s3) return { store: createLocalObjectStore(config.dataDir), chunkStore: undefined, close: () => {} };
  const client = createS3Client(s3, logger.child({ component: 'storage' }));
  try {
    await checkS3Bucket(client, s3.bucket, s3.keyPrefix);
  } catch (error) {
    client.destroy();
    throw error;
  }
  const at = (area: string) =>
    createS3ObjectStore({ client, bucket: s3.bucket, prefix: `${s3.keyPrefix}${area}/` });
  return { store: at('files'), chunkStore: at('chunks'), close: () => client.destroy() };
}

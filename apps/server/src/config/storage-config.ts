import { z } from 'zod';

/**
 * Where stored files live (DESIGN.md §1 "files"): the local data directory, or an S3-compatible object
 * store when S3_BUCKET is set (docs/decisions.md D250). env.ts hands this module the same cleaned
 * variables as the others; nothing else reads them.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** S3's bucket naming rules, the part every S3-compatible server shares. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** `/`-separated segments of the object key alphabet, so every key under it is still a valid S3 key. */
const KEY_PREFIX = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128})*$/;

export const storageSchema = z
  .object({
    /** An S3-compatible server's base URL (MinIO, Garage, Ceph RGW, R2…); AWS's own endpoint when unset. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    S3_BUCKET: z.string().regex(BUCKET, 'must be an S3 bucket name (3-63 of a-z, 0-9, dot, dash)').optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style addresses (`endpoint/bucket/key`); the default with S3_ENDPOINT, as most self-hosted servers need. */
    S3_FORCE_PATH_STYLE: booleanString.optional(),
    /** Keeps Mediaforge's objects under this prefix of a bucket it shares with something else. */
    S3_KEY_PREFIX: z.string().regex(KEY_PREFIX, 'must be /-separated segments of A-Z a-z 0-9 _ -').optional(),
  })
  .superRefine((s, ctx) => {
    if (s.S3_BUCKET === undefined) {
      if (s.S3_ENDPOINT !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when S3_ENDPOINT is set' });
      }
      return;
    }
    // The SDK would otherwise look for credentials in the environment and ~/.aws on its own (D250).
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (s[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
      }
    }
  });

export interface S3StorageConfig {
  /** undefined: AWS's endpoint for the region. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly forcePathStyle: boolean;
  /** '' or segments ending in '/': every object of this server lives under it. */
  readonly keyPrefix: string;
}

export interface StorageConfig {
  /** Stored files and staged chunks go to this S3-compatible store; the data directory when undefined. */
  readonly s3: S3StorageConfig | undefined;
}

export function toStorageConfig(s: z.infer<typeof storageSchema>): StorageConfig {
  if (s.S3_BUCKET === undefined || !s.S3_ACCESS_KEY_ID || !s.S3_SECRET_ACCESS_KEY) return { s3: undefined };
  return {
    s3: {
      endpoint: s.S3_ENDPOINT,
      bucket: s.S3_BUCKET,
      region: s.S3_REGION,
      accessKeyId: s.S3_ACCESS_KEY_ID,
      secretAccessKey: s.S3_SECRET_ACCESS_KEY,
      forcePathStyle: s.S3_FORCE_PATH_STYLE ?? s.S3_ENDPOINT !== undefined,
      keyPrefix: s.S3_KEY_PREFIX === undefined ? '' : `${s.S3_KEY_PREFIX}/`,
    },
  };
}

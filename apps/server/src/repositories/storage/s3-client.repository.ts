import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config/storage-config.js';

/** Where the SDK's own warnings go (a pino logger fits). */
export interface S3Log {
  warn(fields: object, message: string): void;
}

/** Name lookup plus TCP (and TLS) connect to the store. */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * Longest silence on a connection, also while a download streams to a visitor who paused reading: above
 * the 60 s idle limit of the usual proxies, below our own 120 s (HTTP_IDLE_TIMEOUT_MS). A socket timeout:
 * the SDK's `requestTimeout` only logs a warning unless told to throw, and does not watch a body.
 */
const IDLE_TIMEOUT_MS = 110_000;
/**
 * A download holds its connection to the store for as long as its visitor reads, so the SDK's default of
 * 50 sockets would queue the 51st download, and every chunk behind it; our own HTTP server bounds them.
 */
const AGENT = { keepAlive: true, maxSockets: Infinity };

/**
 * The one S3 client of a process (docs/decisions.md D250). Every setting the SDK would otherwise look up
 * in the environment or in ~/.aws is given here, so config/env.ts stays the only reader of configuration.
 * The store is the operator's infrastructure, named once at boot, so its requests do not go through the
 * egress guard (which would refuse a store on the private network, as MinIO usually is).
 */
export function createS3Client(config: S3StorageConfig, log?: S3Log): S3Client {
  const ignore = () => undefined;
  return new S3Client({
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // CRC checksums on every request are AWS's newer default; many S3-compatible servers refuse them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: IDLE_TIMEOUT_MS,
      httpAgent: AGENT,
      httpsAgent: AGENT,
    },
    defaultsMode: 'standard',
    retryMode: 'standard',
    maxAttempts: 3,
    useFipsEndpoint: false,
    useDualstackEndpoint: false,
    useArnRegion: false,
    disableS3ExpressSessionAuth: true,
    authSchemePreference: [],
    sigv4aSigningRegionSet: [],
    userAgentAppId: 'mediaforge',
    // Without a logger the SDK writes its warnings to the console. Its per-command info and error lines
    // are left out: every failure reaches our code as an error, and a missing object is no error there.
    logger: {
      debug: ignore,
      info: ignore,
      error: ignore,
      warn: (...message: unknown[]) => log?.warn({ component: 's3' }, message.map(String).join(' ')),
    },
  });
}

/**
 * Fails fast at boot when the bucket cannot be listed with these credentials (the sweeper lists it),
 * naming the bucket and S3's error code; a missing bucket would otherwise read as missing objects.
 */
export async function checkS3Bucket(client: S3Client, bucket: string, prefix = ''): Promise<void> {
  try {
    await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1 }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const name = error instanceof Error ? error.name : 'unknown error';
    throw new Error(`S3 bucket "${bucket}" is not usable: ${name}${status ? ` (HTTP ${status})` : ''}`, {
      cause: error,
    });
  }
}

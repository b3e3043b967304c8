import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_TIER_LIMITS, PLATFORMS, VIDEO_PRESETS, type VideoPreset } from '@mediaforge/shared';
import { z } from 'zod';
import { accountsSchema, toAccountsConfig, type AccountsConfig } from './accounts-config.js';
import { childEnvOf } from './child-env.js';
import {
  databaseSchema,
  toDatabaseConfig,
  type DatabaseConfig,
  type SharedQueueConfig,
} from './database-config.js';
import { downloaderSchema, toDownloaderConfig, type DownloaderConfig } from './downloader-config.js';
import { drivesSchema, toDrivesConfig, type DrivesConfig } from './drives-config.js';
import { egressSchema, toEgressConfig, type EgressConfig } from './egress-config.js';
import { parseExtractorsConfig, type ExtractorsConfig } from './extractors-config.js';
import { mediaSchema, toMediaConfig, type MediaConfig } from './media-config.js';
import { redisSchema, toRedisConfig, type RedisConfig } from './redis-config.js';
import { metricsSchema, toMetricsConfig, type MetricsConfig } from './metrics-config.js';
import { storageSchema, toStorageConfig, type StorageConfig } from './storage-config.js';

/**
 * The ONLY reader of process.env (DESIGN.md §3.5). Every variable is validated once at boot; a bad
 * configuration fails fast with one line per offending variable.
 */
const platformIds = new Set<string>(PLATFORMS.map((p) => p.id));

const DAY_MS = 24 * 60 * 60 * 1000;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_PATH: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: booleanString.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DOWNLOADER_DISABLED_PLATFORMS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((ids) => ids.every((id) => platformIds.has(id)), {
      message: `must be a comma-separated list of platform ids (${[...platformIds].join(', ')})`,
    }),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  SOX_PATH: z.string().min(1).default('sox'),
  ENCODE_SPEED: z.enum(VIDEO_PRESETS).optional(),
  PROBE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  FILE_TTL_MS: z.coerce.number().int().min(1000).default(DAY_MS),
  UPLOAD_SESSION_TTL_MS: z.coerce.number().int().min(1000).default(DAY_MS),
  SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60 * 1000),
  UPLOAD_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ANONYMOUS_MAX_FILE_SIZE: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_TIER_LIMITS.ANONYMOUS.maxFileSize),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  JOB_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(2 * 60 * 60 * 1000),
  RESULT_TTL_MS: z.coerce.number().int().min(1000).default(DAY_MS),
  // Every request ends (DESIGN.md §5; D68): header, whole-request, idle and keep-alive limits.
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(1_800_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
});

/**
 * Encodes use every core they get (x264 threads), so two at once on half the cores each finish about as
 * fast as one after the other while keeping a second visitor's job moving (docs/decisions.md).
 */
export function defaultJobConcurrency(cores: number = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / 2));
}

export interface Config {
  /** Accounts, tiers, credits, captcha and payments (accounts-config.ts). */
  readonly accounts: AccountsConfig;
  /** Caps and the test allow-list of the server's outbound requests (egress-config.ts). */
  readonly egress: EgressConfig;
  /** yt-dlp and the downloader's test origins (downloader-config.ts). */
  readonly downloader: DownloaderConfig;
  /** The environment yt-dlp starts with: PATH, HOME, locale, TZ, certificates; no secret (child-env.ts). */
  readonly childEnv: Readonly<Record<string, string>>;
  /** The media proxy's byte cap, token life and test hosts (media-config.ts). */
  readonly media: MediaConfig;
  /** Our own extractors' settings, one block per family (extractors-config.ts). */
  readonly extractors: ExtractorsConfig;
  /** The scaled mode's Redis (BullMQ, socket fan-out, shared limits); unset when embedded (redis-config.ts). */
  readonly redis: RedisConfig | undefined;
  /** Imports: the web link, each drive's client and base URLs (drives-config.ts). */
  readonly drives: DrivesConfig;
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly databasePath: string;
  /** SQLite at `databasePath`, or PostgreSQL when DATABASE_URL is set (database-config.ts). */
  readonly database: DatabaseConfig;
  /** Polling and liveness of the jobs-table queue when processes share PostgreSQL; unset on SQLite. */
  readonly sharedQueue: SharedQueueConfig | undefined;
  /** The Prometheus endpoint (metrics-config.ts). */
  readonly metrics: MetricsConfig;
  /** The data directory or an S3-compatible store for stored files (storage-config.ts). */
  readonly storage: StorageConfig;
  readonly logLevel: string;
  readonly webDistDir: string;
  readonly trustProxy: boolean;
  readonly shutdownTimeoutMs: number;
  readonly disabledPlatforms: readonly string[];
  readonly ffprobePath: string;
  readonly ffmpegPath: string;
  /** sox encodes AMR-NB (docs/decisions.md D28). */
  readonly soxPath: string;
  /** Operator override of every encode's speed preset (x264 names); unset: each preset's own. */
  readonly encodeSpeed: VideoPreset | undefined;
  /** Wall-clock cap of one ffprobe run (DESIGN.md §5). */
  readonly probeTimeoutMs: number;
  /** How long a stored upload lives before the sweeper removes it. */
  readonly fileTtlMs: number;
  /** An upload session with no activity for this long is abandoned and swept. */
  readonly uploadSessionTtlMs: number;
  readonly sweepIntervalMs: number;
  /** HMAC key of download tokens; when unset one is generated once into DATA_DIR/secret.key. */
  readonly uploadTokenSecret: string | undefined;
  /** The ANONYMOUS tier's file limit (CC §6: 500 MB); operators may change it. */
  readonly anonymousMaxFileSize: number;
  /** Conversion/compression jobs run at once (default: half the cores, at least one). */
  readonly jobConcurrency: number;
  /** Wall-clock cap of one job (every pass and attempt); past it the job fails as timed out. */
  readonly jobTimeoutMs: number;
  /** How long a job's result file (and the finished job) lives before the sweeper removes it. */
  readonly resultTtlMs: number;
  /** Time limits of every HTTP request (D68). */
  readonly http: HttpLimits;
}

export interface HttpLimits {
  /** To receive the request head (408 past it). */
  readonly headersTimeoutMs: number;
  /** To receive the whole request, body included: a regular upload of the largest file on a slow link. */
  readonly requestTimeoutMs: number;
  /** A connection with no bytes either way for this long is closed. */
  readonly idleTimeoutMs: number;
  /** An idle kept-alive connection waits this long for its next request (above a proxy's 60 s). */
  readonly keepAliveTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Repository root, two levels above apps/server (works from src/ under tsx and from dist/). */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  // Empty strings count as unset, so `PORT= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  const accounts = accountsSchema.safeParse(cleaned);
  const egress = egressSchema.safeParse(cleaned);
  const media = mediaSchema.safeParse(cleaned);
  const downloader = downloaderSchema.safeParse(cleaned);
  const extractors = parseExtractorsConfig(cleaned);
  const drives = drivesSchema.safeParse(cleaned);
  const database = databaseSchema.safeParse(cleaned);
  const metrics = metricsSchema.safeParse(cleaned);
  const storage = storageSchema.safeParse(cleaned);
  const redis = redisSchema.safeParse(cleaned);
  if (
    !parsed.success ||
    !accounts.success ||
    !egress.success ||
    !media.success ||
    !downloader.success ||
    !extractors.config ||
    !drives.success ||
    !database.success ||
    !metrics.success ||
    !storage.success ||
    !redis.success
  ) {
    const issues = [
      ...(parsed.error?.issues ?? []),
      ...(accounts.error?.issues ?? []),
      ...(egress.error?.issues ?? []),
      ...(media.error?.issues ?? []),
      ...(downloader.error?.issues ?? []),
      ...extractors.issues,
      ...(drives.error?.issues ?? []),
      ...(database.error?.issues ?? []),
      ...(metrics.error?.issues ?? []),
      ...(storage.error?.issues ?? []),
      ...(redis.error?.issues ?? []),
    ];
    throw new ConfigError(issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const databasePath = e.DATABASE_PATH ? path.resolve(e.DATABASE_PATH) : path.join(dataDir, 'mediaforge.db');
  return {
    ...toDatabaseConfig(database.data, databasePath),
    metrics: toMetricsConfig(metrics.data),
    storage: toStorageConfig(storage.data),
    accounts: toAccountsConfig(accounts.data, e.ANONYMOUS_MAX_FILE_SIZE),
    egress: toEgressConfig(egress.data),
    downloader: toDownloaderConfig(downloader.data),
    childEnv: childEnvOf(env),
    media: toMediaConfig(media.data),
    extractors: extractors.config,
    redis: toRedisConfig(redis.data),
    drives: toDrivesConfig(drives.data),
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databasePath,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps', 'web', 'dist'),
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    disabledPlatforms: e.DOWNLOADER_DISABLED_PLATFORMS,
    ffprobePath: e.FFPROBE_PATH,
    ffmpegPath: e.FFMPEG_PATH,
    soxPath: e.SOX_PATH,
    encodeSpeed: e.ENCODE_SPEED,
    probeTimeoutMs: e.PROBE_TIMEOUT_MS,
    fileTtlMs: e.FILE_TTL_MS,
    uploadSessionTtlMs: e.UPLOAD_SESSION_TTL_MS,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    uploadTokenSecret: e.UPLOAD_TOKEN_SECRET,
    anonymousMaxFileSize: e.ANONYMOUS_MAX_FILE_SIZE,
    jobConcurrency: e.JOB_CONCURRENCY ?? defaultJobConcurrency(),
    jobTimeoutMs: e.JOB_TIMEOUT_MS,
    resultTtlMs: e.RESULT_TTL_MS,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      // Node requires the head's limit to be within the whole request's.
      requestTimeoutMs: Math.max(e.HTTP_REQUEST_TIMEOUT_MS, e.HTTP_HEADERS_TIMEOUT_MS),
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}

import path from 'node:path';
import { PLATFORMS } from '@mediaforge/shared';
import { z } from 'zod';

/**
 * The ONLY reader of process.env (DESIGN.md §3.5). Every variable is validated once at boot; a bad
 * configuration fails fast with one line per offending variable.
 */
const platformIds = new Set<string>(PLATFORMS.map((p) => p.id));

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
});

export interface Config {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly databasePath: string;
  readonly logLevel: string;
  readonly webDistDir: string;
  readonly trustProxy: boolean;
  readonly shutdownTimeoutMs: number;
  readonly disabledPlatforms: readonly string[];
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
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databasePath: e.DATABASE_PATH ? path.resolve(e.DATABASE_PATH) : path.join(dataDir, 'mediaforge.db'),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps', 'web', 'dist'),
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    disabledPlatforms: e.DOWNLOADER_DISABLED_PLATFORMS,
  };
}

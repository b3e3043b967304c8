/**
 * The composition root: every adapter is built here, once, for the run mode (DESIGN.md §1 embedded:
 * SQLite, the local data directory, child processes, the jobs table as the queue), and the parts a
 * process can run are assembled from them: the http api, the job worker, the sweeper. A role only
 * chooses which parts start; the test app builds the same root with its own configuration.
 */
import { SERVER_ROLES, type ServerRole } from '@mediaforge/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createAccountServices, type AccountServices } from '../accounts-wiring.js';
import { buildApp } from '../app.js';
import type { Config } from '../config/env.js';
import { createOutputCheck } from '../jobs/output-check.js';
import type { Db } from '../repositories/database/database.js';
import { createFilesRepository } from '../repositories/database/files.repository.js';
import { createJobsRepository } from '../repositories/database/jobs.repository.js';
import { createPlatformSettingsRepository } from '../repositories/database/platform-settings.repository.js';
import { createLeftoverProcesses } from '../repositories/process/leftover-processes.repository.js';
import { createProcessRunner } from '../repositories/process/process-runner.repository.js';
import { createScratchStorage } from '../repositories/storage/scratch.repository.js';
import type { EncodeExecutor } from '../services/encode/encode-executor.js';
import type { SocketAdapter } from '../repositories/realtime/redis-fanout.repository.js';
import { createEncodeExecutor } from '../services/encode/encode-executor.service.js';
import { createPlatformsService, type PlatformsService } from '../services/platforms.service.js';
import { scheduleSweeps } from '../services/sweeper.service.js';
import { loadOrCreateSecretKey } from '../repositories/storage/secret-key.repository.js';
import type { EngineStatus } from '../services/downloader/engine-status.js';
import type { WhatsappLookup } from '../extractors/whatsapp/whatsapp-lookup.js';
import {
  createDownloaderCore,
  createDownloaderServices,
  type DownloaderServices,
} from './downloader-services.js';
import { createImportWiring, type ImportServices } from './import-services.js';
import { createJobEventsRelay, type JobEventsRelay } from './job-events-relay.js';
import { createJobParts, type JobParts } from './job-parts.js';
import { createOpsParts, withJobEndMetrics, type OpsParts } from './ops-parts.js';
import { buildMetricsApp } from '../routes/metrics/metrics-app.js';
import { sharedDbQueueMaker } from './shared-queue.js';
import { createRedisParts } from './redis-parts.js';
import { createStorageParts } from './storage-parts.js';
import { createUploadServices, type UploadServices } from './upload-services.js';
import { createApiCallParts, createWorkerCallHandlers, createWorkerCallPart } from './worker-call-parts.js';
import type { WorkerCallRunner } from '../services/worker-calls/worker-calls.js';

/**
 * What a process runs (D235): `all` is the embedded mode (one process does everything); the scaled
 * mode runs `api` nodes (http only: no ffmpeg, ffprobe or yt-dlp runs there; what the requests need of
 * them is asked of a worker, D256) and `worker`s (jobs, the api nodes' calls and the sweeper, no http
 * port; `/metrics` on METRICS_PORT when asked), any number of each.
 */
export const ROLES = SERVER_ROLES;
export type Role = ServerRole;

/** The parts a process may start. */
export type Part = 'http' | 'worker' | 'calls' | 'sweeper' | 'metrics';
export const ROLE_PARTS: { readonly [R in Role]: readonly Part[] } = {
  all: ['http', 'worker', 'sweeper'],
  api: ['http'],
  worker: ['worker', 'calls', 'sweeper', 'metrics'],
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The role a command line asks for (`--role <name>` or `--role=<name>`; `all` when absent). */
export function roleFromArgs(args: readonly string[]): Role | { readonly error: string } {
  const at = args.findIndex((a) => a === '--role' || a.startsWith('--role='));
  if (at === -1) return 'all';
  const arg = args[at] ?? '';
  const value = arg.startsWith('--role=') ? arg.slice('--role='.length) : (args[at + 1] ?? '');
  if (isRole(value)) return value;
  const known = ROLES.map((r) => `--role ${r}`).join(', ');
  return { error: `Unknown role "${value}": this server runs with ${known}.` };
}

export interface RootOptions {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly db: Db;
  /** The services' clock (tests move it). */
  readonly now?: (() => number) | undefined;
  /** The accounts' clock (anonymous session expiry, daily usage, captcha replay memory). */
  readonly accountsNow?: (() => number) | undefined;
  /** A stand-in media engine (tests); ffmpeg/sox through the process runner when absent. */
  readonly executor?: EncodeExecutor | undefined;
  /** A stand-in for the linked WhatsApp device (tests); Baileys when absent. */
  readonly whatsappLookup?: WhatsappLookup | undefined;
  /** The role this process was started with (health and metrics say it); `all` when absent. */
  readonly role?: Role | undefined;
}

export interface Root {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly db: Db;
  readonly uploads: UploadServices;
  readonly accounts: AccountServices;
  readonly platforms: PlatformsService;
  readonly jobs: JobParts;
  readonly jobEvents: JobEventsRelay;
  readonly downloader: DownloaderServices;
  /** socket.io's Redis adapter in the scaled mode (redis-parts.ts). */
  readonly socketAdapter: SocketAdapter | undefined;
  /** Whether Redis answers, when the install has one (health). */
  readonly redisPing: (() => Promise<boolean>) | undefined;
  /** The import calls: web links and the three drives (import-services.ts). */
  readonly imports: ImportServices;
  /** yt-dlp's path, version and age, for the start-up log and GET /media/health. */
  readonly engineStatus: () => Promise<EngineStatus>;
  /** The role, the health check and the metrics (ops-parts.ts). */
  readonly ops: OpsParts;
  /** A worker's answers to the api nodes' calls (D256); started by the `calls` part. */
  readonly workerCalls: WorkerCallRunner;
  /** Releases what the parts share (the egress client and its proxy for child processes, the store's connections). */
  close(): Promise<void>;
}

export async function createRoot(options: RootOptions): Promise<Root> {
  const { config, logger, db } = options;
  // One object store for the process: uploads write to it, downloads and jobs read from it.
  const storage = await createStorageParts(config, logger);
  const { store, chunkStore } = storage;
  const role = options.role ?? 'all';
  // An api node asks a worker for what needs ffprobe or yt-dlp (D256).
  const apiCalls = role === 'api' ? createApiCallParts({ config, db }) : undefined;
  const uploads = await createUploadServices(
    { config, logger, db, store, chunkStore, storedCheck: apiCalls?.storedCheck },
    options.now,
  );
  // Scaled mode: BullMQ, socket fan-out and shared limit counters in Redis (redis-parts.ts).
  const redis = createRedisParts(config, logger);
  const accounts = await createAccountServices(
    { config, logger, db, shared: redis.limits },
    options.accountsNow,
  );
  const log = logger.child({ component: 'jobs' });
  const scratch = createScratchStorage(config.dataDir);
  const jobEvents = createJobEventsRelay(redis.remoteEvents);
  const ops = createOpsParts({ config, db, store, role, redisPing: redis.ping });
  const core = createDownloaderCore({ config, logger, db, scratch, now: uploads.now });
  const client = core.egress.client;
  const importWiring = await createImportWiring({
    config,
    logger,
    db,
    store,
    scratch,
    client,
    now: uploads.now,
  });
  const jobs = createJobParts({
    jobs: withJobEndMetrics(createJobsRepository(db), ops.metrics),
    files: createFilesRepository(db),
    store,
    scratch,
    leftovers: createLeftoverProcesses(),
    executor:
      options.executor ??
      createEncodeExecutor({
        runner: createProcessRunner(),
        files: scratch,
        ffmpegPath: config.ffmpegPath,
        ffprobePath: config.ffprobePath,
        soxPath: config.soxPath,
        timeoutMs: config.jobTimeoutMs,
        log,
        ...(config.encodeSpeed ? { speed: config.encodeSpeed } : {}),
      }),
    checkOutput: createOutputCheck({
      runner: createProcessRunner(),
      ffprobePath: config.ffprobePath,
      timeoutMs: config.probeTimeoutMs,
      files: scratch,
      log,
    }),
    download: core.jobDeps,
    import: importWiring.jobDeps,
    events: jobEvents,
    credits: accounts.credits,
    tokens: uploads.tokens,
    now: uploads.now,
    concurrency: config.jobConcurrency,
    jobTimeoutMs: config.jobTimeoutMs,
    resultTtlMs: config.resultTtlMs,
    log,
    // BullMQ when Redis is configured, else the jobs table (shared by every process on PostgreSQL).
    makeQueue: redis.makeQueue ?? sharedDbQueueMaker(config, db),
  });
  const platforms = createPlatformsService({
    repository: createPlatformSettingsRepository(db),
    disabledByConfig: config.disabledPlatforms,
  });
  const downloader = createDownloaderServices({
    config,
    logger,
    db,
    scratch,
    now: uploads.now,
    core,
    secret: config.uploadTokenSecret ?? (await loadOrCreateSecretKey(config.dataDir)),
    platforms,
    queue: jobs.queue,
    credits: accounts.credits,
    users: accounts.users,
    captcha: accounts.captcha,
    fileTokens: uploads.tokens,
    files: uploads.files,
    whatsappLookup: options.whatsappLookup,
    limits: redis.limits.stores,
    remote: apiCalls,
  });
  const workerCalls = createWorkerCallPart({
    db,
    handlers: createWorkerCallHandlers({
      store,
      scratch,
      check: uploads.mediaCheck,
      ytdlp: core.ytdlp,
      engineStatus: core.engineStatus,
      log: logger.child({ component: 'worker-calls' }),
    }),
    log: logger,
  });
  return {
    config,
    logger,
    db,
    uploads,
    accounts,
    platforms,
    jobs,
    jobEvents,
    downloader,
    socketAdapter: redis.socketAdapter,
    redisPing: redis.ping,
    imports: importWiring.services(jobs.queue, uploads.tokens),
    engineStatus: apiCalls?.engineStatus ?? core.engineStatus,
    ops,
    workerCalls,
    close: async () => {
      await core.egress.close();
      storage.close();
      await redis.close();
    },
  };
}

/** Shutdown order: no new sweeps, then running jobs handed back, then the http api closed. */
const STOP_ORDER: readonly Part[] = ['sweeper', 'calls', 'worker', 'http', 'metrics'];

/** How long open requests may finish once the http part stops, before their connections are cut. */
const HTTP_CLOSE_GRACE_MS = 5_000;

/**
 * Closes the http api: requests in flight get `HTTP_CLOSE_GRACE_MS` to finish, then every connection
 * left is cut. Node's close only ends idle keep-alive connections; a connection that was opened but
 * has not sent its request yet is neither idle nor active and would hold the close forever.
 */
async function closeWithGrace(app: FastifyInstance): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), HTTP_CLOSE_GRACE_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/** The started parts of a process. */
export interface Running {
  /** The http part's app, when it runs. */
  readonly app: FastifyInstance | undefined;
  readonly address: string | undefined;
  /** Stops the sweeper, then the worker (running jobs go back to pending), then the http part. */
  stop(): Promise<void>;
}

/**
 * Starts `parts`. The worker starts before the http api listens, so what a previous process left
 * running is recovered before a request can arrive; `listen` is where the http part listens.
 */
export async function startParts(
  root: Root,
  parts: readonly Part[],
  listen: { readonly host: string; readonly port: number },
): Promise<Running> {
  const stops: { readonly part: Part; readonly stop: () => Promise<void> }[] = [];
  const stopAll = async (): Promise<void> => {
    for (const part of STOP_ORDER) for (const s of stops) if (s.part === part) await s.stop();
    await root.close();
  };
  let app: FastifyInstance | undefined;
  let address: string | undefined;
  try {
    if (parts.includes('worker')) {
      await root.jobs.worker.start();
      stops.push({ part: 'worker', stop: () => root.jobs.worker.stop() });
    }
    if (parts.includes('calls')) {
      root.workerCalls.start();
      stops.push({ part: 'calls', stop: () => root.workerCalls.stop() });
    }
    if (parts.includes('http')) {
      const httpApp = await buildApp({ ...root, jobs: root.jobs.service });
      app = httpApp;
      stops.push({ part: 'http', stop: () => closeWithGrace(httpApp) });
      address = await httpApp.listen(listen);
    }
    if (parts.includes('sweeper')) {
      // Abandoned upload sessions and expired files are removed on a timer (DESIGN.md §5; decisions D20).
      const sweeps = scheduleSweeps(root.uploads.sweeper, root.config.sweepIntervalMs, root.logger);
      stops.push({ part: 'sweeper', stop: () => sweeps.stop() });
    }
    const { metrics } = root.ops;
    const metricsPort = root.config.metrics.workerPort;
    if (parts.includes('metrics') && metrics && metricsPort !== undefined) {
      // A worker's only port, and only when asked for (D236).
      const metricsApp = await buildMetricsApp(metrics, root.logger);
      stops.push({ part: 'metrics', stop: () => metricsApp.close() });
      await metricsApp.listen({ host: listen.host, port: metricsPort });
    }
  } catch (error) {
    await stopAll().catch(() => undefined);
    throw error;
  }
  return { app, address, stop: stopAll };
}

import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  createAccountServices,
  registerAccountPlugins,
  registerAccountRoutes,
  type AccountServices,
} from './accounts-wiring.js';
import type { Config } from './config/env.js';
import { errorHandlerPlugin } from './plugins/error-handler.plugin.js';
import { jsonBodyPlugin, JSON_BODY_LIMIT_BYTES } from './plugins/json-body.plugin.js';
import { multipartPlugin } from './plugins/multipart.plugin.js';
import { ownerPlugin } from './plugins/owner.plugin.js';
import { spaPlugin } from './plugins/spa.plugin.js';
import { type Db, pingDatabase } from './repositories/database/database.js';
import { createFilesRepository } from './repositories/database/files.repository.js';
import { createJobsRepository } from './repositories/database/jobs.repository.js';
import { createPlatformSettingsRepository } from './repositories/database/platform-settings.repository.js';
import { createUploadSessionsRepository } from './repositories/database/upload-sessions.repository.js';
import { createLeftoverProcesses } from './repositories/process/leftover-processes.repository.js';
import { createProcessRunner } from './repositories/process/process-runner.repository.js';
import { createSocketJobEvents } from './repositories/realtime/job-events.repository.js';
import { createSocketServer } from './repositories/realtime/socket-server.js';
import { linkOrCopyFile } from './repositories/storage/link-file.repository.js';
import { createLocalFileStorage } from './repositories/storage/local-file-storage.repository.js';
import { createLocalObjectStore } from './repositories/storage/local-object-store.repository.js';
import { createScratchStorage } from './repositories/storage/scratch.repository.js';
import { createUploadHasher } from './repositories/storage/upload-hasher.repository.js';
import { createUploadWorkspace } from './repositories/storage/upload-workspace.repository.js';
import { loadOrCreateSecretKey } from './repositories/storage/secret-key.repository.js';
import { platformsRoutes } from './routes/downloader/platforms.routes.js';
import { chunkUploadRoutes } from './routes/files/chunk-upload.routes.js';
import { downloadRoutes } from './routes/files/download.routes.js';
import { importConfigRoutes } from './routes/files/import-config.routes.js';
import { regularUploadRoutes } from './routes/files/regular-upload.routes.js';
import { healthRoutes } from './routes/health/health.routes.js';
import { jobsRoutes } from './routes/jobs/jobs.routes.js';
import { ANSWER_CHECKS, collectApiRoutes } from './routes/openapi/api-routes.js';
import { openapiRoutes } from './routes/openapi/openapi.routes.js';
import {
  createChunkUploadService,
  type ChunkUploadService,
} from './services/uploads/chunk-upload.service.js';
import { createDownloadTokens, type DownloadTokens } from './services/download-token.js';
import type { EncodeExecutor } from './services/encode/encode-executor.js';
import { createEncodeExecutor } from './services/encode/encode-executor.service.js';
import { createFilesService, type FilesService } from './services/files.service.js';
import { readImportConfig } from './services/import-config.service.js';
import { createKeyedMutex } from './services/keyed-mutex.js';
import { createLimitsService } from './services/limits.service.js';
import { createCodecCatalog } from './services/codec-catalog.service.js';
import { createMediaIntake } from './services/uploads/media-intake.service.js';
import { createPlatformsService } from './services/platforms.service.js';
import { createSubtitleIntake } from './services/uploads/subtitle-intake.service.js';
import { createJobsService, type JobsService } from './services/jobs/jobs.service.js';
import { createOutputCheck } from './services/jobs/output-check.js';
import {
  createRegularUploadService,
  type RegularUploadService,
} from './services/uploads/regular-upload.service.js';
import { createSocketAuthenticator } from './services/accounts/socket-authenticator.js';
import { createSweeper, type Sweeper } from './services/sweeper.service.js';
import { APP_VERSION } from './version.js';

export interface UploadServices {
  readonly chunks: ChunkUploadService;
  readonly regular: RegularUploadService;
  readonly files: FilesService;
  readonly sweeper: Sweeper;
  /** The download-token signer, shared with the job service (results carry tokens). */
  readonly tokens: DownloadTokens;
  /** The services' clock. */
  readonly now: () => number;
}

/** The origin of Cloudflare Turnstile's script and widget frame (developers.cloudflare.com/turnstile). */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

export interface AppDeps {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly db: Db;
  /** Built from the configuration when not given (server.ts passes them to schedule the sweeper). */
  readonly uploads?: UploadServices;
  /** The media engine; ffmpeg/sox through the process runner when not given (tests may fake it). */
  readonly executor?: EncodeExecutor;
  /** Accounts, credits, captcha and payments; built from the configuration when not given (tests move its clock). */
  readonly accounts?: AccountServices;
}

/**
 * Wires the upload services to their concrete adapters: SQLite, the local data directory, child
 * processes (DESIGN.md §1 embedded mode). `now` is injectable so tests can move the clock.
 */
export async function createUploadServices(
  { config, logger, db }: Pick<AppDeps, 'config' | 'logger' | 'db'>,
  now: () => number = Date.now,
): Promise<UploadServices> {
  const store = createLocalObjectStore(config.dataDir);
  const workspace = createUploadWorkspace(config.dataDir, createUploadHasher());
  const sessions = createUploadSessionsRepository(db);
  const files = createFilesRepository(db);
  const tokens = createDownloadTokens(
    config.uploadTokenSecret ?? (await loadOrCreateSecretKey(config.dataDir)),
  );
  const mutex = createKeyedMutex();
  const limits = createLimitsService({ tierLimits: config.accounts.tierLimits });
  const probe = {
    runner: createProcessRunner(),
    ffprobePath: config.ffprobePath,
    probeTimeoutMs: config.probeTimeoutMs,
    log: logger,
  };
  const intake = createMediaIntake({
    workspace,
    store,
    files,
    ...probe,
    fileTtlMs: config.fileTtlMs,
    now,
    subtitles: createSubtitleIntake({ workspace, ...probe }),
    codecs: createCodecCatalog({
      runner: probe.runner,
      ffmpegPath: config.ffmpegPath,
      timeoutMs: config.probeTimeoutMs,
      log: logger,
    }),
  });
  // Embedded mode runs one process: a completion that was running when it stopped is not running now.
  await sessions.resetAssembling(now());
  const ttl = { uploadSessionTtlMs: config.uploadSessionTtlMs };
  return {
    chunks: createChunkUploadService({
      sessions,
      files,
      workspace,
      intake,
      tokens,
      limits,
      mutex,
      now,
      ...ttl,
    }),
    regular: createRegularUploadService({ workspace, intake, limits, tokens }),
    files: createFilesService({ files, store, tokens, now }),
    sweeper: createSweeper({
      sessions,
      files,
      jobs: createJobsRepository(db),
      store,
      workspace,
      mutex,
      now,
      ...ttl,
    }),
    tokens,
    now,
  };
}

/**
 * The Fastify app: external plugins → app plugins → routes. It owns no process concerns
 * (listening, signals, the sweeper's timer); server.ts does.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, logger, db } = deps;
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    // Per-request lines only when debugging; errors are logged by the error handler either way.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // Bodies of API calls are small JSON; uploads are streamed by the multipart plugin with their own caps.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Every request has a bounded life (DESIGN.md §5; D68): idle, keep-alive, whole request, head.
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node checks the two limits above on this timer (30 s by default, too coarse for short limits).
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutMs),
    },
  });

  // Cloudflare Turnstile, when configured, runs its script and an iframe from its own origin (D46, D51).
  const turnstileOrigins = config.accounts.captcha.turnstile ? [TURNSTILE_ORIGIN] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // hash-wasm compiles WebAssembly in the upload worker; this allows wasm only, not JS eval.
        'script-src': ["'self'", "'wasm-unsafe-eval'", ...turnstileOrigins],
        'frame-src': ["'self'", ...turnstileOrigins],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        // The app is often self-hosted on plain http; upgrading would break every sub-request.
        'upgrade-insecure-requests': null,
      },
    },
    // Same reason: HSTS on a plain-http self-host would lock browsers out of the site.
    strictTransportSecurity: false,
  });
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  const accounts = deps.accounts ?? (await createAccountServices(deps));
  await registerAccountPlugins(app, config);
  await app.register(ownerPlugin, { resolve: accounts.resolveOwner });
  await app.register(multipartPlugin);

  const platforms = createPlatformsService({
    repository: createPlatformSettingsRepository(db),
    disabledByConfig: config.disabledPlatforms,
  });
  const apiRoutes = collectApiRoutes(app, { checkAnswers: ANSWER_CHECKS[config.nodeEnv] });
  healthRoutes(app, { checkDatabase: () => pingDatabase(db), version: APP_VERSION });
  platformsRoutes(app, { platforms });
  const uploads = deps.uploads ?? (await createUploadServices(deps));
  chunkUploadRoutes(app, { uploads: uploads.chunks, beforeUpload: accounts.beforeUpload });
  regularUploadRoutes(app, { uploads: uploads.regular, beforeUpload: accounts.beforeUpload });
  downloadRoutes(app, { files: uploads.files });
  importConfigRoutes(app, { importConfig: readImportConfig });
  const jobs = createJobs(deps, uploads, accounts, app);
  jobsRoutes(app, { jobs });
  openapiRoutes(app, { version: APP_VERSION, routes: apiRoutes });
  registerAccountRoutes(app, accounts, config);

  await app.register(spaPlugin, { webDistDir: config.webDistDir });
  return app;
}

/**
 * The job service with its socket publisher, queue and media engine. Recovery and the queue start when
 * the app is ready; closing the app stops taking jobs and hands the running ones back as pending.
 */
function createJobs(
  deps: AppDeps,
  uploads: UploadServices,
  accounts: AccountServices,
  app: FastifyInstance,
): JobsService {
  const { config, logger, db } = deps;
  const log = logger.child({ component: 'jobs' });
  const scratch = createScratchStorage(config.dataDir);
  const io = createSocketServer(app.server, {
    authenticate: createSocketAuthenticator({ auth: accounts.auth, ids: accounts.ids, now: accounts.now }),
    snapshot: (owner, jobId) => jobs.snapshot(owner, jobId),
    log,
  });
  const jobs = createJobsService({
    jobs: createJobsRepository(db),
    files: createFilesRepository(db),
    storage: createLocalFileStorage(config.dataDir),
    scratch,
    leftovers: createLeftoverProcesses(),
    linkFile: linkOrCopyFile,
    executor:
      deps.executor ??
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
    events: createSocketJobEvents(io),
    credits: accounts.credits,
    tokens: uploads.tokens,
    now: uploads.now,
    concurrency: config.jobConcurrency,
    jobTimeoutMs: config.jobTimeoutMs,
    resultTtlMs: config.resultTtlMs,
    log,
  });
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await io.close();
  });
  return jobs;
}

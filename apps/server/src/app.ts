import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config/env.js';
import { errorHandlerPlugin } from './plugins/error-handler.plugin.js';
import { multipartPlugin } from './plugins/multipart.plugin.js';
import { ownerPlugin } from './plugins/owner.plugin.js';
import { spaPlugin } from './plugins/spa.plugin.js';
import { type Db, pingDatabase } from './repositories/database/database.js';
import { createFilesRepository } from './repositories/database/files.repository.js';
import { createPlatformSettingsRepository } from './repositories/database/platform-settings.repository.js';
import { createUploadSessionsRepository } from './repositories/database/upload-sessions.repository.js';
import { createProcessRunner } from './repositories/process/process-runner.repository.js';
import { createSocketServer } from './repositories/realtime/socket-server.js';
import { createLocalFileStorage } from './repositories/storage/local-file-storage.repository.js';
import { loadOrCreateSecretKey } from './repositories/storage/secret-key.repository.js';
import { platformsRoutes } from './routes/downloader/platforms.routes.js';
import { chunkUploadRoutes } from './routes/files/chunk-upload.routes.js';
import { downloadRoutes } from './routes/files/download.routes.js';
import { regularUploadRoutes } from './routes/files/regular-upload.routes.js';
import { healthRoutes } from './routes/health/health.routes.js';
import { createChunkUploadService, type ChunkUploadService } from './services/chunk-upload.service.js';
import { createDownloadTokens } from './services/download-token.js';
import { createFilesService, type FilesService } from './services/files.service.js';
import { createKeyedMutex } from './services/keyed-mutex.js';
import { createLimitsService } from './services/limits.service.js';
import { createMediaIntake } from './services/media-intake.service.js';
import { createPlatformsService } from './services/platforms.service.js';
import { createRegularUploadService, type RegularUploadService } from './services/regular-upload.service.js';
import { createSweeper, type Sweeper } from './services/sweeper.service.js';
import { APP_VERSION } from './version.js';

export interface UploadServices {
  readonly chunks: ChunkUploadService;
  readonly regular: RegularUploadService;
  readonly files: FilesService;
  readonly sweeper: Sweeper;
}

export interface AppDeps {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly db: Db;
  /** Built from the configuration when not given (server.ts passes them to schedule the sweeper). */
  readonly uploads?: UploadServices;
}

/**
 * Wires the upload services to their concrete adapters: SQLite, the local data directory, child
 * processes (DESIGN.md §1 embedded mode). `now` is injectable so tests can move the clock.
 */
export async function createUploadServices(
  { config, logger, db }: Omit<AppDeps, 'uploads'>,
  now: () => number = Date.now,
): Promise<UploadServices> {
  const storage = createLocalFileStorage(config.dataDir);
  const sessions = createUploadSessionsRepository(db);
  const files = createFilesRepository(db);
  const tokens = createDownloadTokens(
    config.uploadTokenSecret ?? (await loadOrCreateSecretKey(config.dataDir)),
  );
  const mutex = createKeyedMutex();
  const limits = createLimitsService({ anonymousMaxFileSize: config.anonymousMaxFileSize });
  const intake = createMediaIntake({
    storage,
    files,
    runner: createProcessRunner(),
    ffprobePath: config.ffprobePath,
    probeTimeoutMs: config.probeTimeoutMs,
    fileTtlMs: config.fileTtlMs,
    now,
    log: logger,
  });
  // Embedded mode runs one process: a completion that was running when it stopped is not running now.
  await sessions.resetAssembling(now());
  const ttl = { uploadSessionTtlMs: config.uploadSessionTtlMs };
  return {
    chunks: createChunkUploadService({
      sessions,
      files,
      storage,
      intake,
      tokens,
      limits,
      mutex,
      now,
      ...ttl,
    }),
    regular: createRegularUploadService({ storage, intake, limits, tokens }),
    files: createFilesService({ files, storage, tokens, now }),
    sweeper: createSweeper({ sessions, files, storage, mutex, now, ...ttl }),
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
    bodyLimit: 1024 * 1024,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // hash-wasm compiles WebAssembly in the upload worker; this allows wasm only, not JS eval.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
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
  await app.register(ownerPlugin);
  await app.register(multipartPlugin);

  const platforms = createPlatformsService({
    repository: createPlatformSettingsRepository(db),
    disabledByConfig: config.disabledPlatforms,
  });
  healthRoutes(app, { checkDatabase: () => pingDatabase(db), version: APP_VERSION });
  platformsRoutes(app, { platforms });
  const uploads = deps.uploads ?? (await createUploadServices(deps));
  chunkUploadRoutes(app, { uploads: uploads.chunks });
  regularUploadRoutes(app, { uploads: uploads.regular });
  downloadRoutes(app, { files: uploads.files });

  await app.register(spaPlugin, { webDistDir: config.webDistDir });

  const io = createSocketServer(app.server);
  app.addHook('onClose', async () => {
    await io.close();
  });
  return app;
}

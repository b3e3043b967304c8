import helmet from '@fastify/helmet';
import { driveBrowserSources } from '@mediaforge/shared';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { registerAccountPlugins, registerAccountRoutes, type AccountServices } from './accounts-wiring.js';
import type { Config } from './config/env.js';
import { errorHandlerPlugin } from './plugins/error-handler.plugin.js';
import { jsonBodyPlugin, JSON_BODY_LIMIT_BYTES } from './plugins/json-body.plugin.js';
import { multipartPlugin } from './plugins/multipart.plugin.js';
import { ownerPlugin } from './plugins/owner.plugin.js';
import { spaPlugin } from './plugins/spa.plugin.js';
import type { Db } from './repositories/database/database.js';
import { createSocketJobEvents } from './repositories/realtime/job-events.repository.js';
import { createSocketServer } from './repositories/realtime/socket-server.js';
import type { SocketAdapter } from './repositories/realtime/redis-fanout.repository.js';
import type { DownloaderServices } from './composition/downloader-services.js';
import { archiveRoutes } from './routes/downloader/archive.routes.js';
import { downloaderRoutes } from './routes/downloader/downloader.routes.js';
import { platformsRoutes } from './routes/downloader/platforms.routes.js';
import { whatsappRoutes } from './routes/downloader/whatsapp.routes.js';
import { mediaRoutes } from './routes/media/media.routes.js';
import { chunkUploadRoutes } from './routes/files/chunk-upload.routes.js';
import { downloadRoutes } from './routes/files/download.routes.js';
import { importConfigRoutes } from './routes/files/import-config.routes.js';
import { importRoutes } from './routes/imports/imports.routes.js';
import { regularUploadRoutes } from './routes/files/regular-upload.routes.js';
import { healthRoutes } from './routes/health/health.routes.js';
import { metricsRoutes } from './routes/metrics/metrics.routes.js';
import { countUploadBytes } from './plugins/upload-bytes.plugin.js';
import type { OpsParts } from './composition/ops-parts.js';
import { jobsRoutes } from './routes/jobs/jobs.routes.js';
import { ANSWER_CHECKS, collectApiRoutes } from './routes/openapi/api-routes.js';
import { openapiRoutes } from './routes/openapi/openapi.routes.js';
import { readImportConfig } from './services/import-config.service.js';
import type { PlatformsService } from './services/platforms.service.js';
import type { JobsService } from './services/jobs/jobs.service.js';
import type { JobEventsRelay } from './composition/job-events-relay.js';
import type { UploadServices } from './composition/upload-services.js';
import type { ImportServices } from './composition/import-services.js';
import { createSocketAuthenticator } from './services/accounts/socket-authenticator.js';
import { APP_VERSION } from './version.js';

/** The origin of Cloudflare Turnstile's script and widget frame (developers.cloudflare.com/turnstile). */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** What the http part serves: services built once by the composition root (composition/root.ts). */
export interface AppDeps {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly db: Db;
  readonly uploads: UploadServices;
  readonly accounts: AccountServices;
  readonly jobs: JobsService;
  readonly platforms: PlatformsService;
  /** Job messages of the queue; the app attaches its socket server to them while it is open. */
  readonly jobEvents: JobEventsRelay;
  /** Analyses, downloads, the stream, the tools jobs and the media proxy. */
  readonly downloader: DownloaderServices;
  /** Imports from a web link or a drive, and the OneDrive code exchange. */
  readonly imports: ImportServices;
  /** The process's role, its dependencies' health check and the metrics when enabled (D235, D236). */
  readonly ops: OpsParts;
  /** socket.io's Redis adapter in the scaled mode (any API node reaches any job's sockets). */
  readonly socketAdapter?: SocketAdapter | undefined;
}

/**
 * The Fastify app: external plugins → app plugins → routes, and the socket server of live job
 * updates. It builds no adapter and owns no process concerns (listening, signals, timers).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, logger } = deps;
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
  // The browser calls the configured drives itself (CC §7) and runs Google's sign-in script (D222).
  const drives = driveBrowserSources(readImportConfig(config.drives).drives ?? {});
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // hash-wasm compiles WebAssembly in the upload worker; this allows wasm only, not JS eval.
        'script-src': ["'self'", "'wasm-unsafe-eval'", ...turnstileOrigins, ...drives.script],
        'frame-src': ["'self'", ...turnstileOrigins, ...drives.frame],
        'img-src': ["'self'", 'data:', 'blob:', ...drives.img],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", ...drives.connect],
        // The app is often self-hosted on plain http; upgrading would break every sub-request.
        'upgrade-insecure-requests': null,
      },
    },
    // Same reason: HSTS on a plain-http self-host would lock browsers out of the site.
    strictTransportSecurity: false,
    // The drive logins are popups that answer this page (CC §4 "Login popups"; D221).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  const { accounts, uploads } = deps;
  await registerAccountPlugins(app, config, accounts.rateLimitStore);
  await app.register(ownerPlugin, { resolve: accounts.resolveOwner });
  await app.register(multipartPlugin);

  const { platforms } = deps;
  const apiRoutes = collectApiRoutes(app, { checkAnswers: ANSWER_CHECKS[config.nodeEnv] });
  healthRoutes(app, { health: deps.ops.health, role: deps.ops.role, version: APP_VERSION });
  if (deps.ops.metrics) {
    metricsRoutes(app, { metrics: deps.ops.metrics });
    countUploadBytes(app, deps.ops.metrics);
  }
  platformsRoutes(app, { platforms });
  downloaderRoutes(app, deps.downloader);
  archiveRoutes(app, deps.downloader);
  whatsappRoutes(app, deps.downloader);
  mediaRoutes(app, { media: deps.downloader.media });
  chunkUploadRoutes(app, { uploads: uploads.chunks, beforeUpload: accounts.beforeUpload });
  regularUploadRoutes(app, { uploads: uploads.regular, beforeUpload: accounts.beforeUpload });
  downloadRoutes(app, { files: uploads.files });
  importConfigRoutes(app, { importConfig: () => readImportConfig(config.drives) });
  void app.register(importRoutes, { ...deps.imports, beforeUpload: accounts.beforeUpload });
  attachJobSockets(app, deps);
  jobsRoutes(app, { jobs: deps.jobs });
  openapiRoutes(app, { version: APP_VERSION, routes: apiRoutes });
  registerAccountRoutes(app, accounts, config);

  await app.register(spaPlugin, { webDistDir: config.webDistDir });
  return app;
}

/** Live job updates over socket.io on the app's own http server, for as long as the app is open. */
function attachJobSockets(app: FastifyInstance, deps: AppDeps): void {
  const { accounts, jobs } = deps;
  const io = createSocketServer(app.server, {
    authenticate: createSocketAuthenticator({ auth: accounts.auth, ids: accounts.ids, now: accounts.now }),
    snapshot: (owner, jobId) => jobs.snapshot(owner, jobId),
    log: deps.logger.child({ component: 'jobs' }),
    adapter: deps.socketAdapter,
  });
  const detach = deps.jobEvents.attach(createSocketJobEvents(io));
  app.addHook('onClose', async () => {
    detach();
    await io.close();
  });
}

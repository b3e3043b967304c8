import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config/env.js';
import { errorHandlerPlugin } from './plugins/error-handler.plugin.js';
import { spaPlugin } from './plugins/spa.plugin.js';
import { type Db, pingDatabase } from './repositories/database/database.js';
import { createPlatformSettingsRepository } from './repositories/database/platform-settings.repository.js';
import { createSocketServer } from './repositories/realtime/socket-server.js';
import { platformsRoutes } from './routes/downloader/platforms.routes.js';
import { healthRoutes } from './routes/health/health.routes.js';
import { createPlatformsService } from './services/platforms.service.js';
import { APP_VERSION } from './version.js';

export interface AppDeps {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly db: Db;
}

/**
 * The Fastify app: external plugins → app plugins → routes. It owns no process concerns
 * (listening, signals); server.ts does.
 */
export async function buildApp({ config, logger, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    // Per-request lines only when debugging; errors are logged by the error handler either way.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // Bodies of API calls are small JSON; uploads get their own limits with the multipart plugin.
    bodyLimit: 1024 * 1024,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
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

  const platforms = createPlatformsService({
    repository: createPlatformSettingsRepository(db),
    disabledByConfig: config.disabledPlatforms,
  });
  healthRoutes(app, { checkDatabase: () => pingDatabase(db), version: APP_VERSION });
  platformsRoutes(app, { platforms });

  await app.register(spaPlugin, { webDistDir: config.webDistDir });

  const io = createSocketServer(app.server);
  app.addHook('onClose', async () => {
    await io.close();
  });
  return app;
}

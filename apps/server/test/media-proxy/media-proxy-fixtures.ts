import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config/env.js';
import { crossSitePlugin } from '../../src/plugins/cross-site.plugin.js';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.plugin.js';
import { jsonBodyPlugin } from '../../src/plugins/json-body.plugin.js';
import { migrateToLatest, openSqliteDatabase } from '../../src/repositories/database/database.js';
import {
  createPlatformSettingsRepository,
  type PlatformSettingsRepository,
} from '../../src/repositories/database/platform-settings.repository.js';
import { createEgress } from '../../src/repositories/egress/egress.repository.js';
import type { HostLookup } from '../../src/repositories/egress/egress-guard.repository.js';
import { mediaRoutes } from '../../src/routes/media/media.routes.js';
import { collectApiRoutes } from '../../src/routes/openapi/api-routes.js';
import { openapiRoutes } from '../../src/routes/openapi/openapi.routes.js';
import { createMediaProxyService, type EngineStatus } from '../../src/services/media/media-proxy.service.js';
import { createMediaTokens, type MediaTokens } from '../../src/services/media/media-tokens.js';
import { createPlatformsService } from '../../src/services/platforms.service.js';
import { warnLog, type WarnLog } from '../egress/egress-fixtures.js';

/** What the download engine's version check would report; the proxy only passes it on. */
export const ENGINE: EngineStatus = {
  name: 'yt-dlp',
  path: '/usr/bin/yt-dlp',
  version: '2023.03.04',
  releasedAt: '2023-03-04',
  ageDays: 900,
  outdated: true,
};

const SECRET = 'media-proxy-test-secret-of-32-characters';

export interface MediaApp {
  readonly app: FastifyInstance;
  readonly baseUrl: string;
  /** The same signer the server uses (tests sign addresses the public call would refuse). */
  readonly tokens: MediaTokens;
  readonly platformSettings: PlatformSettingsRepository;
  /** Warnings of the egress client and the media proxy. */
  readonly log: WarnLog;
  /** The services' clock; tests move it. */
  readonly clock: { now: number };
  close(): Promise<void>;
}

/**
 * The media routes on a Fastify instance built like app.ts builds the real one (helmet, the one error
 * handler, the JSON body rules, the cross-site check, answers checked against their contracts), over
 * the real egress client, a real SQLite platform table and a real listening socket.
 */
export async function startMediaApp(env: Record<string, string>, lookup?: HostLookup): Promise<MediaApp> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const log = warnLog();
  const egress = createEgress(config.egress, { logger: log, lookup });
  const db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
  const platformSettings = createPlatformSettingsRepository(db);
  const clock = { now: Date.now() };
  const tokens = createMediaTokens(SECRET);
  const media = createMediaProxyService({
    egress: egress.client,
    tokens,
    platforms: createPlatformsService({ repository: platformSettings, disabledByConfig: [] }),
    engineStatus: () => Promise.resolve(ENGINE),
    config: config.media,
    now: () => clock.now,
    logger: log,
  });
  const app = Fastify();
  await app.register(helmet);
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(crossSitePlugin, {});
  const routes = collectApiRoutes(app, { checkAnswers: 'throw' });
  mediaRoutes(app, { media });
  openapiRoutes(app, { version: 'test', routes });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    tokens,
    platformSettings,
    log,
    clock,
    async close() {
      await app.close();
      await egress.close();
      await db.destroy();
    },
  };
}

export interface ErrorAnswer {
  readonly status: number;
  readonly code: string;
  readonly context: Record<string, unknown> | undefined;
}

/** An error answer's status and code; fails when the answer is not an error body. */
export async function errorOf(response: Response): Promise<ErrorAnswer> {
  const body = (await response.json()) as { code?: unknown; context?: Record<string, unknown> };
  if (typeof body.code !== 'string') throw new Error(`not an error body: ${JSON.stringify(body)}`);
  return { status: response.status, code: body.code, context: body.context };
}

/** POST /api/media/generate-token. */
export function generateToken(baseUrl: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/media/generate-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The proxied path a generate-token call answers (the call must succeed and proxy). */
export async function proxiedPath(baseUrl: string, url: string, platform = 'instagram'): Promise<string> {
  const response = await generateToken(baseUrl, { url, platform });
  const body = (await response.json()) as { data?: { proxiedUrl?: string; proxied?: boolean } };
  if (response.status !== 200 || body.data?.proxied !== true || !body.data.proxiedUrl) {
    throw new Error(`generate-token did not proxy ${url}: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.data.proxiedUrl;
}

/** 1000 bytes that differ from their neighbours, so a wrong range is visible. */
export const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

/** Answers one `bytes=a-b` / `a-` / `-n` range of VIDEO like a CDN does. */
export function serveRanged(req: IncomingMessage, res: ServerResponse, type: string): void {
  const match = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  const common = { 'content-type': type, 'accept-ranges': 'bytes' };
  if (!match) {
    res.writeHead(200, { ...common, 'content-length': VIDEO.length }).end(VIDEO);
    return;
  }
  const [, a = '', b = ''] = match;
  const start = a === '' ? VIDEO.length - Number(b) : Number(a);
  const end = a === '' || b === '' ? VIDEO.length - 1 : Math.min(Number(b), VIDEO.length - 1);
  if (start >= VIDEO.length) {
    res.writeHead(416, { 'content-range': `bytes */${VIDEO.length}` }).end();
    return;
  }
  res
    .writeHead(206, {
      ...common,
      'content-range': `bytes ${start}-${end}/${VIDEO.length}`,
      'content-length': end - start + 1,
    })
    .end(VIDEO.subarray(start, end + 1));
}

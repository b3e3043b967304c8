import {
  DOWNLOADER_PATHS,
  mediaTokenRequestSchema,
  type ApiSuccess,
  type MediaHealth,
} from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import type { MediaProxyService, MediaToken } from '../../services/media/media-proxy.service.js';
import { sendRelayed, visitorSignal } from '../../services/relay/egress-relay.js';
import { parseWith } from '../validation.js';
import {
  MEDIA_HEALTH_CONTRACT,
  MEDIA_PROXY_AUDIO_CONTRACT,
  MEDIA_PROXY_CONTRACT,
  MEDIA_TOKEN_CONTRACT,
  mediaProxyAudioQuerySchema,
} from './media.contract.js';

export interface MediaRouteDeps {
  readonly media: MediaProxyService;
}

/** `/api/x` and `/x`: both spellings the documents write (NOTES.md 3; docs/decisions.md D4). */
const withAndWithoutApi = (path: string): string[] => [path, path.replace(/^\/api/, '')];

/**
 * The media proxy (downloader-results.md §7): generate-token and health without an account, under both
 * spellings; the proxy paths only with /api, as the spec writes them. The proxy paths answer GET and an
 * explicit HEAD (asked upstream as HEAD too: Fastify's own HEAD would read the whole body to discard it).
 */
export function mediaRoutes(app: FastifyInstance, deps: MediaRouteDeps): void {
  const { media } = deps;
  for (const url of withAndWithoutApi(DOWNLOADER_PATHS.mediaToken)) {
    app.post(url, MEDIA_TOKEN_CONTRACT, async (request): Promise<ApiSuccess<MediaToken>> => ({
      success: true,
      data: await media.generateToken(parseWith(mediaTokenRequestSchema, request.body)),
    }));
  }
  for (const url of withAndWithoutApi(DOWNLOADER_PATHS.mediaHealth)) {
    app.get(url, MEDIA_HEALTH_CONTRACT, async (): Promise<ApiSuccess<MediaHealth>> => ({
      success: true,
      data: await media.health(),
    }));
  }
  // A wildcard, not `:token`: tokens carry a whole address and outgrow the router's 100-character parameters.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${DOWNLOADER_PATHS.mediaProxy('')}*`,
    ...MEDIA_PROXY_CONTRACT,
    handler: async (request, reply) =>
      sendRelayed(
        reply,
        await media.proxy({
          path: request.params['*'],
          range: request.headers.range,
          head: request.method === 'HEAD',
          signal: visitorSignal(reply),
        }),
      ),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: DOWNLOADER_PATHS.mediaProxyAudio,
    ...MEDIA_PROXY_AUDIO_CONTRACT,
    handler: async (request, reply) =>
      sendRelayed(
        reply,
        await media.proxyAudio({
          url: parseWith(mediaProxyAudioQuerySchema, request.query).url,
          range: request.headers.range,
          head: request.method === 'HEAD',
          signal: visitorSignal(reply),
        }),
      ),
  });
}

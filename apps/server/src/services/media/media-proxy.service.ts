import {
  DOWNLOADER_MESSAGES,
  DOWNLOADER_PATHS,
  ERROR_CODES,
  MEDIA_PROXY_PLATFORMS,
  isMediaProxyPlatform,
  type MediaHealth,
  type mediaTokenSchema,
} from '@mediaforge/shared';
import type { z } from 'zod';
import type { MediaConfig } from '../../config/media-config.js';
import { egressError } from '../../egress/egress-error.js';
import { AppError } from '../../errors/app-error.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import type { PlatformsService } from '../platforms.service.js';
import { relay, type RelayedAnswer } from '../relay/egress-relay.js';
import { createMediaHostPolicy, MEDIA_HOST_PLATFORMS, type MediaHostPlatform } from './media-hosts.js';
import { MEDIA_TOKEN_TYPE, type MediaTokens } from './media-tokens.js';

/**
 * The media proxy (downloader-results.md §3, §7; docs/decisions.md D110–D114): signs tokens for the
 * media addresses of the supported platforms, relays what those addresses answer when they are media,
 * relays audio of the platforms' CDNs by address, and reports its health with the download engine's.
 */
export type MediaToken = z.infer<typeof mediaTokenSchema>;
export type EngineStatus = MediaHealth['engine'];

export interface MediaTokenInput {
  readonly url: string;
  /** Lower case (the request schema lowers it). */
  readonly platform: string;
  readonly type: string;
}

export interface RelayInput {
  readonly range?: string | undefined;
  readonly head?: boolean;
  readonly signal?: AbortSignal | undefined;
}

export interface MediaProxyService {
  /** POST /media/generate-token: a proxy path, or the URL as given when it is not proxied. */
  generateToken(input: MediaTokenInput): Promise<MediaToken>;
  /** The same for the server's own results, Suno's media included (DR-7.07). */
  sign(input: MediaTokenInput & { readonly platform: MediaHostPlatform }): Promise<MediaToken>;
  /** GET /api/media/proxy/{token}[/{file name}]. */
  proxy(input: RelayInput & { readonly path: string }): Promise<RelayedAnswer>;
  /** GET /api/media/proxy-audio?url=… */
  proxyAudio(input: RelayInput & { readonly url: string }): Promise<RelayedAnswer>;
  health(): Promise<MediaHealth>;
}

export interface MediaProxyDeps {
  readonly egress: EgressClient;
  readonly tokens: MediaTokens;
  readonly platforms: PlatformsService;
  /** The download engine's version check; it reports a missing engine with a null version. */
  readonly engineStatus: () => Promise<EngineStatus>;
  readonly config: MediaConfig;
  readonly now?: () => number;
  readonly logger?: { warn(fields: Record<string, unknown>, message: string): void };
}

/** Proxied media may be kept by the visitor's browser, never by a shared cache. */
const CACHE_CONTROL = 'private, max-age=3600';

const notAllowed = (): AppError =>
  new AppError(ERROR_CODES.MEDIA_HOST_NOT_ALLOWED, DOWNLOADER_MESSAGES.mediaHostNotAllowed);
const invalidToken = (): AppError =>
  new AppError(ERROR_CODES.STREAM_TOKEN_INVALID, DOWNLOADER_MESSAGES.streamTokenInvalid);

function parseUrl(text: string): URL {
  try {
    return new URL(text);
  } catch {
    throw egressError({ code: 'EGRESS_BAD_URL' });
  }
}

/** The file name after the token, as a visitor's download would be named (control characters dropped). */
function fileNameOf(rest: string): string | undefined {
  const last = rest.split('/').pop() ?? '';
  const name = [...last]
    .filter((c) => c >= ' ' && c !== '\x7f' && c !== '\\')
    .join('')
    .trim()
    .slice(0, 120);
  return name === '' ? undefined : name;
}

export function createMediaProxyService(deps: MediaProxyDeps): MediaProxyService {
  const { config, tokens } = deps;
  const now = deps.now ?? Date.now;
  const hosts = createMediaHostPolicy(config.testHosts);
  if (config.testHosts.length > 0) {
    deps.logger?.warn(
      { testHosts: config.testHosts.length },
      'MEDIA_PROXY_TEST_HOSTS is set: the media proxy fetches hosts besides the platforms’ CDNs (for tests; never in production)',
    );
  }

  const enabledPlatforms = async (): Promise<MediaHostPlatform[]> => {
    const on = new Set((await deps.platforms.list()).filter((p) => p.enabled).map((p) => p.name));
    return MEDIA_HOST_PLATFORMS.filter((p) => on.has(p));
  };
  const unproxied = (url: string): MediaToken => ({ proxiedUrl: url, proxied: false, expiresAt: null });

  const sign: MediaProxyService['sign'] = async ({ url, platform, type }) => {
    // A platform the operator switched off is not proxied: its media keeps its own address.
    if (!(await enabledPlatforms()).includes(platform)) return unproxied(url);
    const parsed = parseUrl(url);
    if (!hosts.allows(platform, parsed)) throw notAllowed();
    if (!MEDIA_TOKEN_TYPE.test(type)) {
      throw new AppError(ERROR_CODES.VALIDATION_FAILED, 'Invalid request', {
        issues: [{ path: 'type', message: 'Letters, digits, - and _ only (at most 32)' }],
      });
    }
    // The fragment never leaves the browser; the token names what is fetched.
    parsed.hash = '';
    const signed = tokens.sign({ url: parsed.href, platform, type }, now() + config.tokenTtlMs);
    return {
      proxiedUrl: DOWNLOADER_PATHS.mediaProxy(signed.token),
      proxied: true,
      expiresAt: signed.expiresAt,
    };
  };

  return {
    async generateToken(input) {
      // DR-7.05: other platforms get their URL back; so do addresses that are not fetched (data:, blob:).
      if (!isMediaProxyPlatform(input.platform)) return unproxied(input.url);
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(input.url)?.[1]?.toLowerCase();
      if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return unproxied(input.url);
      return sign({ ...input, platform: input.platform as MediaHostPlatform });
    },
    sign,

    async proxy({ path, ...request }) {
      const slash = path.indexOf('/');
      const claims = tokens.verify(slash === -1 ? path : path.slice(0, slash), now());
      if (!claims) throw invalidToken();
      const { platform } = claims;
      if (!(await enabledPlatforms()).includes(platform)) {
        throw new AppError(ERROR_CODES.PLATFORM_DISABLED, DOWNLOADER_MESSAGES.platformDisabled);
      }
      const name = slash === -1 ? undefined : fileNameOf(path.slice(slash + 1));
      return relay(
        deps.egress,
        { url: claims.url, ...request },
        {
          accept: { classes: ['image', 'audio', 'video'] },
          maxBytes: config.maxBytes,
          cacheControl: CACHE_CONTROL,
          disposition: name ? { name, extensionFromType: true } : undefined,
          // Checked again at every hop: the token's platform's media hosts, nothing else.
          hopAllowed: (url) => hosts.allows(platform, url),
        },
      );
    },

    async proxyAudio({ url, ...request }) {
      const parsed = parseUrl(url);
      const platforms = await enabledPlatforms();
      const allowed = (u: URL): boolean => platforms.some((p) => hosts.allows(p, u));
      if (!allowed(parsed)) throw notAllowed();
      return relay(
        deps.egress,
        { url: parsed, ...request },
        {
          // Music tracks come in mp4 containers that some CDNs label video/mp4 (D113).
          accept: { classes: ['audio'], also: ['video/mp4'] },
          maxBytes: config.maxBytes,
          cacheControl: CACHE_CONTROL,
          hopAllowed: allowed,
        },
      );
    },

    async health() {
      const on = new Set(await enabledPlatforms());
      const platformProxySettings = Object.fromEntries(
        MEDIA_PROXY_PLATFORMS.map((p) => [p, { enabled: on.has(p) }]),
      );
      const proxying = MEDIA_PROXY_PLATFORMS.some((p) => on.has(p));
      return {
        status: proxying ? 'healthy' : 'degraded',
        config: { platformProxySettings, externalProxy: { enabled: false } },
        engine: await deps.engineStatus(),
      };
    },
  };
}

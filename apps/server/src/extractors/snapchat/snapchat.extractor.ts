/**
 * The Snapchat family (platform-tools.ts: tools `video` and `profile-picture`): the link read into the
 * page it names (snapchat-links.ts), a `t.snapchat.com` short link resolved first (its redirect read by
 * hand, one hop, D142), the page fetched from the configured base through the egress client (D140), its
 * Next.js data parsed and answered (snapchat-page.ts, snapchat-answer.ts).
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import type { SnapchatConfig } from '../../config/extractors/snapchat-config.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import { ExtractorError, type Extraction, type ExtractRequest, type Extractor } from '../extractor.js';
import { fetchPage, pageUrl, platformRefusal } from '../web-page/page-fetch.js';
import { snapchatExtraction, type PageTarget, type SnapchatTool } from './snapchat-answer.js';
import { snapchatPagePath, snapchatTarget } from './snapchat-links.js';
import { parseSnapchatPage } from './snapchat-page.js';

export interface SnapchatExtractorDeps {
  readonly client: Pick<EgressClient, 'request' | 'text'>;
  readonly config: SnapchatConfig;
}

const PLATFORM_NAME = 'Snapchat';
/** A short link's answer is a redirect; its body is never read. */
const SHORT_LINK_MAX_BYTES = 64 * 1024;

const unsupportedLink = (detail: string) =>
  new ExtractorError('CONTENT_UNAVAILABLE', detail, DOWNLOADER_MESSAGES.snapchatLinkUnsupported);

function toolOf(toolType: string): SnapchatTool {
  if (toolType === 'video' || toolType === 'profile-picture') return toolType;
  throw new ExtractorError('UNSUPPORTED_TOOL', `snapchat has no ${toolType} tool`);
}

/** The profile-picture tool reads the profile page of whoever the link names. */
function profileTarget(target: PageTarget): PageTarget {
  if (target.kind === 'profile') return target;
  if (target.username !== undefined) return { kind: 'profile', username: target.username };
  throw new ExtractorError(
    'CONTENT_UNAVAILABLE',
    'snapchat: a Spotlight link names no profile',
    DOWNLOADER_MESSAGES.snapchatProfileNeeded,
  );
}

export function createSnapchatExtractor(deps: SnapchatExtractorDeps): Extractor {
  async function resolveShortLink(code: string, signal: AbortSignal): Promise<PageTarget> {
    let response;
    try {
      response = await deps.client.request(
        pageUrl(deps.config.shortLinkBaseUrl, `/${encodeURIComponent(code)}`),
        {
          redirect: 'manual',
          maxBytes: SHORT_LINK_MAX_BYTES,
          signal,
        },
      );
    } catch (error) {
      throw platformRefusal(error, PLATFORM_NAME);
    }
    response.body.on('error', () => undefined);
    response.body.destroy();
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || typeof location !== 'string') {
      throw new ExtractorError(
        'EXTRACTOR_CHANGED',
        `snapchat: short link answered ${response.status} without a redirect`,
      );
    }
    // Only the path of where it leads is used: the page itself is fetched from the configured base.
    const next = URL.canParse(location, response.url.href) ? new URL(location, response.url) : undefined;
    const target = next ? snapchatTarget(next) : undefined;
    if (!target || target.kind === 'short')
      throw unsupportedLink(`snapchat: short link leads to ${location}`);
    return target;
  }

  return {
    family: 'snapchat',
    needs: 'nothing',
    assertReady() {
      // Public pages need no login.
    },
    async extract(request: ExtractRequest): Promise<Extraction> {
      const tool = toolOf(request.toolType);
      const linked = snapchatTarget(request.url);
      if (!linked) throw unsupportedLink(`snapchat: ${request.url.pathname}`);
      const target = linked.kind === 'short' ? await resolveShortLink(linked.code, request.signal) : linked;
      const pageTarget = tool === 'profile-picture' ? profileTarget(target) : target;
      const html = await fetchPage({
        client: deps.client,
        url: pageUrl(deps.config.baseUrl, snapchatPagePath(pageTarget)),
        platformName: PLATFORM_NAME,
        signal: request.signal,
      });
      return snapchatExtraction(parseSnapchatPage(html), pageTarget, tool);
    },
  };
}

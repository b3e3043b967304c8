/**
 * The Instagram family (packages/shared platform-tools.ts; D130): profile pictures, bios, stories,
 * highlights and their covers, posts with every photo, live and private accounts, read from Instagram's
 * own web and app endpoints through the egress client. Tools that Instagram shows only to a logged-in
 * account use the operator's cookies (INSTAGRAM_COOKIES_FILE) and answer EXTRACTOR_NEEDS_LOGIN without
 * them; the rest work anonymously.
 */
import { ExtractorError, type Extraction, type ExtractRequest, type Extractor } from '../extractor.js';
import type { InstagramApi } from './instagram-api.js';
import { instagramTarget } from './instagram-links.js';
import { INSTAGRAM_FAMILY_TOOLS, INSTAGRAM_TOOL_RUNS, type InstagramTool } from './instagram-tools.js';

/** Instagram's media hosts (D110: scontent-*.cdninstagram.com, instagram.f*.fna.fbcdn.net). */
const MEDIA_HOST_SUFFIXES = ['cdninstagram.com', 'fbcdn.net'];

/**
 * Whether an address from Instagram's answers may be fetched for a download (D133): http(s) on one of
 * its media hosts, or at one of the configured origins (a test fixture, an operator's mirror).
 */
export function instagramMediaUrlRule(origins: readonly string[]): (url: string) => boolean {
  return (text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    if (url.username || url.password) return false;
    const host = url.hostname.toLowerCase();
    return (
      origins.includes(url.origin) ||
      (url.port === '' && MEDIA_HOST_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`)))
    );
  };
}

export interface InstagramExtractorDeps {
  readonly api: InstagramApi;
  readonly isMediaUrl: (url: string) => boolean;
  readonly now: () => number;
}

const isFamilyTool = (tool: string): tool is InstagramTool =>
  (INSTAGRAM_FAMILY_TOOLS as readonly string[]).includes(tool);

export function createInstagramExtractor(deps: InstagramExtractorDeps): Extractor {
  return {
    family: 'instagram',
    needs: 'operator-cookies',
    assertReady() {
      // Profile pictures, bios and public posts need no login; each tool that does refuses by itself.
    },
    async extract(request: ExtractRequest): Promise<Extraction> {
      if (!isFamilyTool(request.toolType)) {
        throw new ExtractorError('UNSUPPORTED_TOOL', `instagram family has no ${request.toolType}`);
      }
      return INSTAGRAM_TOOL_RUNS[request.toolType]({
        target: instagramTarget(request.url),
        api: deps.api,
        rules: { isMediaUrl: deps.isMediaUrl },
        nowMs: deps.now(),
        signal: request.signal,
        warn: (detail, message) => request.log.warn(detail, message),
      });
    },
  };
}

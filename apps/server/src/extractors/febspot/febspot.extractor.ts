/**
 * The Febspot family (platform-tools.ts: Febspot's one tool): the video page the link names fetched from
 * FEBSPOT_BASE_URL through the egress client (D140), its player, JSON-LD and Open Graph read
 * (febspot-page.ts) and answered (febspot-answer.ts).
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import type { FebspotConfig } from '../../config/extractors/febspot-config.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import { ExtractorError, type Extraction, type ExtractRequest, type Extractor } from '../extractor.js';
import { fetchPage, pageUrl } from '../web-page/page-fetch.js';
import { febspotExtraction } from './febspot-answer.js';
import { febspotVideoPath } from './febspot-links.js';
import { parseFebspotPage } from './febspot-page.js';

export interface FebspotExtractorDeps {
  readonly client: Pick<EgressClient, 'text'>;
  readonly config: FebspotConfig;
}

export function createFebspotExtractor(deps: FebspotExtractorDeps): Extractor {
  return {
    family: 'febspot',
    needs: 'nothing',
    assertReady() {
      // Public pages need no login.
    },
    async extract(request: ExtractRequest): Promise<Extraction> {
      const path = febspotVideoPath(request.url);
      if (path === undefined) {
        throw new ExtractorError(
          'CONTENT_UNAVAILABLE',
          `febspot: ${request.url.pathname}`,
          DOWNLOADER_MESSAGES.febspotNotVideo,
        );
      }
      const url = pageUrl(deps.config.baseUrl, path);
      const html = await fetchPage({
        client: deps.client,
        url,
        platformName: 'Febspot',
        signal: request.signal,
      });
      return febspotExtraction(parseFebspotPage(html, url), url, request.url.href);
    },
  };
}

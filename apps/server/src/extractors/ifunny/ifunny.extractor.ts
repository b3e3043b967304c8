/**
 * The iFunny family (platform-tools.ts: iFunny's one tool): the post page the link names fetched from
 * IFUNNY_BASE_URL through the egress client (D140), its state or Open Graph tags read (ifunny-page.ts)
 * and answered (ifunny-answer.ts).
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import type { IfunnyConfig } from '../../config/extractors/ifunny-config.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import { ExtractorError, type Extraction, type ExtractRequest, type Extractor } from '../extractor.js';
import { fetchPage, pageUrl } from '../web-page/page-fetch.js';
import { ifunnyExtraction } from './ifunny-answer.js';
import { ifunnyPostLink } from './ifunny-links.js';
import { parseIfunnyPage } from './ifunny-page.js';

export interface IfunnyExtractorDeps {
  readonly client: Pick<EgressClient, 'text'>;
  readonly config: IfunnyConfig;
}

export function createIfunnyExtractor(deps: IfunnyExtractorDeps): Extractor {
  return {
    family: 'ifunny',
    needs: 'nothing',
    assertReady() {
      // Public pages need no login.
    },
    async extract(request: ExtractRequest): Promise<Extraction> {
      const link = ifunnyPostLink(request.url);
      if (!link) {
        throw new ExtractorError(
          'CONTENT_UNAVAILABLE',
          `ifunny: ${request.url.pathname}`,
          DOWNLOADER_MESSAGES.ifunnyNotPost,
        );
      }
      const url = pageUrl(deps.config.baseUrl, link.path);
      const html = await fetchPage({
        client: deps.client,
        url,
        platformName: 'iFunny',
        signal: request.signal,
      });
      const extraction = ifunnyExtraction(parseIfunnyPage(html, url, link), request.url.href);
      if (extraction.qualities.length === 0)
        throw new ExtractorError('EXTRACTOR_CHANGED', 'ifunny: no file to offer');
      return extraction;
    },
  };
}

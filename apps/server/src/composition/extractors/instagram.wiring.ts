import { createInstagramApi } from '../../extractors/instagram/instagram-api.js';
import { readInstagramLogin } from '../../extractors/instagram/instagram-cookies.repository.js';
import {
  createInstagramExtractor,
  instagramMediaUrlRule,
} from '../../extractors/instagram/instagram.extractor.js';
import type { Extractor } from '../../extractors/extractor.js';
import type { ExtractorWiringInput } from './wiring-input.js';

/** The Instagram extractor (D130): its two origins, the operator's cookies read once, the egress client. */
export function createInstagramWiring(input: ExtractorWiringInput): Extractor {
  const settings = input.config.extractors.instagram;
  const log = input.logger.child({ component: 'instagram' });
  const api = createInstagramApi({
    client: input.client,
    baseUrl: settings.baseUrl,
    apiBaseUrl: settings.apiBaseUrl,
    login: readInstagramLogin(settings.cookiesFile, input.now(), log),
  });
  return createInstagramExtractor({
    api,
    isMediaUrl: instagramMediaUrlRule([settings.baseUrl, settings.apiBaseUrl]),
    now: input.now,
  });
}

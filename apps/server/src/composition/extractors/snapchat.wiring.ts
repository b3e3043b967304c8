import type { Extractor } from '../../extractors/extractor.js';
import { createSnapchatExtractor } from '../../extractors/snapchat/snapchat.extractor.js';
import type { ExtractorWiringInput } from './wiring-input.js';

/** The Snapchat extractor: public pages through the egress client, from SNAPCHAT_BASE_URL (D140). */
export function createSnapchatWiring(input: ExtractorWiringInput): Extractor | undefined {
  return createSnapchatExtractor({ client: input.client, config: input.config.extractors.snapchat });
}

import type { Extractor } from '../../extractors/extractor.js';
import { createIfunnyExtractor } from '../../extractors/ifunny/ifunny.extractor.js';
import type { ExtractorWiringInput } from './wiring-input.js';

/** The iFunny extractor: post pages through the egress client, from IFUNNY_BASE_URL (D140). */
export function createIfunnyWiring(input: ExtractorWiringInput): Extractor | undefined {
  return createIfunnyExtractor({ client: input.client, config: input.config.extractors.ifunny });
}

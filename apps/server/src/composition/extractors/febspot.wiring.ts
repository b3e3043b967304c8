import type { Extractor } from '../../extractors/extractor.js';
import { createFebspotExtractor } from '../../extractors/febspot/febspot.extractor.js';
import type { ExtractorWiringInput } from './wiring-input.js';

/** The Febspot extractor: video pages through the egress client, from FEBSPOT_BASE_URL (D140). */
export function createFebspotWiring(input: ExtractorWiringInput): Extractor | undefined {
  return createFebspotExtractor({ client: input.client, config: input.config.extractors.febspot });
}

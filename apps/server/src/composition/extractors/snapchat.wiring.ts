import type { Extractor } from '../../extractors/extractor.js';
import type { ExtractorWiringInput } from './wiring-input.js';

/** The Snapchat extractor of this server, or undefined while it has none (its tools then answer EXTRACTOR_UNAVAILABLE). */
export function createSnapchatWiring(_input: ExtractorWiringInput): Extractor | undefined {
  return undefined;
}

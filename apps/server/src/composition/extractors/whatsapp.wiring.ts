import type { Extractor } from '../../extractors/extractor.js';
import type { ExtractorWiringInput } from './wiring-input.js';

/** The Whatsapp extractor of this server, or undefined while it has none (its tools then answer EXTRACTOR_UNAVAILABLE). */
export function createWhatsappWiring(_input: ExtractorWiringInput): Extractor | undefined {
  return undefined;
}

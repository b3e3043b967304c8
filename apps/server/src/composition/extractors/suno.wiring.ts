import type { Extractor } from '../../extractors/extractor.js';
import { createSunoExtractor, type SignMedia } from '../../extractors/suno/suno.extractor.js';
import type { ExtractorWiringInput } from './wiring-input.js';

/** The Suno extractor of this server (docs/decisions.md D150): media links signed by the media proxy (D154). */
export function createSunoWiring(input: ExtractorWiringInput): Extractor {
  const { media } = input;
  const signMedia: SignMedia = async (address, kind) =>
    (await media.sign({ url: address, platform: 'suno', type: kind })).proxiedUrl;
  return createSunoExtractor({ client: input.client, config: input.config.extractors.suno, signMedia });
}

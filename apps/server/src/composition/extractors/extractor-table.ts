/**
 * The extractor of each family (packages/shared platform-tools.ts): yt-dlp's, and ours for what it
 * lacks, each wired in its own module. A family without one answers EXTRACTOR_UNAVAILABLE for its tools.
 */
import type { Extractor, ExtractorTable } from '../../extractors/extractor.js';
import { createFebspotWiring } from './febspot.wiring.js';
import { createIfunnyWiring } from './ifunny.wiring.js';
import { createInstagramWiring } from './instagram.wiring.js';
import { createSnapchatWiring } from './snapchat.wiring.js';
import { createSunoWiring } from './suno.wiring.js';
import { createWhatsappWiring } from './whatsapp.wiring.js';
import type { ExtractorWiringInput } from './wiring-input.js';

export function createExtractorTable(input: ExtractorWiringInput, ytdlp: Extractor): ExtractorTable {
  const table: ExtractorTable = { 'yt-dlp': ytdlp };
  const own = {
    instagram: createInstagramWiring(input),
    snapchat: createSnapchatWiring(input),
    suno: createSunoWiring(input),
    whatsapp: createWhatsappWiring(input),
    febspot: createFebspotWiring(input),
    ifunny: createIfunnyWiring(input),
  } as const;
  for (const [family, extractor] of Object.entries(own)) {
    if (extractor) table[family as keyof typeof own] = extractor;
  }
  return table;
}

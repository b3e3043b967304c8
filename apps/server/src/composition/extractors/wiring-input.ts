import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../repositories/database/database.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import type { ProcessRunner } from '../../repositories/process/process-runner.repository.js';
import type { MediaProxyService } from '../../services/media/media-proxy.service.js';
import type { WhatsappLookup } from '../../extractors/whatsapp/whatsapp-lookup.js';
import type { LimitStores } from '../../repositories/limits/limit-store.repository.js';

/** What every family's wiring may build its extractor from (each takes only what it needs). */
export interface ExtractorWiringInput {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly db: Db;
  /** The server's one way out (DESIGN.md §5 "Egress"). */
  readonly client: EgressClient;
  readonly runner: ProcessRunner;
  readonly now: () => number;
  /** Signs media-proxy links for media the server hands out itself (Suno's audio, covers, videos). */
  readonly media: Pick<MediaProxyService, 'sign'>;
  /** A stand-in for the linked WhatsApp device (tests); Baileys when absent. */
  readonly whatsappLookup?: WhatsappLookup | undefined;
  /** The run mode's limit counters (the server's WhatsApp lookups); this process's memory when absent. */
  readonly limits?: LimitStores | undefined;
}

/**
 * The WhatsApp family wired (docs/decisions.md D160-D165): its extractor over the `WhatsappLookup` port
 * (Baileys on the device the operator linked, its auth state in our database; or the stand-in a test
 * hands in through the root's `whatsappLookup`), held to the server's limit of lookups; and the service
 * of POST /downloader/whatsapp over that same extractor, with the visitors' limit.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Extractor, ExtractorTable } from '../../extractors/extractor.js';
import {
  createWhatsappExtractor,
  isWhatsappExtractor,
  type WhatsappExtractor,
} from '../../extractors/whatsapp/whatsapp.extractor.js';
import type { AnalysesRepository } from '../../repositories/database/analyses.repository.js';
import { createBaileysLookup } from '../../repositories/whatsapp/baileys-lookup.repository.js';
import { createBaileysSession } from '../../repositories/whatsapp/baileys-session.js';
import { createWhatsappAuthRepository } from '../../repositories/whatsapp/whatsapp-auth.repository.js';
import type { LimitStores } from '../../repositories/limits/limit-store.repository.js';
import { createMemoryLimitStores } from '../../repositories/limits/memory-limit-store.repository.js';
import type { StreamTokens } from '../../services/downloader/stream-tokens.js';
import type { PlatformsService } from '../../services/platforms.service.js';
import {
  createSlidingWindow,
  serverLookupGate,
  type SlidingWindow,
} from '../../services/whatsapp/lookup-limits.js';
import { createWhatsappService, type WhatsappService } from '../../services/whatsapp/whatsapp.service.js';
import type { ExtractorWiringInput } from './wiring-input.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The WhatsApp extractor of this server: a lookup asks WhatsApp only once a device is linked. */
export function createWhatsappWiring(input: ExtractorWiringInput): Extractor | undefined {
  const config = input.config.extractors.whatsapp;
  const log = input.logger.child({ component: 'whatsapp' });
  const repo = createWhatsappAuthRepository(input.db, input.now);
  const lookup =
    input.whatsappLookup ??
    createBaileysLookup({
      repo,
      session: createBaileysSession({
        repo,
        log,
        version: config.webVersion,
        queryTimeoutMs: config.lookupTimeoutMs,
      }),
    });
  const serverLimit = createSlidingWindow(
    { max: config.lookupsPerMinute, windowMs: MINUTE_MS },
    (input.limits ?? createMemoryLimitStores()).windows('whatsapp-server'),
    input.now,
  );
  return createWhatsappExtractor({ lookup, beforeLookup: serverLookupGate(serverLimit), now: input.now });
}

export interface WhatsappServiceWiringInput {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly now: () => number;
  readonly platforms: PlatformsService;
  readonly extractors: ExtractorTable;
  readonly analyses: AnalysesRepository;
  readonly streamTokens: StreamTokens;
  readonly limits?: LimitStores | undefined;
}

/** The lookups a visitor may make in an hour, counted in the run mode's store (one window for every way in). */
export function createWhatsappVisitorLimit(input: {
  readonly config: Config;
  readonly now: () => number;
  readonly limits?: LimitStores | undefined;
}): SlidingWindow {
  return createSlidingWindow(
    { max: input.config.extractors.whatsapp.visitorLookupsPerHour, windowMs: HOUR_MS },
    (input.limits ?? createMemoryLimitStores()).windows('whatsapp-visitor'),
    input.now,
  );
}

/** POST /downloader/whatsapp's service, over the extractor of the table. */
export function createWhatsappServiceWiring(
  input: WhatsappServiceWiringInput & { readonly visitorLimit: SlidingWindow },
): WhatsappService {
  const config = input.config.extractors.whatsapp;
  const extractor: WhatsappExtractor | undefined =
    input.extractors.whatsapp && isWhatsappExtractor(input.extractors.whatsapp)
      ? input.extractors.whatsapp
      : undefined;
  return createWhatsappService({
    analyses: input.analyses,
    platforms: input.platforms,
    extractor,
    streamTokens: input.streamTokens,
    visitorLimit: input.visitorLimit,
    ttlMs: input.config.downloader.analysisTtlMs,
    timeoutMs: config.lookupTimeoutMs,
    now: input.now,
    log: input.logger.child({ component: 'downloader' }),
  });
}

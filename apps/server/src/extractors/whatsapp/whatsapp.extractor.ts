/**
 * The WhatsApp family (platform-tools.ts: dp-downloader, profile-details, profile-details-with-dp): a
 * lookup through the `WhatsappLookup` port on the device the operator linked, read into an `Extraction`
 * (whatsapp-extraction.ts). POST /downloader/whatsapp hands it `https://wa.me/<digits>`; POST
 * /downloader/info reaches it with any WhatsApp link that names a number.
 */
import { DOWNLOADER_INPUT_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import { ExtractorError, type Extraction, type ExtractRequest, type Extractor } from '../extractor.js';
import {
  isWhatsappLookupTool,
  lookupPlan,
  whatsappExtraction,
  type WhatsappLookupTool,
} from './whatsapp-extraction.js';
import type { WhatsappFacts, WhatsappLookup, WhatsappPictures } from './whatsapp-lookup.js';
import { numberFromWhatsappLink } from './whatsapp-number.js';

export interface WhatsappExtractorDeps {
  readonly lookup: WhatsappLookup;
  /**
   * Called once a lookup is about to ask WhatsApp (a device is linked); throws the refusal when the
   * server's own limit of lookups is reached (services/whatsapp/lookup-limits.ts).
   */
  readonly beforeLookup: () => Promise<void>;
  readonly now: () => number;
}

export interface WhatsappExtractor extends Extractor {
  /** Ends the linked device's connection (the server is closing). */
  close(): Promise<void>;
}

const NO_PICTURES: WhatsappPictures = { image: null, preview: null };

async function lookUp(
  lookup: WhatsappLookup,
  number: string,
  tool: WhatsappLookupTool,
  signal: AbortSignal,
  lookedUpAt: number,
): Promise<WhatsappFacts> {
  const account = await lookup.account(number, signal);
  if (!account) {
    const none = { pictures: NO_PICTURES, about: undefined, business: undefined, devices: undefined };
    return { number, account, ...none, lookedUpAt };
  }
  const plan = lookupPlan(tool);
  // The questions are independent: asked together, a lookup takes one round trip's time, not four.
  const [pictures, about, business, devices] = await Promise.all([
    plan.pictures ? lookup.pictures(account, signal) : NO_PICTURES,
    lookup.about(account, signal),
    lookup.business(account, signal),
    plan.devices ? lookup.devices(account, signal) : undefined,
  ]);
  return { number, account, pictures, about, business, devices, lookedUpAt };
}

export function createWhatsappExtractor(deps: WhatsappExtractorDeps): WhatsappExtractor {
  return {
    family: 'whatsapp',
    needs: 'linked-device',
    // Whether a device is linked is asked per lookup (a database read): the operator may link one
    // while the server runs, and this check has to be synchronous.
    assertReady() {},
    async extract(request: ExtractRequest): Promise<Extraction> {
      const tool = request.toolType;
      if (!isWhatsappLookupTool(tool)) throw new ExtractorError('UNSUPPORTED_TOOL', tool);
      const number = numberFromWhatsappLink(request.url);
      if (number === undefined) {
        throw new AppError(ERROR_CODES.VALIDATION_FAILED, DOWNLOADER_INPUT_MESSAGES.invalidWhatsAppPhone);
      }
      if (!(await deps.lookup.linked())) {
        throw new ExtractorError('EXTRACTOR_NEEDS_DEVICE', 'no linked WhatsApp device');
      }
      await deps.beforeLookup();
      const facts = await lookUp(deps.lookup, number, tool, request.signal, deps.now());
      request.log.info(
        { isUser: facts.account !== undefined, isBusiness: facts.business !== undefined },
        'whatsapp lookup',
      );
      return whatsappExtraction(facts, tool);
    },
    close: () => deps.lookup.close(),
  };
}

/** Whether an extractor of the table is this family's (the WhatsApp service closes it with the app). */
export function isWhatsappExtractor(extractor: Extractor): extractor is WhatsappExtractor {
  return extractor.family === 'whatsapp' && 'close' in extractor && typeof extractor.close === 'function';
}

/**
 * POST /downloader/whatsapp (downloader.md §4 "Form flow", §5 "WhatsApp", §7; docs/decisions.md D160):
 * the number checked with the spec's rule and words, WhatsApp switched on, the tool known; the link
 * generator answers at once, the lookups ask the `whatsapp` extractor within the visitor's limit. Every
 * answer is stored as an analysis (a tools job; its picture qualities as signed stream links), like
 * POST /downloader/info's: this service stores its own because an answer may have no qualities (the
 * link generator, profile details, a hidden picture), which the analysis service refuses.
 */
import {
  DOWNLOADER_INPUT_MESSAGES,
  DOWNLOADER_MESSAGES,
  emptyInputMessage,
  ERROR_CODES,
  resolvePlatformTool,
  type WhatsappInfo,
} from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { ExtractorError, type Extraction } from '../../extractors/extractor.js';
import { generateChatLink } from '../../extractors/whatsapp/link-generator.js';
import type { WhatsappExtractor } from '../../extractors/whatsapp/whatsapp.extractor.js';
import { whatsappChatUrl, whatsappNumberFrom } from '../../extractors/whatsapp/whatsapp-number.js';
import type { AnalysesRepository } from '../../repositories/database/analyses.repository.js';
import { infoAnswer } from '../downloader/analysis-answer.js';
import { streamLink } from '../downloader/analysis.service.js';
import type { StreamTokens } from '../downloader/stream-tokens.js';
import { ownerKey, type Owner } from '../owner.js';
import type { PlatformsService } from '../platforms.service.js';
import { randomId } from '../random-id.js';
import { withinVisitorLimit, type SlidingWindow } from './lookup-limits.js';

export interface WhatsappServiceDeps {
  readonly analyses: Pick<AnalysesRepository, 'insert'>;
  readonly platforms: Pick<PlatformsService, 'isEnabled'>;
  /** The `whatsapp` family's extractor (the one in the extractor table). */
  readonly extractor: WhatsappExtractor | undefined;
  readonly streamTokens: StreamTokens;
  /** Lookups per visitor (the server's own limit is the extractor's). */
  readonly visitorLimit: SlidingWindow;
  /** How long an answer and its links live (ANALYSIS_TTL: the picture addresses expire too). */
  readonly ttlMs: number;
  /** Cap of one lookup, connecting included. */
  readonly timeoutMs: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

export interface WhatsappCall {
  readonly phoneNumber: string;
  readonly toolType?: string | undefined;
  /** The link generator's message; the lookups ignore it. */
  readonly message?: string | undefined;
  /** Aborted when the visitor goes away. */
  readonly signal?: AbortSignal | undefined;
}

export interface WhatsappService {
  answer(owner: Owner, call: WhatsappCall): Promise<WhatsappInfo>;
  close(): Promise<void>;
}

export function createWhatsappService(deps: WhatsappServiceDeps): WhatsappService {
  const log = deps.log.child({ platform: 'whatsapp' });

  async function lookUp(owner: Owner, number: string, toolType: string, signal?: AbortSignal) {
    const extractor = deps.extractor;
    if (!extractor) throw new ExtractorError('EXTRACTOR_UNAVAILABLE', 'no whatsapp extractor');
    extractor.assertReady();
    const deadline = AbortSignal.timeout(deps.timeoutMs);
    try {
      return await withinVisitorLimit(deps.visitorLimit, ownerKey(owner), () =>
        extractor.extract({
          url: new URL(whatsappChatUrl(number)),
          platform: 'whatsapp',
          toolType,
          signal: AbortSignal.any([deadline, ...(signal ? [signal] : [])]),
          log: log.child({ toolType }),
        }),
      );
    } catch (error) {
      if (deadline.aborted) throw new ExtractorError('EXTRACTOR_TIMEOUT', `over ${deps.timeoutMs} ms`);
      if (error instanceof ExtractorError)
        log.info({ code: error.code, detail: error.detail }, 'lookup refused');
      throw error;
    }
  }

  async function store(owner: Owner, toolType: string, url: string, extraction: Extraction, started: number) {
    const id = randomId();
    const key = ownerKey(owner);
    const expiresAt = started + deps.ttlMs;
    const answer = infoAnswer({
      id,
      extraction,
      platform: 'whatsapp',
      toolType,
      url,
      expiresAt,
      extractedAt: started,
      linkOf: (formatId) =>
        streamLink(deps.streamTokens.sign({ analysisId: id, formatId, expiresAtMs: expiresAt }, key)),
    });
    await deps.analyses.insert({
      id,
      owner: key,
      platform: 'whatsapp',
      toolType,
      url,
      answer,
      sources: extraction.qualities,
      engineInfo: null,
      createdAt: started,
      expiresAt,
    });
    // phoneNumber, profileData and profilePicture come in the extraction's `extra`.
    return answer as WhatsappInfo;
  }

  return {
    async answer(owner, call) {
      const tool = resolvePlatformTool('whatsapp', call.toolType);
      if (!tool) throw new ExtractorError('UNSUPPORTED_TOOL', call.toolType);
      const phone = call.phoneNumber.trim();
      if (phone === '') {
        throw new AppError(ERROR_CODES.VALIDATION_FAILED, emptyInputMessage('whatsapp', tool.toolType));
      }
      const number = whatsappNumberFrom(phone);
      if (number === undefined) {
        throw new AppError(ERROR_CODES.VALIDATION_FAILED, DOWNLOADER_INPUT_MESSAGES.invalidWhatsAppPhone);
      }
      if (!(await deps.platforms.isEnabled('whatsapp'))) {
        throw new AppError(ERROR_CODES.PLATFORM_DISABLED, DOWNLOADER_MESSAGES.platformDisabled, {
          platform: 'whatsapp',
        });
      }
      const started = deps.now();
      if (tool.family === 'link-generator') {
        const link = generateChatLink(number, call.message);
        return store(owner, tool.toolType, link.url, link.extraction, started);
      }
      const extraction = await lookUp(owner, number, tool.toolType, call.signal);
      return store(owner, tool.toolType, whatsappChatUrl(number), extraction, started);
    },
    close: async () => deps.extractor?.close(),
  };
}

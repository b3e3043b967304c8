/**
 * POST /downloader/info (downloader.md §4 "Form flow", §5, §7): the link checked again, its platform
 * switched on, the tool known, then the extractor of the tool's family answers; the result is stored as
 * an analysis (a tools job, PENDING until something is downloaded from it) and answered with a signed
 * link per quality. The captcha is checked before this (routes), signed-in callers skip it.
 */
import {
  DOWNLOADER_MESSAGES,
  ERROR_CODES,
  resolvePlatformTool,
  type DownloaderInfo,
  type ExtractorFamily,
} from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { ExtractorError, type Extraction, type ExtractorTable } from '../../extractors/extractor.js';
import type { AnalysesRepository } from '../../repositories/database/analyses.repository.js';
import { ownerKey, type Owner } from '../owner.js';
import type { PlatformsService } from '../platforms.service.js';
import { randomId } from '../random-id.js';
import { infoAnswer } from './analysis-answer.js';
import { linkTarget, type TestPlatformOf } from './link-target.js';
import type { StreamTokens } from './stream-tokens.js';

export interface AnalysisServiceDeps {
  readonly analyses: Pick<AnalysesRepository, 'insert'>;
  readonly platforms: Pick<PlatformsService, 'isEnabled'>;
  readonly extractors: ExtractorTable;
  readonly streamTokens: StreamTokens;
  readonly testPlatformOf?: TestPlatformOf;
  /**
   * A family's per-visitor limit around its extraction (WhatsApp's lookups, D259): the same one its own
   * endpoint applies, so this way in is held to it too.
   */
  readonly visitorLimits?: Partial<
    Record<ExtractorFamily, (visitor: string, extract: () => Promise<Extraction>) => Promise<Extraction>>
  >;
  /** How long an analysis and its links live (platform addresses expire within hours). */
  readonly ttlMs: number;
  /** Cap of one extraction (the extractor's own runs have theirs too). */
  readonly timeoutMs: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

export interface AnalyseRequest {
  readonly url: string;
  readonly toolType?: string | undefined;
  /** Aborted when the visitor goes away: the extraction stops. */
  readonly signal?: AbortSignal;
}

export interface AnalysisService {
  analyse(owner: Owner, request: AnalyseRequest): Promise<DownloaderInfo>;
}

/** The link a quality's bytes are fetched from through this server. */
export function streamLink(token: string): string {
  return `/api/downloader/stream?token=${token}`;
}

export function createAnalysisService(deps: AnalysisServiceDeps): AnalysisService {
  return {
    async analyse(owner, request) {
      const target = linkTarget(request.url, request.toolType, deps.testPlatformOf);
      if (!(await deps.platforms.isEnabled(target.platform))) {
        throw new AppError(ERROR_CODES.PLATFORM_DISABLED, DOWNLOADER_MESSAGES.platformDisabled, {
          platform: target.platform,
        });
      }
      const tool = resolvePlatformTool(target.platform, request.toolType);
      if (!tool) throw new ExtractorError('UNSUPPORTED_TOOL', request.toolType);
      const extractor = deps.extractors[tool.family];
      if (!extractor) throw new ExtractorError('EXTRACTOR_UNAVAILABLE', `no ${tool.family} extractor`);
      extractor.assertReady();
      const deadline = AbortSignal.timeout(deps.timeoutMs);
      const signals = [deadline, ...(request.signal ? [request.signal] : [])];
      const log = deps.log.child({ platform: target.platform, toolType: tool.toolType });
      const started = deps.now();
      const key = ownerKey(owner);
      const extract = () =>
        extractor.extract({
          url: target.url,
          platform: target.platform,
          toolType: tool.toolType,
          signal: AbortSignal.any(signals),
          log,
        });
      const limit = deps.visitorLimits?.[tool.family];
      let extraction;
      try {
        extraction = await (limit ? limit(key, extract) : extract());
      } catch (error) {
        if (deadline.aborted) throw new ExtractorError('EXTRACTOR_TIMEOUT', `over ${deps.timeoutMs} ms`);
        if (error instanceof ExtractorError)
          log.info({ code: error.code, detail: error.detail }, 'lookup refused');
        throw error;
      }
      if (extraction.qualities.length === 0) throw new ExtractorError('CONTENT_UNAVAILABLE', 'no qualities');
      const id = randomId();
      const expiresAt = started + deps.ttlMs;
      const answer = infoAnswer({
        id,
        extraction,
        platform: target.platform,
        toolType: tool.toolType,
        url: target.url.href,
        expiresAt,
        extractedAt: started,
        linkOf: (formatId) =>
          streamLink(deps.streamTokens.sign({ analysisId: id, formatId, expiresAtMs: expiresAt }, key)),
      });
      await deps.analyses.insert({
        id,
        owner: key,
        platform: target.platform,
        toolType: tool.toolType,
        url: target.url.href,
        answer,
        sources: extraction.qualities,
        engineInfo: extraction.engineInfo ?? null,
        createdAt: started,
        expiresAt,
      });
      log.info({ analysisId: id, qualities: answer.qualities.length, ms: deps.now() - started }, 'analysed');
      return answer;
    },
  };
}

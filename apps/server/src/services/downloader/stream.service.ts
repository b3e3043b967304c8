/**
 * GET /downloader/stream (downloader.md §4 "Download flow", §7; downloader-results.md §7): the token
 * form every quality link carries, and the legacy query form (an analysis of the caller's, or a link
 * analysed on the spot, and the quality by index, label and format, or the audio entry). A single-file
 * quality is relayed from the platform as it arrives (Range passed on, its length when the platform
 * gives one); one that needs joining or encoding runs its download job first and then the stored file
 * is sent. Every step refuses with a stable code; nothing half-made is ever sent as a whole file.
 */
import {
  DOWNLOADER_MESSAGES,
  ERROR_CODES,
  UPLOAD_ERROR_MESSAGES,
  type DownloaderStreamQuery,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { ExtractedQuality } from '../../extractors/extractor.js';
import type { AnalysisRecord } from '../../repositories/database/analyses.repository.js';
import type { UsersRepository } from '../../repositories/database/users.repository.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import type { DownloadTokens } from '../download-token.js';
import { ownerKey, type Owner } from '../owner.js';
import type { PlatformsService } from '../platforms.service.js';
import { relay, type RelayedAnswer } from '../relay/egress-relay.js';
import type { AnalysisService } from './analysis.service.js';
import { downloadFileName } from './download-names.js';
import type { DownloadsService } from './downloads.service.js';
import type { StreamTokens } from './stream-tokens.js';

export interface StreamServiceDeps {
  readonly analyses: { find(id: string): Promise<AnalysisRecord | undefined> };
  readonly analysis: AnalysisService;
  readonly downloads: DownloadsService;
  readonly platforms: Pick<PlatformsService, 'isEnabled'>;
  readonly users: Pick<UsersRepository, 'findById'>;
  readonly client: EgressClient;
  readonly streamTokens: StreamTokens;
  readonly fileTokens: DownloadTokens;
  /** Bytes one relayed quality may have. */
  readonly maxBytes: number;
  readonly now: () => number;
}

export interface StreamRequest {
  readonly owner: Owner | undefined;
  readonly query: DownloaderStreamQuery;
  readonly range: string | undefined;
  readonly signal: AbortSignal;
}

/** What to send: the platform's answer to relay, or a stored file (by its id and a fresh token). */
export type StreamAnswer =
  | { readonly kind: 'relay'; readonly answer: RelayedAnswer }
  | { readonly kind: 'file'; readonly fileId: string; readonly token: string };

const invalidToken = () =>
  new AppError(ERROR_CODES.STREAM_TOKEN_INVALID, DOWNLOADER_MESSAGES.streamTokenInvalid);

export function createStreamService(deps: StreamServiceDeps) {
  /** The owner an analysis was made for, as the credits see it (a stream link travels without headers). */
  async function ownerOf(key: string, caller: Owner | undefined): Promise<Owner> {
    if (caller && ownerKey(caller) === key) return caller;
    if (key.startsWith('anonymous:')) return { kind: 'anonymous', sessionId: key.slice('anonymous:'.length) };
    const user = await deps.users.findById(key.slice('user:'.length));
    if (!user) throw invalidToken();
    return { kind: 'user', userId: user.id, tier: user.tier };
  }

  async function byToken(token: string, caller: Owner | undefined) {
    const parts = deps.streamTokens.parse(token);
    if (!parts) throw invalidToken();
    const analysis = await deps.analyses.find(parts.analysisId);
    if (!analysis || !deps.streamTokens.verify(token, parts, analysis.owner, deps.now()))
      throw invalidToken();
    if (analysis.expiresAt <= deps.now()) {
      throw new AppError(ERROR_CODES.ANALYSIS_EXPIRED, DOWNLOADER_MESSAGES.analysisExpired);
    }
    const owner = await ownerOf(analysis.owner, caller);
    return { analysis, owner, quality: deps.downloads.qualityOf(analysis, { formatId: parts.formatId }) };
  }

  async function byQuery(query: DownloaderStreamQuery, caller: Owner | undefined, signal: AbortSignal) {
    if (!caller) throw new AppError(ERROR_CODES.SESSION_REQUIRED, UPLOAD_ERROR_MESSAGES.sessionRequired);
    let analysisId = query.jobId;
    if (analysisId === undefined) {
      if (query.url === undefined) throw invalidToken();
      analysisId = (await deps.analysis.analyse(caller, { url: query.url, toolType: query.toolType, signal }))
        .jobId;
    }
    const analysis = await deps.downloads.analysisOf(ownerKey(caller), analysisId);
    const quality = deps.downloads.qualityOf(analysis, query);
    return { analysis, owner: caller, quality };
  }

  async function relayQuality(
    owner: Owner,
    analysis: AnalysisRecord,
    quality: ExtractedQuality,
    request: StreamRequest,
  ): Promise<StreamAnswer> {
    const [part] = quality.parts;
    if (part?.kind !== 'http')
      throw new AppError(ERROR_CODES.QUALITY_NOT_FOUND, DOWNLOADER_MESSAGES.qualityNotFound);
    const fileName = request.query.filename?.trim()
      ? downloadFileName(request.query.filename.replace(/\.[A-Za-z0-9]{1,5}$/, ''), '', quality.format)
      : downloadFileName(analysis.answer.title, quality.quality, quality.format);
    const answer = await relay(
      deps.client,
      { url: part.url, range: request.range, signal: request.signal, headers: part.headers },
      { accept: 'any', maxBytes: deps.maxBytes, disposition: { name: fileName } },
    );
    // The credit is spent once the platform has answered with the file, not for a refusal.
    if (answer.status === 200 || answer.status === 206) {
      try {
        await deps.downloads.spendForStream(owner, analysis.id, quality.formatId);
      } catch (error) {
        answer.stream?.destroy();
        throw error;
      }
    }
    return { kind: 'relay', answer };
  }

  return {
    async open(request: StreamRequest): Promise<StreamAnswer> {
      const { query, owner: caller } = request;
      const found =
        query.token !== undefined
          ? await byToken(query.token, caller)
          : await byQuery(query, caller, request.signal);
      const { analysis, owner, quality } = found;
      if (!(await deps.platforms.isEnabled(analysis.platform))) {
        throw new AppError(ERROR_CODES.PLATFORM_DISABLED, DOWNLOADER_MESSAGES.platformDisabled);
      }
      if (deps.downloads.deliveryOf(quality) === 'stream')
        return relayQuality(owner, analysis, quality, request);
      await deps.downloads.spendForStream(owner, analysis.id, quality.formatId);
      const job = await deps.downloads.runForStream(owner, analysis, quality, request.signal);
      const result = job.status === 'completed' ? job.result : null;
      if (!result) {
        await deps.downloads.refundStream(owner, analysis.id, quality.formatId);
        throw new AppError(ERROR_CODES.DOWNLOAD_FAILED, job.error ?? 'Download failed', { jobId: job.id });
      }
      return {
        kind: 'file',
        fileId: result.fileId,
        token: deps.fileTokens.sign(result.fileId, result.expiresAt),
      };
    },
  };
}

export type StreamService = ReturnType<typeof createStreamService>;

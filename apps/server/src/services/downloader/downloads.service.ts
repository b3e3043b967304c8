/**
 * Downloads of an analysis's qualities (downloader.md §4 "Download flow", §6, §7): a server-side
 * download job (`POST /downloader/download`, progress on the socket like conversions, the file by its
 * token link when done), and the stream (`GET /downloader/stream`) that relays a single-file quality as
 * the platform sends it, or, for a quality that needs joining or encoding, runs its job and then sends
 * the finished file. One credit per download, spent once per quality link however often it is resumed.
 */
import {
  DOWNLOADER_MESSAGES,
  ERROR_CODES,
  JOB_API_ERROR_MESSAGES,
  JOB_PROGRESS_MESSAGES,
  type JobStatus,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { ExtractedQuality } from '../../extractors/extractor.js';
import type { AnalysesRepository, AnalysisRecord } from '../../repositories/database/analyses.repository.js';
import type { JobRecord, JobsRepository } from '../../repositories/database/jobs.repository.js';
import type { JobQueue } from '../../jobs/queue/job-queue.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { PlatformsService } from '../platforms.service.js';
import { ownerKey, type Owner } from '../owner.js';
import { randomId } from '../random-id.js';
import { deliveryOf } from './analysis-answer.js';

export interface DownloadsServiceDeps {
  readonly analyses: Pick<AnalysesRepository, 'find'>;
  readonly jobs: Pick<JobsRepository, 'insert' | 'find'>;
  readonly queue: Pick<JobQueue, 'enqueue' | 'events'>;
  readonly credits: Pick<CreditsService, 'spendForDownload' | 'refundDownloadByKey'>;
  /** A platform switched off is refused by every call that names it (DL-2.05). */
  readonly platforms: Pick<PlatformsService, 'isEnabled'>;
  /** Longest media the downloader takes (seconds). */
  readonly maxDurationSeconds: number;
  readonly now: () => number;
}

/** A quality of an analysis, as the download and stream paths name it. */
export interface QualityChoice {
  readonly formatId?: string | undefined;
  readonly index?: number | undefined;
  /** The legacy stream form: a label (720p) and a format, or the audio entry. */
  readonly quality?: string | undefined;
  readonly format?: string | undefined;
  readonly audioOnly?: boolean | undefined;
}

export interface StartedDownload {
  readonly jobId: string;
  readonly status: JobStatus;
  readonly analysisId: string;
  readonly formatId: string;
}

const TERMINAL: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];

export function pickQuality(qualities: readonly ExtractedQuality[], choice: QualityChoice) {
  if (choice.formatId !== undefined) return qualities.find((q) => q.formatId === choice.formatId);
  if (choice.index !== undefined) return qualities[choice.index];
  if (choice.audioOnly) {
    const audio = qualities.filter((q) => q.isAudioOnly);
    return audio.find((q) => choice.format === undefined || q.format === choice.format) ?? audio[0];
  }
  const label = choice.quality?.toLowerCase();
  return (
    qualities.find(
      (q) =>
        (label === undefined || q.quality.toLowerCase() === label) &&
        (choice.format === undefined || q.format === choice.format.toLowerCase()),
    ) ?? (label === undefined && choice.format === undefined ? qualities[0] : undefined)
  );
}

export function createDownloadsService(deps: DownloadsServiceDeps) {
  const now = deps.now;

  /** The owner's live analysis; someone else's reads as none. */
  async function analysisOf(ownerKeyText: string, id: string): Promise<AnalysisRecord> {
    const analysis = await deps.analyses.find(id);
    if (!analysis || analysis.owner !== ownerKeyText) {
      throw new AppError(ERROR_CODES.JOB_NOT_FOUND, JOB_API_ERROR_MESSAGES.jobNotFound);
    }
    if (analysis.expiresAt <= now()) {
      throw new AppError(ERROR_CODES.ANALYSIS_EXPIRED, DOWNLOADER_MESSAGES.analysisExpired);
    }
    if (!(await deps.platforms.isEnabled(analysis.platform))) {
      throw new AppError(ERROR_CODES.PLATFORM_DISABLED, DOWNLOADER_MESSAGES.platformDisabled);
    }
    return analysis;
  }

  function qualityOf(analysis: AnalysisRecord, choice: QualityChoice): ExtractedQuality {
    const quality = pickQuality(analysis.sources, choice);
    if (!quality) throw new AppError(ERROR_CODES.QUALITY_NOT_FOUND, DOWNLOADER_MESSAGES.qualityNotFound);
    if (quality.duration !== null && quality.duration > deps.maxDurationSeconds) {
      const minutes = Math.floor(deps.maxDurationSeconds / 60);
      throw new AppError(ERROR_CODES.MEDIA_TOO_LONG, DOWNLOADER_MESSAGES.tooLong(minutes), {
        maxDurationSeconds: deps.maxDurationSeconds,
      });
    }
    return quality;
  }

  /** Inserts and enqueues the download job; the credit (already spent under `creditRef`) travels with it. */
  async function enqueue(owner: Owner, analysis: AnalysisRecord, quality: ExtractedQuality, jobId: string) {
    const job = await deps.jobs.insert({
      id: jobId,
      owner: ownerKey(owner),
      kind: 'download',
      payload: { analysisId: analysis.id, formatId: quality.formatId, format: quality.format },
      batchTaskId: null,
      message: JOB_PROGRESS_MESSAGES.queued,
      originalSize: quality.filesize ?? 0,
      createdAt: now(),
    });
    deps.queue.events.changed(job);
    deps.queue.enqueue(job);
    return job;
  }

  return {
    analysisOf,
    qualityOf,
    /** POST /downloader/download: a job for one quality of the owner's analysis. */
    async start(owner: Owner, analysisId: string, choice: QualityChoice): Promise<StartedDownload> {
      const key = ownerKey(owner);
      const analysis = await analysisOf(key, analysisId);
      const quality = qualityOf(analysis, choice);
      const jobId = randomId();
      await deps.credits.spendForDownload(owner, jobId);
      const job = await enqueue(owner, analysis, quality, jobId).catch(async (error: unknown) => {
        await deps.credits.refundDownloadByKey(key, jobId);
        throw error;
      });
      return { jobId: job.id, status: job.status, analysisId: analysis.id, formatId: quality.formatId };
    },
    /**
     * The stream of a quality needing a job: the job runs (its credit is the stream's), and its end is
     * awaited; the caller then sends the stored file. Aborting (the visitor left) cancels nothing: the
     * job finishes and its result stays downloadable by its token link.
     */
    async runForStream(
      owner: Owner,
      analysis: AnalysisRecord,
      quality: ExtractedQuality,
      signal: AbortSignal,
    ): Promise<JobRecord> {
      const job = await enqueue(owner, analysis, quality, randomId());
      let current: JobRecord | undefined = job;
      while (current && !TERMINAL.includes(current.status)) {
        if (signal.aborted)
          throw new AppError(ERROR_CODES.JOB_NOT_COMPLETED, JOB_API_ERROR_MESSAGES.jobNotCompleted);
        await new Promise((resolve) => setTimeout(resolve, STREAM_JOB_POLL_MS));
        current = await deps.jobs.find(job.id);
      }
      return current ?? job;
    },
    /** One credit per quality link: resuming or re-requesting the same link spends nothing more. */
    spendForStream: (owner: Owner, analysisId: string, formatId: string) =>
      deps.credits.spendForDownload(owner, streamCreditRef(analysisId, formatId)),
    /** Gives a stream's credit back when its job delivered nothing. */
    refundStream: (owner: Owner, analysisId: string, formatId: string) =>
      deps.credits.refundDownloadByKey(ownerKey(owner), streamCreditRef(analysisId, formatId)),
    deliveryOf,
  };
}

const streamCreditRef = (analysisId: string, formatId: string): string => `stream:${analysisId}:${formatId}`;

/** How often a stream waiting for its job reads the job's state (any node may run it). */
export const STREAM_JOB_POLL_MS = 250;

export type DownloadsService = ReturnType<typeof createDownloadsService>;

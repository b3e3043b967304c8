/**
 * The downloader wired to its adapters (DESIGN.md §1 embedded mode): the egress client and proxy, yt-dlp
 * through the process runner, the analyses table, the fetch-and-join pipeline of download jobs, the
 * media proxy. Built in two steps because the download job's handler and the services that enqueue
 * download jobs sit on either side of the job parts: `createDownloaderCore` first (the job parts take its
 * handler deps), then `createDownloaderServices` with the queue.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import type { Extractor, ExtractorTable } from '../extractors/extractor.js';
import {
  createYtDlpExtractor,
  ytdlpPartFields,
  type YtDlpExtractor,
} from '../extractors/ytdlp/ytdlp.extractor.js';
import type { DownloadJobDeps } from '../jobs/download.handler.js';
import type { JobQueue } from '../jobs/queue/job-queue.js';
import { createAnalysesRepository } from '../repositories/database/analyses.repository.js';
import type { Db } from '../repositories/database/database.js';
import { createJobsRepository } from '../repositories/database/jobs.repository.js';
import type { UsersRepository } from '../repositories/database/users.repository.js';
import { createEgress, type Egress } from '../repositories/egress/egress.repository.js';
import {
  createProcessRunner,
  type ProcessRunner,
} from '../repositories/process/process-runner.repository.js';
import type { ScratchStorage } from '../repositories/storage/scratch.repository.js';
import { createYtDlp } from '../repositories/ytdlp/ytdlp.repository.js';
import type { CaptchaService } from '../services/captcha/captcha.service.js';
import type { CreditsService } from '../services/credits/credits.service.js';
import { createAnalysisService, type AnalysisService } from '../services/downloader/analysis.service.js';
import { createDownloadPipeline } from '../services/downloader/download-pipeline.js';
import { createDownloadsService, type DownloadsService } from '../services/downloader/downloads.service.js';
import { createStreamService, type StreamService } from '../services/downloader/stream.service.js';
import { createArchiveService, type ArchiveService } from '../services/downloader/archive.service.js';
import { createStreamTokens } from '../services/downloader/stream-tokens.js';
import { createToolJobsService, type ToolJobsService } from '../services/downloader/tool-jobs.service.js';
import type { DownloadTokens } from '../services/download-token.js';
import type { FilesService } from '../services/files.service.js';
import { createMediaProbe } from '../services/media-probe.js';
import { createMediaProxyService, type MediaProxyService } from '../services/media/media-proxy.service.js';
import { createMediaTokens } from '../services/media/media-tokens.js';
import type { PlatformsService } from '../services/platforms.service.js';
import { testOriginPlatform } from '../config/downloader-config.js';
import { createExtractorTable } from './extractors/extractor-table.js';
import { createEngineStatus, type EngineStatus } from '../services/downloader/engine-status.js';
import type { WhatsappLookup } from '../extractors/whatsapp/whatsapp-lookup.js';
import type { WhatsappService } from '../services/whatsapp/whatsapp.service.js';
import type { LimitStores } from '../repositories/limits/limit-store.repository.js';
import { createWhatsappServiceWiring, createWhatsappVisitorLimit } from './extractors/whatsapp.wiring.js';
import { withinVisitorLimit } from '../services/whatsapp/lookup-limits.js';

export interface DownloaderCore {
  readonly egress: Egress;
  readonly ytdlp: YtDlpExtractor;
  readonly runner: ProcessRunner;
  /** What the download job's handler needs (jobs/download.handler.ts). */
  readonly jobDeps: DownloadJobDeps;
  readonly engineStatus: () => Promise<EngineStatus>;
}

export interface DownloaderCoreInput {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly db: Db;
  readonly scratch: ScratchStorage;
  readonly now: () => number;
}

export function createDownloaderCore(input: DownloaderCoreInput): DownloaderCore {
  const { config, logger, db, scratch, now } = input;
  const log = logger.child({ component: 'downloader' });
  const egress = createEgress(config.egress, { logger: log });
  const runner = createProcessRunner();
  const ytdlp = createYtDlpExtractor({
    ytdlp: createYtDlp({
      runner,
      proxy: () => egress.proxy(),
      path: config.downloader.ytdlpPath,
      timeoutMs: config.downloader.ytdlpTimeoutMs,
      downloadTimeoutMs: config.jobTimeoutMs,
      log,
      env: config.childEnv,
    }),
    testOrigins: config.downloader.testOrigins,
    log,
  });
  const pipeline = createDownloadPipeline({
    client: egress.client,
    ytdlp: ({ engineInfo, part, ...rest }) =>
      ytdlp.fetchPart({ ...ytdlpPartFields(engineInfo, part), ...rest }),
    files: scratch,
    runner,
    ffmpegPath: config.ffmpegPath,
    timeoutMs: config.jobTimeoutMs,
    probe: createMediaProbe({
      runner,
      ffprobePath: config.ffprobePath,
      timeoutMs: config.probeTimeoutMs,
      files: scratch,
    }),
    maxBytes: config.downloader.maxBytes,
  });
  return {
    egress,
    ytdlp,
    runner,
    jobDeps: { analyses: createAnalysesRepository(db), pipeline, files: scratch, now },
    engineStatus: createEngineStatus({ ytdlp, path: config.downloader.ytdlpPath, now }),
  };
}

export interface DownloaderServices {
  readonly analysis: AnalysisService;
  readonly downloads: DownloadsService;
  readonly stream: StreamService;
  /** "Download all": an analysis's files as one streamed ZIP (D190). */
  readonly archive: ArchiveService;
  readonly toolJobs: ToolJobsService;
  readonly media: MediaProxyService;
  readonly files: FilesService;
  readonly captcha: Pick<CaptchaService, 'verify'>;
  readonly whatsapp: WhatsappService;
}

export interface DownloaderServicesInput extends DownloaderCoreInput {
  readonly core: DownloaderCore;
  readonly secret: string;
  readonly platforms: PlatformsService;
  readonly queue: Pick<JobQueue, 'enqueue' | 'events'>;
  readonly credits: Pick<CreditsService, 'spendForDownload' | 'refundDownloadByKey'>;
  readonly users: Pick<UsersRepository, 'findById'>;
  readonly captcha: Pick<CaptchaService, 'verify'>;
  readonly fileTokens: DownloadTokens;
  readonly files: FilesService;
  /** A stand-in for the linked WhatsApp device (tests). */
  readonly whatsappLookup?: WhatsappLookup | undefined;
  /** The run mode's limit counters (WhatsApp lookups); this process's memory when absent. */
  readonly limits?: LimitStores | undefined;
  /** On an api node: yt-dlp's extractor and status asked of a worker (D256) instead of the core's. */
  readonly remote?:
    { readonly ytdlp: Extractor; readonly engineStatus: () => Promise<EngineStatus> } | undefined;
}

export function createDownloaderServices(input: DownloaderServicesInput): DownloaderServices {
  const { config, logger, db, core, platforms, now, whatsappLookup } = input;
  const log = logger.child({ component: 'downloader' });
  const analyses = createAnalysesRepository(db);
  const media = createMediaProxyService({
    egress: core.egress.client,
    tokens: createMediaTokens(input.secret),
    platforms,
    engineStatus: input.remote?.engineStatus ?? core.engineStatus,
    config: config.media,
    now,
    logger: log,
  });
  const extractors: ExtractorTable = createExtractorTable(
    {
      config,
      logger,
      db,
      client: core.egress.client,
      runner: core.runner,
      now,
      whatsappLookup,
      media,
      limits: input.limits,
    },
    input.remote?.ytdlp ?? core.ytdlp,
  );
  const streamTokens = createStreamTokens(input.secret);
  const whatsappVisitors = createWhatsappVisitorLimit({ config, now, limits: input.limits });
  const analysis = createAnalysisService({
    analyses,
    platforms,
    extractors,
    streamTokens,
    testPlatformOf: (url) => testOriginPlatform(url, config.downloader.testOrigins),
    visitorLimits: { whatsapp: (visitor, extract) => withinVisitorLimit(whatsappVisitors, visitor, extract) },
    ttlMs: config.downloader.analysisTtlMs,
    timeoutMs: config.downloader.ytdlpTimeoutMs + 5000,
    now,
    log,
  });
  const downloads = createDownloadsService({
    analyses,
    jobs: createJobsRepository(db),
    queue: input.queue,
    credits: input.credits,
    platforms,
    maxDurationSeconds: config.downloader.maxDurationSeconds,
    now,
  });
  const stream = createStreamService({
    analyses,
    analysis,
    downloads,
    platforms,
    users: input.users,
    client: core.egress.client,
    streamTokens,
    fileTokens: input.fileTokens,
    maxBytes: config.downloader.maxBytes,
    now,
  });
  const archive = createArchiveService({
    downloads,
    client: core.egress.client,
    maxBytes: config.downloader.maxBytes,
    now,
    log,
  });
  const toolJobs = createToolJobsService({
    analyses,
    jobs: createJobsRepository(db),
    tokens: input.fileTokens,
    now,
  });
  const whatsapp = createWhatsappServiceWiring({
    ...input,
    extractors,
    analyses,
    streamTokens,
    visitorLimit: whatsappVisitors,
  });
  return {
    analysis,
    downloads,
    stream,
    archive,
    toolJobs,
    media,
    files: input.files,
    captcha: input.captcha,
    whatsapp,
  };
}

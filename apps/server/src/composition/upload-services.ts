import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import type { Db } from '../repositories/database/database.js';
import { createAnalysesRepository } from '../repositories/database/analyses.repository.js';
import { createFilesRepository } from '../repositories/database/files.repository.js';
import { createJobsRepository } from '../repositories/database/jobs.repository.js';
import { createUploadSessionsRepository } from '../repositories/database/upload-sessions.repository.js';
import { createProcessRunner } from '../repositories/process/process-runner.repository.js';
import type { ObjectStore } from '../repositories/storage/object-store.repository.js';
import { createUploadHasher } from '../repositories/storage/upload-hasher.repository.js';
import { createStagedChunksWorkspace } from '../repositories/storage/staged-chunks.repository.js';
import { createUploadWorkspace } from '../repositories/storage/upload-workspace.repository.js';
import { loadOrCreateSecretKey } from '../repositories/storage/secret-key.repository.js';
import {
  createChunkUploadService,
  type ChunkUploadService,
} from '../services/uploads/chunk-upload.service.js';
import { createCodecCatalog } from '../services/codec-catalog.service.js';
import { createDownloadTokens, type DownloadTokens } from '../services/download-token.js';
import { createFilesService, type FilesService } from '../services/files.service.js';
import { createKeyedMutex } from '../services/keyed-mutex.js';
import { createLimitsService } from '../services/limits.service.js';
import {
  createMediaCheck,
  createMediaIntake,
  type MediaCheck,
  type StoredMediaCheck,
} from '../services/uploads/media-intake.service.js';
import {
  createRegularUploadService,
  type RegularUploadService,
} from '../services/uploads/regular-upload.service.js';
import { createSubtitleIntake } from '../services/uploads/subtitle-intake.service.js';
import { createSweeper, type Sweeper } from '../services/sweeper.service.js';

export interface UploadServices {
  readonly chunks: ChunkUploadService;
  readonly regular: RegularUploadService;
  readonly files: FilesService;
  readonly sweeper: Sweeper;
  /** The download-token signer, shared with the job service (results carry tokens). */
  readonly tokens: DownloadTokens;
  /** The services' clock. */
  readonly now: () => number;
  /** The upload's check of a local file, run here (a worker answers api nodes with it, D256). */
  readonly mediaCheck: MediaCheck;
}

/**
 * Wires the upload services to their concrete adapters: the database, the object store and the local
 * upload workspace (or chunks staged in the shared store), child processes. `now` is injectable so tests
 * can move the clock.
 */
export async function createUploadServices(
  {
    config,
    logger,
    db,
    store,
    chunkStore,
    storedCheck,
  }: {
    readonly config: Config;
    readonly logger: FastifyBaseLogger;
    readonly db: Db;
    /** The object store of the run mode, shared with the job parts. */
    readonly store: ObjectStore;
    /** Where chunks are staged when API nodes share the store (D254); in place locally when undefined. */
    readonly chunkStore?: ObjectStore | undefined;
    /** On an api node: the check asked of a worker, on a copy in the store (D256). */
    readonly storedCheck?: StoredMediaCheck | undefined;
  },
  now: () => number = Date.now,
): Promise<UploadServices> {
  const local = createUploadWorkspace(config.dataDir, createUploadHasher());
  const workspace = chunkStore ? createStagedChunksWorkspace(local, chunkStore) : local;
  const sessions = createUploadSessionsRepository(db);
  const files = createFilesRepository(db);
  const tokens = createDownloadTokens(
    config.uploadTokenSecret ?? (await loadOrCreateSecretKey(config.dataDir)),
  );
  const mutex = createKeyedMutex();
  const limits = createLimitsService({ tierLimits: config.accounts.tierLimits });
  const probe = {
    runner: createProcessRunner(),
    ffprobePath: config.ffprobePath,
    probeTimeoutMs: config.probeTimeoutMs,
    log: logger,
  };
  const checkDeps = {
    workspace,
    ...probe,
    subtitles: createSubtitleIntake({ workspace, ...probe }),
    codecs: createCodecCatalog({
      runner: probe.runner,
      ffmpegPath: config.ffmpegPath,
      timeoutMs: config.probeTimeoutMs,
      log: logger,
    }),
  };
  const intake = createMediaIntake({
    ...checkDeps,
    store,
    files,
    fileTtlMs: config.fileTtlMs,
    now,
    storedCheck,
  });
  // In place, one process receives the uploads: a completion running when it stopped is not running now.
  // With staged chunks other nodes may be completing right now; a dead one's lease runs out instead (D255).
  if (!chunkStore) await sessions.resetAssembling(now());
  const ttl = { uploadSessionTtlMs: config.uploadSessionTtlMs };
  return {
    chunks: createChunkUploadService({
      sessions,
      files,
      workspace,
      intake,
      tokens,
      limits,
      mutex,
      now,
      sharedNodes: chunkStore !== undefined,
      ...ttl,
    }),
    regular: createRegularUploadService({ workspace, intake, limits, tokens }),
    files: createFilesService({ files, store, tokens, now }),
    sweeper: createSweeper({
      sessions,
      files,
      jobs: createJobsRepository(db),
      analyses: createAnalysesRepository(db),
      store,
      workspace,
      mutex,
      now,
      ...ttl,
    }),
    tokens,
    now,
    mediaCheck: createMediaCheck(checkDeps),
  };
}

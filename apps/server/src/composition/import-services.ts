/**
 * Imports wired to their adapters (docs/decisions.md D210–D216): the drive readers and the OneDrive token
 * exchange on the egress client, the upload's own media intake on the object store, the token seal on
 * the server's secret. Built in two steps like the downloader, because the import job's handler and the
 * service that enqueues import jobs sit on either side of the job parts: the wiring first (the job parts
 * take `jobDeps`), then `services(queue)`.
 */
import type { DriveSource } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import type { ImportJobDeps } from '../jobs/import.handler.js';
import type { JobQueue } from '../jobs/queue/job-queue.js';
import type { Db } from '../repositories/database/database.js';
import { createFilesRepository } from '../repositories/database/files.repository.js';
import { createJobsRepository } from '../repositories/database/jobs.repository.js';
import type { DriveReader } from '../repositories/drives/drive-file.js';
import { createDropboxReader } from '../repositories/drives/dropbox.repository.js';
import { createGoogleDriveReader } from '../repositories/drives/google-drive.repository.js';
import { createOnedriveTokenExchange } from '../repositories/drives/onedrive-token.repository.js';
import { createOnedriveReader } from '../repositories/drives/onedrive.repository.js';
import type { EgressClient } from '../repositories/egress/egress-client.repository.js';
import { createProcessRunner } from '../repositories/process/process-runner.repository.js';
import type { ObjectStore } from '../repositories/storage/object-store.repository.js';
import type { ScratchStorage } from '../repositories/storage/scratch.repository.js';
import { loadOrCreateSecretKey } from '../repositories/storage/secret-key.repository.js';
import { createUploadHasher } from '../repositories/storage/upload-hasher.repository.js';
import { createUploadWorkspace } from '../repositories/storage/upload-workspace.repository.js';
import { createCodecCatalog } from '../services/codec-catalog.service.js';
import type { DownloadTokens } from '../services/download-token.js';
import { createImportPipeline } from '../services/imports/import-pipeline.js';
import { createImportRequestRules } from '../services/imports/import-request.js';
import { createImportsService, type ImportsService } from '../services/imports/imports.service.js';
import {
  createOnedriveLoginService,
  type OnedriveLoginService,
} from '../services/imports/onedrive-login.service.js';
import { createTokenSeal } from '../services/imports/token-seal.js';
import { createLimitsService } from '../services/limits.service.js';
import { createMediaIntake } from '../services/uploads/media-intake.service.js';

export interface ImportServices {
  readonly imports: ImportsService;
  readonly onedrive: OnedriveLoginService;
}

export interface ImportWiring {
  /** What the import job's handler needs (jobs/import.handler.ts). */
  readonly jobDeps: ImportJobDeps;
  /** The services of the import calls, on the queue the job parts built. */
  services(queue: Pick<JobQueue, 'enqueue' | 'events'>, tokens: DownloadTokens): ImportServices;
}

export interface ImportWiringInput {
  readonly config: Config;
  readonly logger: FastifyBaseLogger;
  readonly db: Db;
  readonly store: ObjectStore;
  readonly scratch: ScratchStorage;
  /** The server's one egress client (the downloader core builds it). */
  readonly client: EgressClient;
  readonly now: () => number;
}

export async function createImportWiring(input: ImportWiringInput): Promise<ImportWiring> {
  const { config, db, client, now } = input;
  const { drives } = config;
  const log = input.logger.child({ component: 'imports' });
  const runner = createProcessRunner();
  const files = createFilesRepository(db);
  const limits = createLimitsService({ tierLimits: config.accounts.tierLimits });
  const seal = createTokenSeal(config.uploadTokenSecret ?? (await loadOrCreateSecretKey(config.dataDir)));
  // The same intake as uploads: an imported file is checked and stored exactly as an uploaded one.
  const intake = createMediaIntake({
    workspace: createUploadWorkspace(config.dataDir, createUploadHasher()),
    store: input.store,
    files,
    runner,
    ffprobePath: config.ffprobePath,
    probeTimeoutMs: config.probeTimeoutMs,
    fileTtlMs: config.fileTtlMs,
    now,
    log,
    codecs: createCodecCatalog({
      runner,
      ffmpegPath: config.ffmpegPath,
      timeoutMs: config.probeTimeoutMs,
      log,
    }),
  });
  const readers: Partial<Record<DriveSource, DriveReader>> = {
    ...(drives.googleDrive
      ? { 'google-drive': createGoogleDriveReader({ client, apiBaseUrl: drives.googleDrive.apiBaseUrl }) }
      : {}),
    ...(drives.dropbox
      ? { dropbox: createDropboxReader({ client, contentBaseUrl: drives.dropbox.contentBaseUrl }) }
      : {}),
    ...(drives.onedrive
      ? { onedrive: createOnedriveReader({ client, graphBaseUrl: drives.onedrive.graphBaseUrl }) }
      : {}),
  };
  const pipeline = createImportPipeline({
    client,
    drives: readers,
    seal,
    files: input.scratch,
    intake,
    limits,
  });
  const rules = createImportRequestRules({
    enabled: {
      url: drives.urlImport,
      'google-drive': drives.googleDrive !== undefined,
      dropbox: drives.dropbox !== undefined,
      onedrive: drives.onedrive !== undefined,
    },
    limits,
    seal,
    allowPrivate: config.egress.allowPrivate,
  });
  const exchange = drives.onedrive
    ? createOnedriveTokenExchange({
        client,
        tokenUrl: drives.onedrive.tokenUrl,
        clientId: drives.onedrive.clientId,
        clientSecret: drives.onedrive.clientSecret,
      })
    : undefined;
  return {
    jobDeps: { pipeline },
    services: (queue, tokens) => ({
      imports: createImportsService({
        rules,
        jobs: createJobsRepository(db),
        files,
        queue,
        tokens,
        answerWaitMs: drives.answerWaitMs,
        now,
      }),
      onedrive: createOnedriveLoginService(exchange),
    }),
  };
}

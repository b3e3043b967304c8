/**
 * The two sides of the calls from api nodes to workers (D256). An api node gets stand-ins that ask a
 * worker: the upload's check of a file it copied into the store, the yt-dlp extractor, the engine's
 * status. A worker gets the handlers that run the real ones. Embedded (`--role all`) uses neither.
 */
import path from 'node:path';
import { ERROR_CODES, UPLOAD_ERROR_MESSAGES } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import { AppError } from '../errors/app-error.js';
import { ExtractorError, isExtractorErrorCode, type Extractor } from '../extractors/extractor.js';
import type { Db } from '../repositories/database/database.js';
import { createWorkerCallsRepository } from '../repositories/database/worker-calls.repository.js';
import type { ObjectStore } from '../repositories/storage/object-store.repository.js';
import type { ScratchStorage } from '../repositories/storage/scratch.repository.js';
import type { EngineStatus } from '../services/downloader/engine-status.js';
import { randomId } from '../services/random-id.js';
import type { MediaCheck, StoredMediaCheck } from '../services/uploads/media-intake.service.js';
import type { WorkerCallHandlers } from '../services/worker-calls/worker-call-kinds.js';
import {
  createWorkerCallRunner,
  createWorkerCalls,
  WorkerCallTimeout,
  type WorkerCallRunner,
} from '../services/worker-calls/worker-calls.js';

const MIB = 1024 * 1024;
/** A worker fetches the file from the store before it checks it; allow this pace, at the least. */
const FETCH_BYTES_PER_SECOND = 20 * MIB;
/** Time for a worker to notice the call, on top of the work. */
const CLAIM_ALLOWANCE_MS = 10_000;
/** How long an api node keeps a worker's engine status, and how long it asks. */
const ENGINE_STATUS_TTL_MS = 60_000;
const ENGINE_STATUS_WAIT_MS = 5_000;

/**
 * The longest a worker's check of `size` bytes can take: the fetch, the probe, the packet scan that
 * measures a duration, the decoder list and a subtitle probe, each under PROBE_TIMEOUT_MS.
 */
export function mediaCheckTimeoutMs(size: number, probeTimeoutMs: number): number {
  return CLAIM_ALLOWANCE_MS + Math.ceil((size / FETCH_BYTES_PER_SECOND) * 1000) + 4 * probeTimeoutMs;
}

export interface ApiCallParts {
  readonly storedCheck: StoredMediaCheck;
  /** Stands in for yt-dlp's extractor in the extractor table. */
  readonly ytdlp: Extractor;
  readonly engineStatus: () => Promise<EngineStatus>;
}

/** What an api node asks the workers instead of running it (D256). */
export function createApiCallParts(input: { readonly config: Config; readonly db: Db }): ApiCallParts {
  const { config } = input;
  const calls = createWorkerCalls({ calls: createWorkerCallsRepository(input.db) });

  const storedCheck: StoredMediaCheck = async (stored) => {
    try {
      return await calls.call('media-check', stored, {
        timeoutMs: mediaCheckTimeoutMs(stored.size, config.probeTimeoutMs),
      });
    } catch (error) {
      if (error instanceof WorkerCallTimeout) {
        throw new AppError(ERROR_CODES.SERVICE_UNAVAILABLE, UPLOAD_ERROR_MESSAGES.checkUnavailable, {
          workerTookIt: error.claimed,
        });
      }
      throw error;
    }
  };

  const ytdlp: Extractor = {
    family: 'yt-dlp',
    needs: 'nothing',
    assertReady() {
      // As yt-dlp's own: a worker without the binary answers EXTRACTOR_UNAVAILABLE when it runs.
    },
    async extract(request) {
      try {
        return await calls.call(
          'link-lookup',
          { url: request.url.href, platform: request.platform, toolType: request.toolType },
          // Just under the analysis's own cap (ytdlp timeout + 5 s), so a worker's silence reads as ours.
          { timeoutMs: config.downloader.ytdlpTimeoutMs + 4_000, signal: request.signal },
        );
      } catch (error) {
        if (error instanceof WorkerCallTimeout) {
          throw error.claimed
            ? new ExtractorError('EXTRACTOR_TIMEOUT', 'the worker did not answer in time')
            : new ExtractorError('EXTRACTOR_UNAVAILABLE', 'no worker took the lookup');
        }
        if (error instanceof AppError && isExtractorErrorCode(error.code)) {
          throw new ExtractorError(error.code, 'answered by a worker', error.message, error.context);
        }
        throw error;
      }
    },
  };

  let cached: { readonly status: EngineStatus; readonly at: number } | undefined;
  const engineStatus = async (): Promise<EngineStatus> => {
    if (cached && Date.now() - cached.at < ENGINE_STATUS_TTL_MS) return cached.status;
    try {
      const status = await calls.call('engine-status', {}, { timeoutMs: ENGINE_STATUS_WAIT_MS });
      cached = { status, at: Date.now() };
      return status;
    } catch {
      // No worker answered: the engine is unknown from here, which the status reports as missing.
      return {
        name: 'yt-dlp',
        path: config.downloader.ytdlpPath,
        version: null,
        releasedAt: null,
        ageDays: null,
        outdated: true,
      };
    }
  };

  return { storedCheck, ytdlp, engineStatus };
}

/** A worker's side: the handlers of every call kind, on this worker's real tools. */
export function createWorkerCallHandlers(input: {
  readonly store: Pick<ObjectStore, 'fetchTo'>;
  readonly scratch: ScratchStorage;
  readonly check: MediaCheck;
  readonly ytdlp: Extractor;
  readonly engineStatus: () => Promise<EngineStatus>;
  readonly log: FastifyBaseLogger;
}): WorkerCallHandlers {
  return {
    async 'media-check'(payload) {
      const dirKey = `check-${randomId()}`;
      const dir = await input.scratch.create(dirKey);
      try {
        const file = path.join(dir, 'input');
        const fetched = await input.store.fetchTo(payload.storageKey, { path: file });
        if (!fetched) {
          throw new AppError(ERROR_CODES.SERVICE_UNAVAILABLE, UPLOAD_ERROR_MESSAGES.checkUnavailable, {
            stored: false,
          });
        }
        return await input.check({ path: file, size: fetched.size, sha256: '' }, payload.fileName);
      } finally {
        await input.scratch.remove(dirKey);
      }
    },
    'link-lookup': (payload, signal) =>
      input.ytdlp.extract({
        url: new URL(payload.url),
        platform: payload.platform,
        toolType: payload.toolType,
        signal,
        log: input.log.child({ platform: payload.platform, toolType: payload.toolType }),
      }),
    'engine-status': () => input.engineStatus(),
  };
}

/** Calls a worker runs at once: short, and each has a visitor waiting. */
export const WORKER_CALL_CONCURRENCY = 4;

export function createWorkerCallPart(input: {
  readonly db: Db;
  readonly handlers: WorkerCallHandlers;
  readonly log: FastifyBaseLogger;
}): WorkerCallRunner {
  return createWorkerCallRunner({
    calls: createWorkerCallsRepository(input.db),
    handlers: input.handlers,
    concurrency: WORKER_CALL_CONCURRENCY,
    log: input.log,
  });
}

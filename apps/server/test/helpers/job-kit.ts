/**
 * The job service and worker as the composition root builds them (composition/job-parts.ts), with their
 * declared repositories: SQLite in memory (real jobs and files repositories), and fakes for the
 * executor, storage, scratch directories and socket publisher (DESIGN.md §3.10).
 */
import type { JobProgressMessage, JobUpdateMessage, MediaMetadata } from '@mediaforge/shared';
import { pino } from 'pino';
import { migrateToLatest, openSqliteDatabase, type Db } from '../../src/repositories/database/database.js';
import {
  createFilesRepository,
  type StoredFileRecord,
} from '../../src/repositories/database/files.repository.js';
import { createAnalysesRepository } from '../../src/repositories/database/analyses.repository.js';
import {
  createJobsRepository,
  type JobsRepository,
} from '../../src/repositories/database/jobs.repository.js';
import type { JobEvents } from '../../src/repositories/realtime/job-events.repository.js';
import { createDownloadTokens } from '../../src/services/download-token.js';
import {
  EncodeCancelledError,
  type EncodeExecutor,
  type EncodeOutcome,
  type EncodeRunOptions,
  type EncodeTask,
} from '../../src/services/encode/encode-executor.js';
import { createJobParts, type JobPartsDeps } from '../../src/composition/job-parts.js';
import type { JobWorker } from '../../src/jobs/job-worker.js';
import type { JobQueue } from '../../src/jobs/queue/job-queue.js';
import type { JobsService } from '../../src/services/jobs/jobs.service.js';
import { ownerKey, type Owner } from '../../src/services/owner.js';
import { randomId } from '../../src/services/random-id.js';

export const OWNER: Owner = { kind: 'anonymous', sessionId: 'anon_job-kit-owner' };
export const STRANGER: Owner = { kind: 'anonymous', sessionId: 'anon_job-kit-stranger' };

export interface FakeRun {
  readonly task: EncodeTask;
  readonly options: EncodeRunOptions;
  resolve(outcome: EncodeOutcome): void;
  reject(error: unknown): void;
}

/** An executor whose runs the test finishes by hand; an abort rejects like the real one. */
export function fakeExecutor() {
  const runs: FakeRun[] = [];
  const executor: EncodeExecutor = {
    run(task, options) {
      return new Promise<EncodeOutcome>((resolve, reject) => {
        options.signal.addEventListener('abort', () => reject(new EncodeCancelledError('aborted')), {
          once: true,
        });
        runs.push({ task, options, resolve, reject });
      });
    },
  };
  return { executor, runs };
}

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/** Polls `check` until it returns something truthy (or throws after `ms`). */
export async function until<T>(check: () => T | Promise<T>, ms = 3000, everyMs = 5): Promise<Truthy<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const VIDEO_METADATA: MediaMetadata = {
  container: 'mov',
  duration: 2,
  width: 320,
  height: 180,
  videoCodec: 'h264',
  audioCodec: 'aac',
  hasVideo: true,
  hasAudio: true,
};

export interface JobKit {
  readonly db: Db;
  readonly jobsRepo: JobsRepository;
  readonly service: JobsService;
  /** Recovery and claiming: `start()` before jobs run; `close()` stops it. */
  readonly worker: JobWorker;
  /** The queue the service enqueues into and the worker claims from. */
  readonly queue: JobQueue;
  readonly runs: FakeRun[];
  readonly events: { progress: JobProgressMessage[]; update: JobUpdateMessage[] };
  /** Scratch directories that exist (job ids). */
  readonly scratchDirs: Set<string>;
  /** Object keys adopted from scratch, with the local path they came from. */
  readonly imported: Map<string, string>;
  /** Object keys fetched into a workspace, with the local path they were fetched to. */
  readonly fetched: [string, string][];
  /** Job ids a credit was spent for, and given back for. */
  readonly credits: { readonly spent: string[]; readonly refunded: string[] };
  /** Progress-only database writes (the throttled path). */
  progressWrites: number;
  clock: number;
  addFile(owner: Owner, overrides?: Partial<StoredFileRecord>): Promise<StoredFileRecord>;
  close(): Promise<void>;
}

export async function createJobKit(overrides: Partial<JobPartsDeps> = {}): Promise<JobKit> {
  const db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
  const files = createFilesRepository(db);
  const realJobs = createJobsRepository(db);
  const { executor, runs } = fakeExecutor();
  const recorded = { progress: [] as JobProgressMessage[], update: [] as JobUpdateMessage[] };
  const events: JobEvents = {
    progress: (m) => recorded.progress.push(m),
    update: (m) => recorded.update.push(m),
  };
  const kit: JobKit = {
    db,
    jobsRepo: realJobs,
    service: undefined as unknown as JobsService,
    worker: undefined as unknown as JobWorker,
    queue: undefined as unknown as JobQueue,
    runs,
    events: recorded,
    scratchDirs: new Set(),
    imported: new Map(),
    fetched: [],
    credits: { spent: [], refunded: [] },
    progressWrites: 0,
    clock: 1_700_000_000_000,
    async addFile(owner, extra = {}) {
      const record: StoredFileRecord = {
        id: randomId(),
        owner: ownerKey(owner),
        storageKey: randomId(),
        fileName: 'My Clip.MOV',
        fileSize: 123_456,
        mimeType: 'video/quicktime',
        metadata: VIDEO_METADATA,
        sha256: 'a'.repeat(64),
        uploadMethod: 'regular',
        createdAt: kit.clock,
        expiresAt: kit.clock + 86_400_000,
        ...extra,
      };
      await files.insert(record);
      return record;
    },
    async close() {
      await kit.worker.stop();
      await db.destroy();
    },
  };
  const jobs: JobsRepository = {
    ...realJobs,
    update(id, from, patch, now) {
      if (patch.status === undefined && patch.progress !== undefined) kit.progressWrites += 1;
      return realJobs.update(id, from, patch, now);
    },
  };
  const parts = createJobParts({
    jobs,
    files,
    store: {
      fetchTo: (key, file) => {
        kit.fetched.push([key, file.path]);
        return Promise.resolve({ key, size: 0, modifiedAt: kit.clock });
      },
      adopt: (file, key) => {
        kit.imported.set(key, file.path);
        return Promise.resolve({ key, size: 0, modifiedAt: kit.clock });
      },
      delete: (key) => {
        kit.imported.delete(key);
        return Promise.resolve();
      },
    },
    scratch: {
      create: (jobId) => {
        kit.scratchDirs.add(jobId);
        return Promise.resolve(`/data/scratch/${jobId}`);
      },
      remove: (jobId) => {
        kit.scratchDirs.delete(jobId);
        return Promise.resolve();
      },
      list: () => Promise.resolve([...kit.scratchDirs].map((key) => ({ key, modifiedAt: 0 }))),
      dirOf: (jobId) => `/data/scratch/${jobId}`,
    },
    executor,
    // The kit runs conversions; a download job here finds no analysis and fails at once.
    download: {
      analyses: createAnalysesRepository(db),
      pipeline: { run: () => Promise.reject(new Error('the job kit runs no downloads')) },
      files: { stat: () => Promise.resolve(undefined), sha256: () => Promise.resolve('') },
      now: () => kit.clock,
    },
    import: { pipeline: { run: () => Promise.reject(new Error('the job kit runs no imports')) } },
    events,
    credits: {
      spendForConversion: (_owner, jobId) => {
        kit.credits.spent.push(jobId);
        return Promise.resolve();
      },
      refundConversionByKey: (_key, jobId) => {
        kit.credits.refunded.push(jobId);
        return Promise.resolve(true);
      },
      refundDownloadByKey: (_key, jobId) => {
        kit.credits.refunded.push(jobId);
        return Promise.resolve(true);
      },
    },
    tokens: createDownloadTokens('k'.repeat(32)),
    now: () => kit.clock,
    concurrency: 1,
    jobTimeoutMs: 60_000,
    resultTtlMs: 3_600_000,
    log: pino({ level: 'silent' }),
    ...overrides,
  });
  Object.assign(kit, { service: parts.service, worker: parts.worker, queue: parts.queue });
  return kit;
}

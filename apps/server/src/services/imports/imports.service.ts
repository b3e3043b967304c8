/**
 * The import calls (converter-compressor.md §7 "Own server: import"; docs/decisions.md D210): a checked
 * request becomes a job of kind `import`, queued like a conversion (progress on the socket, cancel through
 * the job endpoints); the call then waits a short while, so a file that arrives quickly is answered with
 * the spec's import result at once and a large one with its job to follow. Imports cost no credit, as
 * uploads do not; a visitor with none left is refused before this is called (D45, the routes' gate).
 */
import {
  ERROR_CODES,
  JOB_API_ERROR_MESSAGES,
  JOB_PROGRESS_MESSAGES,
  type ImportAnswer,
  type ImportRequest,
  type JobStatus,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { JobRecord, JobsRepository } from '../../repositories/database/jobs.repository.js';
import type { JobQueue } from '../../jobs/queue/job-queue.js';
import { ownerKey, type Owner } from '../owner.js';
import { randomId } from '../random-id.js';
import { importAnswerOf, type ImportAnswerDeps } from './import-answer.js';
import type { ImportRequestRules } from './import-request.js';

export interface ImportsServiceDeps extends ImportAnswerDeps {
  readonly rules: ImportRequestRules;
  readonly jobs: Pick<JobsRepository, 'insert' | 'find'>;
  readonly queue: Pick<JobQueue, 'enqueue' | 'events'>;
  /** How long a call waits for its job before answering 202 (IMPORT_ANSWER_WAIT_MS). */
  readonly answerWaitMs: number;
  readonly now: () => number;
}

export interface ImportsService {
  /** POST /files/import/{source}: the import result (done), or the job to follow (still running). */
  start(owner: Owner, request: ImportRequest, signal?: AbortSignal): Promise<ImportAnswer>;
  /** GET /api/files/import/jobs/{jobId}: the same answer for an import of the owner's. */
  answer(owner: Owner, jobId: string): Promise<ImportAnswer>;
}

/** How often a waiting call reads its job's row (any process may run the job). */
export const IMPORT_POLL_MS = 100;

const TERMINAL: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];

const isImport = (job: JobRecord): job is JobRecord<'import'> => job.kind === 'import';

export function createImportsService(deps: ImportsServiceDeps): ImportsService {
  /** The job once it ended, or as it is when the wait is over or the caller left. */
  async function settle(job: JobRecord<'import'>, signal: AbortSignal | undefined) {
    // Wall-clock time, not the services' clock (which tests may hold still).
    const deadline = Date.now() + deps.answerWaitMs;
    let current = job;
    while (!TERMINAL.includes(current.status) && Date.now() < deadline && !signal?.aborted) {
      await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
      const read = await deps.jobs.find(job.id);
      if (!read || !isImport(read)) break;
      current = read;
    }
    return current;
  }

  return {
    async start(owner, request, signal) {
      const payload = deps.rules.payloadOf(owner, request);
      const job = await deps.jobs.insert({
        id: randomId(),
        owner: ownerKey(owner),
        kind: 'import',
        payload,
        batchTaskId: null,
        message: JOB_PROGRESS_MESSAGES.queued,
        originalSize: 0,
        createdAt: deps.now(),
      });
      deps.queue.events.changed(job);
      deps.queue.enqueue(job);
      if (!isImport(job)) throw new Error('an import job was stored as another kind');
      return importAnswerOf(await settle(job, signal), deps);
    },
    async answer(owner, jobId) {
      const job = await deps.jobs.find(jobId);
      if (!job || job.owner !== ownerKey(owner) || !isImport(job)) {
        throw new AppError(ERROR_CODES.JOB_NOT_FOUND, JOB_API_ERROR_MESSAGES.jobNotFound);
      }
      return importAnswerOf(job, deps);
    },
  };
}

/**
 * The job parts built from their adapters: the queue (the jobs table, or BullMQ), its events (sockets and
 * throttled progress writes), the service the routes call, and the worker that runs the handlers. The
 * composition root calls this with the real adapters; the job kit of the tests with fakes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createJobFiles, type JobFilesDeps } from '../jobs/job-files.js';
import { createJobHandlers, type JobHandlersDeps } from '../jobs/handlers.js';
import { createJobWorker, type JobWorker, type JobWorkerDeps } from '../jobs/job-worker.js';
import { createDbJobQueue } from '../jobs/queue/db-job-queue.js';
import { createJobEventsPublisher } from '../jobs/queue/job-events-publisher.js';
import type { JobQueue, JobQueueEvents } from '../jobs/queue/job-queue.js';
import type { FilesRepository } from '../repositories/database/files.repository.js';
import type { JobsRepository } from '../repositories/database/jobs.repository.js';
import type { JobEvents } from '../repositories/realtime/job-events.repository.js';
import type { CreditsService } from '../services/credits/credits.service.js';
import type { DownloadTokens } from '../services/download-token.js';
import { createJobsService, type JobsService } from '../services/jobs/jobs.service.js';
import { createJobView } from '../services/jobs/job-view.js';

export interface JobPartsDeps extends JobHandlersDeps, Omit<JobFilesDeps, 'files'> {
  readonly jobs: JobsRepository;
  readonly files: FilesRepository;
  readonly scratch: JobWorkerDeps['scratch'];
  readonly leftovers?: JobWorkerDeps['leftovers'];
  /** Where job messages go (the socket server, or a fan-out the http part attaches sockets to). */
  readonly events: JobEvents;
  readonly credits: Pick<
    CreditsService,
    'spendForConversion' | 'refundConversionByKey' | 'refundDownloadByKey'
  >;
  readonly tokens: DownloadTokens;
  readonly concurrency: number;
  readonly jobTimeoutMs: number;
  /** How long a cancel waits for the running job to stop before answering. */
  readonly cancelWaitMs?: number;
  readonly progressWriteIntervalMs?: number;
  readonly log: FastifyBaseLogger;
  /** The queue adapter of the run mode; the jobs table's own queue when absent. */
  readonly makeQueue?: QueueMaker | undefined;
}

/** What every queue adapter is built from: the jobs table, the events, the run limits. */
export interface QueueBasics {
  readonly jobs: JobsRepository;
  readonly events: JobQueueEvents;
  readonly concurrency: number;
  readonly jobTimeoutMs: number;
  readonly resultTtlMs: number;
  readonly cancelWaitMs?: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

/** Builds the run mode's queue adapter (the scaled mode's BullMQ; the jobs table's queue when absent). */
export type QueueMaker = (basics: QueueBasics) => JobQueue;

export interface JobParts {
  readonly service: JobsService;
  readonly queue: JobQueue;
  readonly worker: JobWorker;
}

export function createJobParts(deps: JobPartsDeps): JobParts {
  const view = createJobView(deps.tokens);
  const basics: QueueBasics = {
    ...deps,
    events: createJobEventsPublisher({ jobs: deps.jobs, events: deps.events, view, log: deps.log }),
  };
  const queue = deps.makeQueue ? deps.makeQueue(basics) : createDbJobQueue(basics);
  const service = createJobsService({ ...deps, queue });
  const worker = createJobWorker({
    ...deps,
    queue,
    files: createJobFiles(deps),
    handlers: createJobHandlers(deps),
  });
  return { service, queue, worker };
}

/**
 * The job worker: recovers what a previous process left running, then claims jobs from the queue and
 * runs each one: its workspace (a scratch directory), a progress reporter and the abort signal go to the
 * handler of its kind; the outcome becomes the job's final status. The workspace is removed in every
 * outcome before the final status is written, so a client that sees completed/failed/cancelled finds
 * nothing left behind (DESIGN.md §5 "temp files are removed").
 */
import { JOB_PROGRESS_MESSAGES, jobTimedOutMessage, JOB_FAILED_MESSAGES } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRecord, JobsRepository } from '../repositories/database/jobs.repository.js';
import type { ScratchStorage } from '../repositories/storage/scratch.repository.js';
import type { CreditsService } from '../services/credits/credits.service.js';
import type { JobFiles } from './job-files.js';
import { finishJob, type FinalState } from './job-finish.js';
import {
  JobStoppedError,
  runJobHandler,
  type JobContext,
  type JobHandlers,
  type JobProgressReporter,
  type JobWorkspace,
} from './job-kind.js';
import { createJobPercentTracker, JOB_PERCENT, processingPercent } from './job-progress.js';
import {
  recoverInterruptedJobs,
  removeStaleScratch,
  takeOverInterruptedJob,
  type RecoveryDeps,
} from './job-recovery.js';
import type { JobQueue, RunControl, StopReason } from './queue/job-queue.js';

export interface JobWorkerDeps {
  readonly queue: JobQueue;
  readonly handlers: JobHandlers;
  readonly jobs: Pick<JobsRepository, 'update' | 'listByStatus' | 'find'>;
  readonly files: JobFiles;
  readonly scratch: Pick<ScratchStorage, 'create' | 'remove'> & RecoveryDeps['scratch'];
  /** Stops what a dead run left encoding, at start-up (D66). */
  readonly leftovers?: RecoveryDeps['leftovers'];
  /** A failed job produced nothing: its credit goes back (D45). */
  readonly credits: Pick<CreditsService, 'refundConversionByKey' | 'refundDownloadByKey'>;
  readonly now: () => number;
  readonly resultTtlMs: number;
  readonly jobTimeoutMs: number;
  readonly log: FastifyBaseLogger;
  readonly progressWriteIntervalMs?: number;
}

export interface JobWorker {
  /** Recovers what a previous process left running, then starts taking jobs. */
  start(): Promise<void>;
  /** Stops taking jobs; running ones are aborted and left pending for the next start. */
  stop(): Promise<void>;
}

export function createJobWorker(deps: JobWorkerDeps): JobWorker {
  const { queue } = deps;
  const events = queue.events;

  /** Percent and phase of one running job, live to its subscribers and throttled to its row. */
  function reporterFor(job: JobRecord): JobProgressReporter {
    const tracker = createJobPercentTracker(job.progress, deps.progressWriteIntervalMs);
    const working = JOB_PROGRESS_MESSAGES.processing[job.jobType];
    let live: JobRecord = job;
    // `store`: written whatever the interval, so a polling client sees the phase change too.
    const report = (percent: number, message: string, outputSize: number | null, store = false): void => {
      live = { ...live, progress: tracker.advance(percent), message, outputSize, updatedAt: deps.now() };
      events.progress(live, tracker.writeDue(live.updatedAt) || store);
    };
    return {
      begin: () => report(JOB_PERCENT.processingFrom, working, null),
      working: (fraction, outputBytes) =>
        report(processingPercent(fraction), working, outputBytes ?? live.outputSize),
      // The work is over: from here the phase is finalizing until the result is stored (D75).
      finalizing: (outputBytes) =>
        report(JOB_PERCENT.finalizing, JOB_PROGRESS_MESSAGES.finalizing, outputBytes, true),
    };
  }

  function workspaceOf(job: JobRecord, dir: string): JobWorkspace {
    // A file asked for twice is fetched once: its copy is already in the workspace.
    const fetched = new Map<string, ReturnType<JobWorkspace['fetchInput']>>();
    return {
      dir,
      fetchInput(fileId) {
        const known = fetched.get(fileId) ?? deps.files.fetchInput(fileId, dir);
        fetched.set(fileId, known);
        return known;
      },
      copyInput: (input, localPath) => deps.files.copyInput(input, localPath),
      publishOutput: (localPath, facts) => deps.files.publishOutput(job.owner, localPath, facts),
    };
  }

  function classify(job: JobRecord, error: unknown, reason: StopReason | undefined, log: FastifyBaseLogger) {
    if (reason === 'shutdown') return { kind: 'requeue' } as const;
    if (reason === 'timeout')
      return { kind: 'failed', error: jobTimedOutMessage(deps.jobTimeoutMs) } as const;
    if (reason === 'cancel' || error instanceof JobStoppedError) return { kind: 'cancelled' } as const;
    log.error({ err: error }, 'job failed unexpectedly');
    return { kind: 'failed', error: JOB_FAILED_MESSAGES[job.jobType] } as const;
  }

  async function runJob(job: JobRecord, control: RunControl): Promise<void> {
    const log = deps.log.child({ jobId: job.id, fileId: job.fileId });
    log.info({ format: job.format, jobType: job.jobType, attempt: job.attempts }, 'job started');
    events.changed(job);
    let final: FinalState;
    try {
      const ctx: JobContext = {
        jobId: job.id,
        owner: job.owner,
        workspace: workspaceOf(job, await deps.scratch.create(job.id)),
        progress: reporterFor(job),
        signal: control.signal,
        log,
      };
      final = await runJobHandler(deps.handlers, job, ctx);
    } catch (error) {
      final = classify(job, error, control.reason(), log);
    } finally {
      await deps.scratch.remove(job.id).catch((error: unknown) => {
        log.error({ err: error }, 'could not remove the scratch directory');
      });
    }
    const finished = await finishJob(job, final, { ...deps, events, log });
    if (finished?.status === 'failed') {
      const refund =
        job.kind === 'download' ? deps.credits.refundDownloadByKey : deps.credits.refundConversionByKey;
      await refund(job.owner, job.id).catch((error: unknown) => {
        log.error({ err: error }, 'could not refund the credit of a failed job');
      });
    }
    log.info({ status: finished?.status ?? 'unchanged', outcome: final.kind }, 'job ended');
  }

  return {
    async start() {
      if (queue.recovery === 'startup') {
        const report = await recoverInterruptedJobs({ ...deps, events });
        const { requeued, failed, scratchRemoved, processesStopped } = report;
        if (requeued + failed + scratchRemoved + processesStopped > 0) deps.log.info(report, 'job recovery');
      } else {
        const scratchRemoved = await removeStaleScratch(deps);
        if (scratchRemoved > 0) deps.log.info({ scratchRemoved }, 'job recovery');
      }
      queue.claim({ run: runJob, takeOver: (job) => takeOverInterruptedJob(job, { ...deps, events }) });
    },
    stop: () => queue.close(),
  };
}

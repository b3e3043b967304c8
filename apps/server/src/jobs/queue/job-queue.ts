/**
 * The job queue as the jobs service and the worker see it (a port): the service enqueues and cancels,
 * the worker claims, both tell subscribers about a job through its events. The embedded adapter is the
 * durable queue of the jobs table (db-job-queue.ts); the scaled one schedules on BullMQ
 * (bullmq-queue.ts). In both the jobs table holds every job's status and result.
 */
import type { JobRecord } from '../../repositories/database/jobs.repository.js';

/** Why a running job was stopped from outside (the abort reason its run sees). */
export type StopReason = 'cancel' | 'shutdown' | 'timeout';

/** What a claimed job's run is given: its abort signal, and the reason once it was aborted. */
export interface RunControl {
  readonly signal: AbortSignal;
  readonly reason: () => StopReason | undefined;
}

/** Runs one claimed job to its end (writes its final state itself). */
export type ClaimedJobRun = (job: JobRecord, control: RunControl) => Promise<void>;

/** What a worker hands the queue when it asks for jobs. */
export interface JobRunner {
  readonly run: ClaimedJobRun;
  /**
   * A job whose row still says running although the run that claimed it died with its process (a
   * broker handed it on after that worker stopped renewing its lock): cleans up after the dead run and
   * answers the job claimed for a new run, or undefined when it was ended instead (attempts used up).
   */
  readonly takeOver: (job: JobRecord) => Promise<JobRecord | undefined>;
}

/**
 * How runs that died with their process are recovered. `startup`: this process is the only one that
 * runs jobs, so at its start every running row is a dead run (jobs/job-recovery.ts). `takeover`: workers
 * in other processes keep running theirs; the queue hands a dead worker's job to a live one
 * (JobRunner.takeOver).
 */
export type RecoveryMode = 'startup' | 'takeover';

/**
 * What a cancel found. `dequeued`: the job was still waiting and is now cancelled (`job`, not yet
 * announced: the caller settles the credit, then tells subscribers). `stopped`: it was running and has
 * been stopped (or is still stopping; it ends as cancelled). `finished`: it had already ended.
 */
export type CancelOutcome =
  | { readonly kind: 'dequeued'; readonly job: JobRecord }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'finished' };

/** Status changes and progress of jobs, to their subscribers (sockets) and the job's stored state. */
export interface JobQueueEvents {
  /** After a status change was written: `job:update` and `job:progress` to the job's subscribers. */
  changed(job: JobRecord): void;
  /** A progress step of a running job: to subscribers at once, to the stored state when `write`. */
  progress(job: JobRecord, write: boolean): void;
}

export interface JobQueue {
  readonly recovery: RecoveryMode;
  /** A job was created (its row is pending): it waits for a worker. */
  enqueue(job: JobRecord): void;
  /** Cancels a pending or running job, wherever it runs (see CancelOutcome). */
  cancel(jobId: string): Promise<CancelOutcome>;
  /** Starts handing pending jobs to the runner, oldest first, at most the queue's concurrency at once. */
  claim(runner: JobRunner): void;
  readonly events: JobQueueEvents;
  /** Stops claiming, aborts the running jobs (they go back to pending) and waits for their runs. */
  close(): Promise<void>;
}

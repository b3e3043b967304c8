/**
 * The durable in-process queue of the embedded mode (DESIGN.md §1): the jobs table is the queue. A
 * worker slot claims the oldest pending job with one conditional update, runs it, and claims the next;
 * at most `concurrency` run at once. Each run has an AbortController: cancel, shutdown and the
 * wall-clock cap abort it with their reason, and the runner turns the reason into the job's end.
 */
import { JOB_PROGRESS_MESSAGES } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRecord, JobsRepository } from '../../repositories/database/jobs.repository.js';
import { JOB_PERCENT } from './job-progress.js';
import type { JobRunner, StopReason } from './job-runner.js';

export interface JobQueueDeps {
  readonly jobs: Pick<JobsRepository, 'claimNext'>;
  readonly run: JobRunner;
  readonly concurrency: number;
  readonly jobTimeoutMs: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

export interface JobQueue {
  /** Starts taking jobs (after recovery); also called when a job was added. */
  poke(): void;
  /** Whether this process is running the job. */
  isRunning(jobId: string): boolean;
  /**
   * Aborts a job this process runs and resolves once its run has ended (process group gone, scratch
   * directory removed, status written), or after `waitMs`; false when this process does not run it.
   */
  stopJob(jobId: string, reason: StopReason, waitMs: number): Promise<boolean>;
  /** Stops taking jobs, aborts the running ones (they go back to pending) and waits for them. */
  close(): Promise<void>;
}

interface Active {
  readonly controller: AbortController;
  reason: StopReason | undefined;
  readonly done: Promise<void>;
}

export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const active = new Map<string, Active>();
  let closed = false;
  let pumping: Promise<void> | undefined;
  let again = false;

  const stop = (entry: Active, reason: StopReason): void => {
    // The first reason wins: a cancel during shutdown stays a cancel.
    entry.reason ??= reason;
    entry.controller.abort(reason);
  };

  function launch(job: JobRecord): void {
    const controller = new AbortController();
    const entry: { -readonly [K in keyof Active]: Active[K] } = {
      controller,
      reason: undefined,
      done: Promise.resolve(),
    };
    const timer = setTimeout(() => stop(entry, 'timeout'), deps.jobTimeoutMs);
    entry.done = deps
      .run(job, { signal: controller.signal, reason: () => entry.reason })
      .catch((error: unknown) => deps.log.error({ err: error, jobId: job.id }, 'job run failed'))
      .finally(() => {
        clearTimeout(timer);
        active.delete(job.id);
        pump();
      });
    active.set(job.id, entry);
  }

  async function fill(): Promise<void> {
    while (!closed && active.size < deps.concurrency) {
      const job = await deps.jobs.claimNext(
        { progress: JOB_PERCENT.starting, message: JOB_PROGRESS_MESSAGES.starting },
        deps.now(),
      );
      if (!job) return;
      // Launched even when closing meanwhile: close() waits for this loop, then aborts it like the
      // others, so the runner hands it back as pending instead of leaving it 'running'.
      launch(job);
    }
  }

  function pump(): void {
    if (closed) return;
    if (pumping) {
      again = true;
      return;
    }
    const loop = async (): Promise<void> => {
      do {
        again = false;
        await fill();
      } while (again && !closed);
    };
    pumping = loop()
      .catch((error: unknown) => deps.log.error({ err: error }, 'could not claim a job'))
      .finally(() => {
        pumping = undefined;
      });
  }

  return {
    poke: pump,
    isRunning: (jobId) => active.has(jobId),
    async stopJob(jobId, reason, waitMs) {
      const entry = active.get(jobId);
      if (!entry) return false;
      stop(entry, reason);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        entry.done,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
      return true;
    },
    async close() {
      closed = true;
      await pumping;
      const entries = [...active.values()];
      for (const entry of entries) stop(entry, 'shutdown');
      await Promise.all(entries.map((e) => e.done));
    },
  };
}

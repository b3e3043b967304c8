/**
 * The runs one process holds, for either queue adapter: each run gets an AbortController; cancel,
 * shutdown and the wall-clock cap abort it with their reason, and the run turns the reason into the
 * job's end. The first reason wins, so a cancel during shutdown stays a cancel.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobRecord } from '../../repositories/database/jobs.repository.js';
import type { ClaimedJobRun, StopReason } from './job-queue.js';

export interface ActiveRuns {
  readonly size: number;
  has(jobId: string): boolean;
  /** Runs `job` under its own controller and the wall-clock cap; resolves when the run has ended. */
  launch(job: JobRecord, run: ClaimedJobRun): Promise<void>;
  /** The end of the job's run when this process holds it. */
  done(jobId: string): Promise<void> | undefined;
  /** Aborts the job's run with `reason`; false when this process does not hold it. */
  stop(jobId: string, reason: StopReason): boolean;
  /**
   * Aborts the job's run as cancelled and resolves once it has ended (process group gone, scratch
   * directory removed, status written) or after `waitMs`; false when this process does not hold it.
   */
  cancel(jobId: string, waitMs: number): Promise<boolean>;
  /** Aborts every run with `reason` and waits for all of them to end. */
  stopAll(reason: StopReason): Promise<void>;
}

interface Active {
  readonly controller: AbortController;
  reason: StopReason | undefined;
  done: Promise<void>;
}

export function createActiveRuns(deps: {
  readonly jobTimeoutMs: number;
  readonly log: FastifyBaseLogger;
}): ActiveRuns {
  const active = new Map<string, Active>();

  const stopEntry = (entry: Active, reason: StopReason): void => {
    entry.reason ??= reason;
    entry.controller.abort(reason);
  };

  return {
    get size() {
      return active.size;
    },
    has: (jobId) => active.has(jobId),
    launch(job, run) {
      const entry: Active = { controller: new AbortController(), reason: undefined, done: Promise.resolve() };
      const timer = setTimeout(() => stopEntry(entry, 'timeout'), deps.jobTimeoutMs);
      entry.done = run(job, { signal: entry.controller.signal, reason: () => entry.reason })
        .catch((error: unknown) => deps.log.error({ err: error, jobId: job.id }, 'job run failed'))
        .finally(() => {
          clearTimeout(timer);
          active.delete(job.id);
        });
      active.set(job.id, entry);
      return entry.done;
    },
    done: (jobId) => active.get(jobId)?.done,
    stop(jobId, reason) {
      const entry = active.get(jobId);
      if (entry) stopEntry(entry, reason);
      return entry !== undefined;
    },
    async cancel(jobId, waitMs) {
      const entry = active.get(jobId);
      if (!entry) return false;
      stopEntry(entry, 'cancel');
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
    async stopAll(reason) {
      const entries = [...active.values()];
      for (const entry of entries) stopEntry(entry, reason);
      await Promise.all(entries.map((e) => e.done));
    },
  };
}

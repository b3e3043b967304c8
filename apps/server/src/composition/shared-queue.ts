/**
 * The queue of a PostgreSQL install without Redis (docs/decisions.md D234): the jobs table shared by
 * every process, each worker polling it and proving its runs alive. Undefined on SQLite, where the
 * one process's own jobs-table queue is the whole story.
 */
import type { Config } from '../config/env.js';
import { createDbJobQueue } from '../jobs/queue/db-job-queue.js';
import { createSharedDbJobQueue } from '../jobs/queue/shared-db-job-queue.js';
import type { Db } from '../repositories/database/database.js';
import { createJobLivenessRepository } from '../repositories/database/job-liveness.repository.js';
import type { QueueMaker } from './job-parts.js';

export function sharedDbQueueMaker(config: Config, db: Db): QueueMaker | undefined {
  const shared = config.sharedQueue;
  if (!shared) return undefined;
  return (basics) =>
    createSharedDbJobQueue({
      inner: createDbJobQueue(basics),
      jobs: basics.jobs,
      liveness: createJobLivenessRepository(db),
      pollIntervalMs: shared.pollIntervalMs,
      staleAfterMs: shared.staleAfterMs,
      resultTtlMs: basics.resultTtlMs,
      now: basics.now,
      log: basics.log.child({ queue: 'shared-jobs-table' }),
    });
}

/**
 * The jobs table is the source of truth, the broker only a schedule (scaled mode): a worker compares
 * the two at start and on a timer. A pending or running row the broker does not know (its enqueue
 * failed, Redis lost its data) is scheduled again; one the broker thinks finished (its handler ran out
 * of tries while the database was away) is rescheduled. A delivery of a row that needs nothing finds
 * nothing to claim, so scheduling too often costs one read.
 */
import type { JobsRepository } from '../../repositories/database/jobs.repository.js';
import type { JobBroker } from '../../repositories/queue/bullmq-broker.repository.js';

export interface ReconcileDeps {
  readonly broker: Pick<JobBroker, 'add' | 'remove' | 'state'>;
  readonly jobs: Pick<JobsRepository, 'listByStatus'>;
}

/** Answers how many rows were scheduled again. */
export async function reconcileWithBroker(deps: ReconcileDeps): Promise<number> {
  let scheduled = 0;
  for (const status of ['pending', 'running'] as const) {
    for (const job of await deps.jobs.listByStatus(status)) {
      const state = await deps.broker.state(job.id);
      if (state === 'completed' || state === 'failed') {
        // Removing fails when a worker took the id meanwhile: then it is scheduled after all.
        if (!(await deps.broker.remove(job.id))) continue;
      } else if (state !== 'missing') {
        continue;
      }
      await deps.broker.add(job.id);
      scheduled += 1;
    }
  }
  return scheduled;
}

/**
 * The queue events of the embedded mode: socket messages to the job's subscribers, and throttled
 * progress writes to the jobs table. Every write is conditional (`where status = 'running'`), so a late
 * progress write can never move a finished job.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobsRepository } from '../../repositories/database/jobs.repository.js';
import type { JobEvents } from '../../repositories/realtime/job-events.repository.js';
import type { JobView } from '../../services/jobs/job-view.js';
import type { JobQueueEvents } from './job-queue.js';

export interface JobEventsPublisherDeps {
  readonly jobs: Pick<JobsRepository, 'update'>;
  readonly events: JobEvents;
  readonly view: JobView;
  readonly log: FastifyBaseLogger;
}

export function createJobEventsPublisher(deps: JobEventsPublisherDeps): JobQueueEvents {
  return {
    changed(job) {
      deps.events.update(deps.view.update(job));
      deps.events.progress(deps.view.progress(job));
    },
    progress(job, write) {
      deps.events.progress(deps.view.progress(job));
      if (!write) return;
      const patch = { progress: job.progress, message: job.message, outputSize: job.outputSize };
      deps.jobs.update(job.id, ['running'], patch, job.updatedAt).catch((error: unknown) => {
        deps.log.warn({ err: error, jobId: job.id }, 'progress write failed');
      });
    },
  };
}

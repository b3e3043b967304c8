/**
 * The server's Prometheus metrics (docs/decisions.md D236). Queue depth, the oldest waiting job and
 * jobs by type and status are read from the jobs table at each scrape, so any API node answers for the
 * whole cluster; job durations are observed by the process whose worker ended the job, upload bytes
 * by the API node that received them, so each process exposes its own counters (Prometheus sums them).
 */
import { JOB_STATUSES, JOB_TYPES, type JobStatus, type JobType } from '@mediaforge/shared';
import type { JobStatsRepository } from '../../repositories/database/job-stats.repository.js';
import { Counter, Histogram, renderFamilies, type Family } from './prometheus-text.js';

/** Seconds: a short clip's conversion through a two-pass encode of a long film, up to the 2 h cap. */
const DURATION_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600, 7200];

export type UploadMethodLabel = 'chunk' | 'regular';

export interface Metrics {
  /** Bytes an upload endpoint received and accepted. */
  recordUpload(method: UploadMethodLabel, bytes: number): void;
  /** A job's run ended (final status written by this process). */
  recordJobEnd(job: {
    readonly jobType: JobType;
    readonly status: JobStatus;
    readonly startedAt: number | null;
    readonly finishedAt: number | null;
  }): void;
  /** The exposition text of every family. */
  render(): Promise<string>;
}

export interface MetricsDeps {
  readonly stats: JobStatsRepository;
  readonly role: string;
  readonly version: string;
  readonly now: () => number;
  /** Resident memory of the process in bytes. */
  readonly residentBytes: () => number;
  readonly startedAt: number;
}

const gauge = (name: string, help: string, samples: Family['samples']): Family => ({
  name,
  help,
  type: 'gauge',
  samples,
});

export function createMetrics(deps: MetricsDeps): Metrics {
  const uploads = new Counter('mediaforge_upload_bytes_total', 'Bytes received by the upload endpoints.');
  const durations = new Histogram(
    'mediaforge_job_duration_seconds',
    'Run time of jobs from claim to end, by type and final status.',
    DURATION_BUCKETS,
  );

  async function jobFamilies(): Promise<Family[]> {
    const counts = await deps.stats.counts();
    const oldest = await deps.stats.oldestPendingCreatedAt();
    const countOf = (type: JobType, status: JobStatus) =>
      counts.find((c) => c.jobType === type && c.status === status)?.count ?? 0;
    const byType = JOB_TYPES.flatMap((type) =>
      JOB_STATUSES.map((status) => ({ labels: { type, status }, value: countOf(type, status) })),
    );
    const pending = counts.filter((c) => c.status === 'pending').reduce((sum, c) => sum + c.count, 0);
    return [
      gauge('mediaforge_queue_depth', 'Jobs waiting for a worker.', [{ labels: {}, value: pending }]),
      gauge('mediaforge_queue_oldest_pending_age_seconds', 'How long the oldest waiting job has waited.', [
        { labels: {}, value: oldest === undefined ? 0 : Math.max(0, (deps.now() - oldest) / 1000) },
      ]),
      gauge('mediaforge_jobs', 'Jobs in the jobs table by type and status.', byType),
    ];
  }

  return {
    recordUpload: (method, bytes) => uploads.inc({ method }, bytes),
    recordJobEnd(job) {
      if (job.startedAt === null || job.finishedAt === null) return;
      durations.observe({ type: job.jobType, status: job.status }, (job.finishedAt - job.startedAt) / 1000);
    },
    async render() {
      let database = 1;
      const fromDatabase = await jobFamilies().catch(() => {
        database = 0;
        return [];
      });
      return renderFamilies([
        gauge('mediaforge_info', 'The running version and role.', [
          { labels: { version: deps.version, role: deps.role }, value: 1 },
        ]),
        gauge('mediaforge_database_up', 'Whether the jobs table could be read for this scrape.', [
          { labels: {}, value: database },
        ]),
        ...fromDatabase,
        durations.family(),
        uploads.family(),
        gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', [
          { labels: {}, value: deps.residentBytes() },
        ]),
        gauge('process_start_time_seconds', 'Start time of the process since the epoch in seconds.', [
          { labels: {}, value: Math.floor(deps.startedAt / 1000) },
        ]),
      ]);
    },
  };
}

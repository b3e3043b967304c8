/**
 * What operators watch (docs/decisions.md D235, D236): the health check of this process's dependencies
 * (the database, the object store, Redis when configured) and, when METRICS_ENABLED, the Prometheus
 * metrics, whose job durations are observed where a job's end is written (the jobs repository the
 * job parts use is wrapped here, so every queue adapter's ends are counted alike).
 */
import type { ServerRole } from '@mediaforge/shared';
import type { Config } from '../config/env.js';
import { pingDatabase, type Db } from '../repositories/database/database.js';
import { createJobStatsRepository } from '../repositories/database/job-stats.repository.js';
import type { JobsRepository } from '../repositories/database/jobs.repository.js';
import type { ObjectStore } from '../repositories/storage/object-store.repository.js';
import { createHealthService, type HealthCheck, type HealthService } from '../services/health.service.js';
import { createMetrics, type Metrics } from '../services/metrics/metrics.service.js';
import { APP_VERSION } from '../version.js';

export interface OpsParts {
  readonly role: ServerRole;
  readonly health: HealthService;
  /** Undefined unless METRICS_ENABLED. */
  readonly metrics: Metrics | undefined;
}

export interface OpsInput {
  readonly config: Config;
  readonly db: Db;
  readonly store: Pick<ObjectStore, 'head'>;
  readonly role: ServerRole;
  /** Whether Redis answers; absent when the install has none. */
  readonly redisPing: (() => Promise<boolean>) | undefined;
}

/** A key no object has: asking for it is a round trip to the store that reads nothing. */
const PROBE_KEY = 'health-probe';

export function createOpsParts(input: OpsInput): OpsParts {
  const checks: Record<string, HealthCheck> = {
    database: () => pingDatabase(input.db),
    objectStore: async () => {
      await input.store.head(PROBE_KEY);
    },
  };
  const { redisPing } = input;
  if (redisPing) {
    checks.redis = async () => {
      if (!(await redisPing())) throw new Error('redis did not answer');
    };
  }
  const metrics = input.config.metrics.enabled
    ? createMetrics({
        stats: createJobStatsRepository(input.db),
        role: input.role,
        version: APP_VERSION,
        now: Date.now,
        residentBytes: () => process.memoryUsage.rss(),
        startedAt: Date.now() - Math.round(process.uptime() * 1000),
      })
    : undefined;
  return { role: input.role, health: createHealthService({ checks }), metrics };
}

const FINAL = new Set(['completed', 'failed', 'cancelled']);

/** The jobs repository, telling `metrics` about every end it writes. */
export function withJobEndMetrics(jobs: JobsRepository, metrics: Metrics | undefined): JobsRepository {
  if (!metrics) return jobs;
  return {
    ...jobs,
    async update(id, from, patch, now) {
      const updated = await jobs.update(id, from, patch, now);
      if (updated && patch.status !== undefined && FINAL.has(patch.status)) metrics.recordJobEnd(updated);
      return updated;
    },
  };
}

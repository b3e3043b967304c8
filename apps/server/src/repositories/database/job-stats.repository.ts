import type { JobStatus, JobType } from '@mediaforge/shared';
import type { Db } from './database.js';

/** How many jobs are in each status, per type (the converter's wire words: conversion, download…). */
export interface JobCount {
  readonly jobType: JobType;
  readonly status: JobStatus;
  readonly count: number;
}

/** What the metrics endpoint reads from the jobs table (docs/decisions.md D236): the whole cluster's view. */
export interface JobStatsRepository {
  counts(): Promise<JobCount[]>;
  /** Creation time (epoch ms) of the oldest job still waiting, or undefined when none waits. */
  oldestPendingCreatedAt(): Promise<number | undefined>;
}

export function createJobStatsRepository(db: Db): JobStatsRepository {
  return {
    async counts() {
      const rows = await db
        .selectFrom('jobs')
        .select((eb) => ['job_type', 'status', eb.fn.countAll<number>().as('count')])
        .groupBy(['job_type', 'status'])
        .execute();
      return rows.map((r) => ({ jobType: r.job_type, status: r.status, count: Number(r.count) }));
    },
    async oldestPendingCreatedAt() {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row?.oldest === null || row?.oldest === undefined ? undefined : Number(row.oldest);
    },
  };
}

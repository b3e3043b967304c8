import { normaliseJobStatus, toolJobSchema, type JobStatus } from '@mediaforge/shared';
import { asRecord } from '../../lib/job-message';

/** A downloader job as the tracker needs it: the status lower-cased (DL §4), the result's token link. */
export interface ToolJobView {
  readonly jobId: string;
  readonly status: JobStatus;
  readonly progress: number;
  /** `/api/files/download?token=…` once COMPLETED (DL §4: the file downloads through it). */
  readonly resultUrl: string | undefined;
  readonly error: string | undefined;
  readonly startedAt: string | undefined;
  readonly finishedAt: string | undefined;
}

/**
 * The job of a GET /tools/jobs/{id} answer. DL §7: "possibly under data.job, data.data.job, data.data or
 * data"; `data` here is the envelope's, so those are its `job`, `data.job`, `data` and itself. Each place
 * is checked with the shared schema; undefined when none holds a job ("Invalid response structure").
 */
export function readToolJob(data: unknown): ToolJobView | undefined {
  const inner = asRecord(asRecord(data)?.data);
  const places = [asRecord(data)?.job, inner?.job, inner, data];
  for (const place of places) {
    const parsed = toolJobSchema.safeParse(place);
    if (!parsed.success) continue;
    const job = parsed.data;
    const status = normaliseJobStatus(job.status);
    if (status === undefined) continue;
    return {
      jobId: job.jobId,
      status,
      progress: job.progress,
      resultUrl: job.result?.url,
      error: job.error ?? undefined,
      startedAt: job.startedAt ?? undefined,
      finishedAt: job.completedAt ?? undefined,
    };
  }
  return undefined;
}

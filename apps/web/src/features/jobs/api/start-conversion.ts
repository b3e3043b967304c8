import { JOB_PATHS, type ConvertRequest } from '@mediaforge/shared';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';
import { read } from '../../../lib/read-envelope';
import { requestJson } from '../../../lib/upload-http';

/** What the client needs of the convert answer; a missing jobId is reported by the caller (CC-8.48). */
export interface StartedJob {
  readonly jobId: string | undefined;
}

export function parseStartedJob(data: unknown): StartedJob {
  const d = read.record(data);
  const jobId = d === undefined ? undefined : read.string(d, 'jobId');
  return { jobId: jobId === '' ? undefined : jobId };
}

/**
 * POST /api/files/{fileId}/convert/{format} with `{settings, format, batchTaskId}` and the anonymous
 * session header (CC-7.19, job-api.ts); the server answers 202 with the job.
 */
export function startConversion(fileId: string, format: string, body: ConvertRequest): Promise<StartedJob> {
  return requestJson(
    { method: 'POST', path: JOB_PATHS.convert(fileId, format), body, timeoutMs: JOB_API_TIMEOUT_MS },
    parseStartedJob,
  );
}

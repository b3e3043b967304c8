import { convertResponseSchema, JOB_PATHS, type ConvertRequest } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData, type AnswerSchema } from '../../../lib/api-client';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';

/** What the client needs of the convert answer; a missing jobId is reported by the caller (CC-8.48). */
export interface StartedJob {
  readonly jobId: string | undefined;
}

const jobIdSchema = convertResponseSchema.shape.jobId;

/** Reads only the job id of the answer, so that an answer without one reaches the caller (CC-8.48). */
export function parseStartedJob(data: unknown): StartedJob {
  const parsed = jobIdSchema.safeParse((data as { jobId?: unknown } | null | undefined)?.jobId);
  return { jobId: parsed.success && parsed.data !== '' ? parsed.data : undefined };
}

const startedJobAnswer: AnswerSchema<StartedJob> = {
  safeParse: (data) => ({ success: true, data: parseStartedJob(data) }),
};

/**
 * POST /api/files/{fileId}/convert/{format} with `{settings, format, batchTaskId}` and the anonymous
 * session header (CC-7.19, job-api.ts); the server answers 202 with the job.
 */
export function startConversion(fileId: string, format: string, body: ConvertRequest): Promise<StartedJob> {
  return apiData(
    {
      method: 'POST',
      path: JOB_PATHS.convert(fileId, format),
      body,
      timeoutMs: JOB_API_TIMEOUT_MS,
      visitor: pageVisitor,
    },
    startedJobAnswer,
  );
}

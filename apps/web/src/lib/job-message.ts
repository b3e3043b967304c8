import {
  JOB_PHASES,
  normaliseJobStatus,
  type JobPhase,
  type JobStatus,
  type ProgressMetadata,
} from '@mediaforge/shared';

/**
 * One report about a job, whichever way it came: a socket `job:progress` or `job:update`, or a polled
 * status answer (CC §3 "Progress message", "Job update"; job-api.ts JobStatusResponse).
 */
export interface JobMessage {
  readonly jobId: string;
  readonly status: JobStatus;
  readonly progress?: number;
  /** The server's phase of the job (CC §3 "Current job"), when it says. */
  readonly phase?: JobPhase;
  readonly message?: string;
  readonly metadata?: ProgressMetadata;
  /** Any of the spec's result shapes (CC §3 "Conversion result shapes"); read by job-result.ts. */
  readonly result?: unknown;
  readonly error?: string;
  readonly startedAt?: string;
  readonly finishedAt?: string;
}

export function asRecord(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const phaseOf = (value: unknown): JobPhase | undefined =>
  (JOB_PHASES as readonly unknown[]).includes(value) ? (value as JobPhase) : undefined;

function metadataOf(value: unknown): ProgressMetadata | undefined {
  const m = asRecord(value);
  if (m === undefined) return undefined;
  const sizes: Record<string, number> = {};
  for (const key of ['outputSize', 'fileSize', 'compressedSize', 'totalSize'] as const) {
    const n = finiteNumber(m[key]);
    if (n !== undefined) sizes[key] = n;
  }
  return sizes;
}

/**
 * Reads a message from the wire; undefined when it names no job or no known status (the server may
 * send upper-case statuses, DL §4). A null result or error counts as absent.
 */
export function toJobMessage(raw: unknown): JobMessage | undefined {
  const r = asRecord(raw);
  const jobId = text(r?.jobId);
  const status = normaliseJobStatus(r?.status);
  if (r === undefined || jobId === undefined || status === undefined) return undefined;
  const progress = finiteNumber(r.progress);
  const phase = phaseOf(r.phase);
  const metadata = metadataOf(r.metadata);
  const message = text(r.message);
  const error = text(r.error);
  const startedAt = text(r.startedAt);
  const finishedAt = text(r.finishedAt);
  return {
    jobId,
    status,
    ...(progress === undefined ? {} : { progress }),
    ...(phase === undefined ? {} : { phase }),
    ...(message === undefined ? {} : { message }),
    ...(metadata === undefined ? {} : { metadata }),
    ...(r.result === undefined || r.result === null ? {} : { result: r.result }),
    ...(error === undefined ? {} : { error }),
    ...(startedAt === undefined ? {} : { startedAt }),
    ...(finishedAt === undefined ? {} : { finishedAt }),
  };
}

import {
  classifyJobError,
  JOB_ERROR_MESSAGES,
  type JobErrorColour,
  type JobErrorType,
  type JobStatus,
} from '@mediaforge/shared';
import type { Notice } from '../../lib/downloader-notice';

export interface DownloadFailure {
  readonly notice: Notice;
  readonly jobError?: { readonly type: JobErrorType; readonly colour: JobErrorColour };
}

const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(JOB_ERROR_MESSAGES).map(([key, text]) => [text, key]),
);

export interface EndedJob {
  readonly status: JobStatus;
  readonly progress: number;
  readonly error: string | undefined;
  readonly startedAt: string | undefined;
  readonly finishedAt: string | undefined;
}

/**
 * A failed or cancelled download job in the friendly words of DL §8 "Job error mapping" (the shared
 * table): its message, and its type and colour for the brief label.
 */
export function jobFailure(job: EndedJob): DownloadFailure {
  const classified = classifyJobError(
    job.status === 'cancelled' && job.error === undefined ? 'cancelled' : job.error,
    {
      status: job.status,
      progress: job.progress,
      ...(job.startedAt === undefined ? {} : { startedAt: job.startedAt }),
      ...(job.finishedAt === undefined ? {} : { finishedAt: job.finishedAt }),
    },
  );
  const key = MESSAGE_KEYS.get(classified.message);
  return {
    notice: key === undefined ? { text: classified.message } : { key: `jobErrors.${key}` },
    jobError: { type: classified.type, colour: classified.colour },
  };
}

import type { ImportAnswer, ImportResult } from '@mediaforge/shared';
import { isApiError } from '../../lib/api-client';
import { browserClock, JobTracker, type JobFeed } from '../../lib/job-tracker';

/** An import job that ended without a file. */
export class ImportJobFailed extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Import failed');
    this.name = 'ImportJobFailed';
  }
}

/**
 * Follows an import the call left running, like a conversion (CC §4 "Batching and polling"): live over
 * the socket, with the 3 s polling fallback through GET /api/files/import/jobs/{jobId}, whose answer is
 * read as a job status. A refusal of that call is the job's failure, in the server's words; once the
 * job completed, the same call gives the stored file.
 */
export function followImport(
  jobId: string,
  deps: {
    readonly feed: JobFeed;
    readonly status: (jobId: string, signal?: AbortSignal) => Promise<ImportAnswer>;
  },
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<ImportResult> {
  return new Promise<ImportResult>((resolve, reject) => {
    let finished = false;
    const tracker = new JobTracker(jobId, {
      feed: deps.feed,
      clock: browserClock,
      fetchStatus: async (id) => {
        try {
          const answer = await deps.status(id, signal);
          return answer.status === 'completed'
            ? { jobId: id, status: 'completed', progress: 100 }
            : { jobId: id, status: answer.status, progress: answer.progress };
        } catch (error) {
          if (isApiError(error) && error.kind === 'http' && error.code !== undefined) {
            return { jobId: id, status: 'failed', error: error.serverMessage };
          }
          throw error;
        }
      },
      onMessage: (message) => {
        if (finished) return;
        if (message.progress !== undefined) onProgress(message.progress);
        if (message.status === 'completed') {
          finished = true;
          deps.status(jobId, signal).then((answer) => {
            if (answer.status === 'completed') resolve(answer);
            else reject(new ImportJobFailed(undefined));
          }, reject);
        } else if (message.status === 'failed' || message.status === 'cancelled') {
          finished = true;
          reject(new ImportJobFailed(message.error));
        }
      },
    });
    signal.addEventListener('abort', () => {
      tracker.stop();
      if (!finished) reject(new ImportJobFailed(undefined));
    });
    tracker.start();
  });
}

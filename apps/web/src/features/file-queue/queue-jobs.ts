import { ERROR_CODES, type ConvertRequest } from '@mediaforge/shared';
import { reportCreditRefusal } from '../../lib/credit-events';
import { isApiError } from '../../lib/api-client';
import { runInBatches } from './batches';
import { convertCall, type CompressionSettingsBuilder } from './convert-request';
import type { PreflightOutcome } from './credit-preflight';
import { jobFailure } from './job-failure';
import type { JobMessage } from '../../lib/job-message';
import { downloadLink } from './job-result';
import { JobTracker, type Clock, type JobFeed } from '../../lib/job-tracker';
import { isProcessing, isStartable } from './queue-reducer';
import type { QueueStore } from './queue-store';
import type { FileError, ScreenContext } from './queued-file';

/** The job endpoints (features/jobs/api, handed in by app/); fakes in tests. */
export interface JobApi {
  start(
    fileId: string,
    format: string,
    body: ConvertRequest,
  ): Promise<{ readonly jobId: string | undefined }>;
  status(jobId: string): Promise<unknown>;
  result(jobId: string): Promise<unknown>;
  cancel(jobId: string): Promise<void>;
}

export interface QueueJobsDeps {
  readonly jobs: JobApi;
  readonly feed: JobFeed;
  readonly clock: Clock;
  readonly sleep: (ms: number) => Promise<void>;
  readonly newId: () => string;
  /**
   * The row's file id, handed over by its background upload as that upload finishes; undefined when
   * the row has no upload that can still give one (failed, cancelled, removed, or none).
   */
  readonly uploadedFileId: (id: string) => Promise<string | undefined>;
  readonly buildCompression?: CompressionSettingsBuilder;
  /** The credit pre-flight before Start (CC §7; credit-preflight.ts); absent, nothing is asked first. */
  readonly checkCredits?: () => Promise<PreflightOutcome>;
}

/** Why a convert call failed, for the row (CC §8 "Job errors"). */
export function requestFailure(error: unknown, mode: ScreenContext['mode']): FileError {
  if (isApiError(error, 'network') || isApiError(error, 'timeout')) {
    return { source: 'client', key: 'networkError', type: 'system' };
  }
  if (isApiError(error, 'http')) {
    const errors = error.context?.errors;
    // Out of credits: the row says so briefly; the page's credit prompt has the tier's message and actions.
    if (error.code === ERROR_CODES.DAILY_LIMIT_REACHED || error.code === ERROR_CODES.INSUFFICIENT_CREDITS) {
      return { source: 'client', key: 'noCredits', type: 'processing' };
    }
    if (error.code === ERROR_CODES.INVALID_SETTINGS && Array.isArray(errors)) {
      const detail = (errors as { field?: unknown; message?: unknown }[])
        .map((e) => [e.field, e.message].filter((part) => typeof part === 'string').join(': '))
        .join('; ');
      return { source: 'client', key: 'invalidSettings', type: 'file', detail };
    }
    if (error.serverMessage !== undefined && (error.status ?? 0) < 500) {
      return jobFailure(error.serverMessage, {}, mode);
    }
  }
  return { source: 'client', key: 'modeFailed', type: 'processing' };
}

/** Start, follow and stop the jobs of one list (CC §4 "Queued file", "Batching and polling"). */
export class QueueJobs {
  private readonly trackers = new Map<string, JobTracker>();
  /** A pre-flight is out: a second press of Start waits for nothing and does nothing. */
  private checking = false;

  constructor(
    private readonly store: QueueStore,
    private readonly context: ScreenContext,
    private readonly deps: QueueJobsDeps,
  ) {}

  /** Start (CC-4.04, CC-4.27): every pending or ready row, in batches of the per-upload limit. */
  async start(): Promise<void> {
    if (isProcessing(this.store.state) || this.checking) return;
    if (!this.store.state.files.some(isStartable)) {
      this.store.notify({ kind: 'noFilesReady' });
      return;
    }
    // Without a pre-flight nothing is awaited, so the rows turn converting in this same turn.
    const { checkCredits } = this.deps;
    if (checkCredits !== undefined && !(await this.creditsAllow(checkCredits))) return;
    const { state } = this.store;
    if (isProcessing(state)) return;
    // Read again: rows may have been removed or finished uploading during the pre-flight.
    const ids = state.files.filter(isStartable).map((file) => file.id);
    if (ids.length === 0) return;
    const batchTaskId = `batch_${this.deps.newId()}`;
    this.store.dispatch({ type: 'startRequested', ids, batchTaskId });
    try {
      await runInBatches(
        ids,
        this.context.maxFilesPerUpload(),
        (id) => this.launch(id, batchTaskId),
        this.deps.sleep,
      );
    } finally {
      this.store.dispatch({ type: 'startFinished' });
    }
  }

  /**
   * The credit pre-flight (CC-7.15, CC-7.16): out of credits, the page's prompt shows as for the server's
   * refusal (D52) and no job is asked for; the check itself failing is CC-8.46's toast, and nothing starts.
   */
  private async creditsAllow(checkCredits: () => Promise<PreflightOutcome>): Promise<boolean> {
    this.checking = true;
    let outcome: PreflightOutcome;
    try {
      outcome = await checkCredits();
    } finally {
      this.checking = false;
    }
    if (outcome.kind === 'refused') reportCreditRefusal(outcome.refusal);
    if (outcome.kind === 'unverified') this.store.notify({ kind: 'creditCheckFailed', check: outcome.check });
    return outcome.kind === 'allowed';
  }

  /**
   * Asks for the row's job; a row still uploading gets its file id from the upload the moment it
   * finishes (CC-4.28 allows a 500 ms poll; the hand-over is sooner and reads no store).
   */
  private async launch(id: string, batchTaskId: string): Promise<void> {
    const waiting = this.store.file(id);
    if (waiting?.status !== 'converting') return;
    const fileId = waiting.fileId ?? (await this.deps.uploadedFileId(id));
    // Stopped or removed while its upload ran: nothing to ask for.
    if (this.store.file(id)?.status !== 'converting') return;
    if (fileId === undefined) {
      this.store.dispatch({
        type: 'failed',
        id,
        error: { source: 'client', key: 'fileMissingId', type: 'file' },
      });
      return;
    }
    this.store.dispatch({ type: 'requestSent', id });
    const file = this.store.file(id);
    if (file === undefined) return;
    const call = convertCall(file, this.context, batchTaskId, this.deps.buildCompression);
    let jobId: string | undefined;
    try {
      ({ jobId } = await this.deps.jobs.start(fileId, call.format, call.body));
    } catch (error) {
      this.store.dispatch({ type: 'failed', id, error: requestFailure(error, this.context.mode) });
      return;
    }
    if (jobId === undefined) {
      this.store.dispatch({
        type: 'failed',
        id,
        error: { source: 'client', key: 'noJobId', type: 'processing' },
      });
      return;
    }
    if (this.store.file(id)?.status !== 'converting') {
      // Stopped or removed while the request was on its way: the job the server just made goes too.
      this.deps.jobs.cancel(jobId).catch(() => undefined);
      this.store.dispatch({ type: 'cancelConfirmed', id });
      return;
    }
    this.store.dispatch({ type: 'jobCreated', id, jobId });
    this.follow(id, jobId);
  }

  /** Live updates with the polling fallback (CC-4.29, CC-4.31). */
  follow(id: string, jobId: string): void {
    this.trackers.get(id)?.stop();
    const tracker = new JobTracker(jobId, {
      feed: this.deps.feed,
      fetchStatus: (job) => this.deps.jobs.status(job),
      clock: this.deps.clock,
      onMessage: (message) => this.onMessage(id, message),
    });
    this.trackers.set(id, tracker);
    tracker.start();
  }

  private onMessage(id: string, message: JobMessage): void {
    this.store.dispatch({ type: 'jobMessage', id, message });
    const file = this.store.file(id);
    // Completed without a result: fetch it, so the download button can appear (CC-4.10).
    if (
      message.status === 'completed' &&
      file?.status === 'completed' &&
      downloadLink(file.result) === undefined
    ) {
      this.deps.jobs.result(message.jobId).then(
        (result) => this.store.dispatch({ type: 'resultFetched', id, result }),
        () => undefined, // The download button asks again and says why it cannot.
      );
    }
  }

  /** The stop button (CC-2.27): shown stopped at once, back to converting if the call fails (CC-4.07). */
  async stop(id: string): Promise<void> {
    const file = this.store.file(id);
    if (file?.status !== 'converting') return;
    this.store.dispatch({ type: 'cancelRequested', id });
    if (file.jobId === undefined) {
      // No job yet: nothing can refuse the stop; launch() cancels the job once the server names it.
      this.store.dispatch({ type: 'cancelConfirmed', id });
      this.store.notify({ kind: 'cancelled', name: file.name });
      return;
    }
    try {
      await this.deps.jobs.cancel(file.jobId);
      this.trackers.get(id)?.stop();
      this.store.dispatch({ type: 'cancelConfirmed', id });
      this.store.notify({ kind: 'cancelled', name: file.name });
    } catch {
      this.store.dispatch({ type: 'cancelFailed', id });
      this.store.notify({ kind: 'cancelFailed', name: file.name });
      // The job may have ended meanwhile; its real state decides what the row shows.
      await this.trackers.get(id)?.refresh();
    }
  }

  /** Forget a row: stop following it; a running job is cancelled on the server. */
  drop(id: string): void {
    const file = this.store.file(id);
    this.trackers.get(id)?.stop();
    this.trackers.delete(id);
    if (file?.status === 'converting' && file.jobId !== undefined) {
      this.deps.jobs.cancel(file.jobId).catch(() => undefined);
    }
  }
}

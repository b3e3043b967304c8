import { isTerminalJobStatus, JOB_POLL_INTERVAL_MS, JOB_POLL_MAX_DURATION_MS } from '@mediaforge/shared';
import { toJobMessage, type JobMessage } from './job-message';

/** Live job messages (the socket, lib/job-socket.ts); a fake in tests. */
export interface JobFeed {
  /** Delivers every live message about `jobId` until the returned function is called. */
  subscribe(jobId: string, onMessage: (raw: unknown) => void): () => void;
  /** Whether live messages can arrive right now (the socket is connected). */
  isLive(): boolean;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};

export interface JobTrackerOptions {
  readonly feed: JobFeed;
  readonly fetchStatus: (jobId: string) => Promise<unknown>;
  readonly clock: Clock;
  readonly onMessage: (message: JobMessage) => void;
  readonly intervalMs?: number;
  readonly maxPollMs?: number;
}

/**
 * Follows one job: live over the socket, with the polling fallback every 3 s that stops on its own
 * after 10 minutes (CC §4 "Batching and polling", CC-4.29). A poll is skipped while the socket is up
 * and has spoken about the job within the last interval, so a healthy socket costs no requests.
 * A final status ends both, which unsubscribes the job (CC-4.08).
 */
export class JobTracker {
  private unsubscribe: (() => void) | undefined;
  private timer: unknown;
  private stopped = false;
  private startedAt = 0;
  private lastLiveAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly jobId: string,
    private readonly options: JobTrackerOptions,
  ) {}

  private get interval(): number {
    return this.options.intervalMs ?? JOB_POLL_INTERVAL_MS;
  }

  start(): void {
    this.startedAt = this.options.clock.now();
    this.unsubscribe = this.options.feed.subscribe(this.jobId, (raw) => {
      this.lastLiveAt = this.options.clock.now();
      this.deliver(raw);
    });
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.timer !== undefined) this.options.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Asks the server once, also after a stop (a failed cancel needs the job's real state, CC-4.07). */
  async refresh(): Promise<void> {
    try {
      this.deliver(await this.options.fetchStatus(this.jobId), true);
    } catch {
      // The next poll or live message tells.
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    const elapsed = this.options.clock.now() - this.startedAt;
    if (elapsed + this.interval > (this.options.maxPollMs ?? JOB_POLL_MAX_DURATION_MS)) return;
    this.timer = this.options.clock.setTimeout(() => {
      void this.tick();
    }, this.interval);
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    if (this.stopped) return;
    const quiet = this.options.clock.now() - this.lastLiveAt >= this.interval;
    if (!this.options.feed.isLive() || quiet) {
      try {
        this.deliver(await this.options.fetchStatus(this.jobId));
      } catch {
        // A failed poll is retried on the next tick.
      }
    }
    this.schedule();
  }

  private deliver(raw: unknown, evenIfStopped = false): void {
    if (this.stopped && !evenIfStopped) return;
    const message = toJobMessage(raw);
    if (message === undefined || message.jobId !== this.jobId) return;
    this.options.onMessage(message);
    if (isTerminalJobStatus(message.status)) this.stop();
  }
}

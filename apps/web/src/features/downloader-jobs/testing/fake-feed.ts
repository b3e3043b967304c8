import type { SocketTrouble } from '../../../lib/job-socket';
import type { Clock } from '../../../lib/job-tracker';
import type { TrackerFeed } from '../download-tracker';

/** A socket stand-in: `send` delivers a live message, `trouble` reports a socket trouble. */
export class FakeFeed implements TrackerFeed {
  live = true;
  private readonly listeners = new Map<string, (raw: unknown) => void>();
  private readonly troubles = new Set<(trouble: SocketTrouble) => void>();
  subscribe(jobId: string, onMessage: (raw: unknown) => void) {
    this.listeners.set(jobId, onMessage);
    return () => this.listeners.delete(jobId);
  }
  isLive() {
    return this.live;
  }
  onTrouble(listener: (trouble: SocketTrouble) => void) {
    this.troubles.add(listener);
    return () => this.troubles.delete(listener);
  }
  send(jobId: string, raw: unknown) {
    this.listeners.get(jobId)?.(raw);
  }
  trouble(kind: SocketTrouble) {
    for (const listener of this.troubles) listener(kind);
  }
  get subscribed() {
    return [...this.listeners.keys()];
  }
}

/** A clock whose timers run when the test says. */
export class FakeClock implements Clock {
  time = 0;
  timers: { run: () => void; at: number }[] = [];
  now() {
    return this.time;
  }
  setTimeout(run: () => void, ms: number) {
    const timer = { run, at: this.time + ms };
    this.timers.push(timer);
    return timer;
  }
  clearTimeout(handle: unknown) {
    this.timers = this.timers.filter((timer) => timer !== handle);
  }
  /** Moves time on and runs the timers that came due. */
  advance(ms: number) {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.run();
  }
}

/** GET /tools/jobs/{id}'s `data` for a job in this state. */
export function toolJobData(status: string, extra: Record<string, unknown> = {}) {
  return {
    job: {
      id: 'job-1',
      jobId: 'job-1',
      status,
      progress: 0,
      jobType: 'download',
      result: null,
      error: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      startedAt: null,
      completedAt: null,
      ...extra,
    },
  };
}

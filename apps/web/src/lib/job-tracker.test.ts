import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobMessage } from './job-message';
import { JobTracker, type Clock, type JobFeed } from './job-tracker';

class FakeFeed implements JobFeed {
  live = false;
  readonly listeners = new Map<string, (raw: unknown) => void>();
  readonly unsubscribed: string[] = [];
  subscribe(jobId: string, onMessage: (raw: unknown) => void) {
    this.listeners.set(jobId, onMessage);
    return () => {
      this.listeners.delete(jobId);
      this.unsubscribed.push(jobId);
    };
  }
  isLive() {
    return this.live;
  }
  send(raw: unknown) {
    for (const listener of this.listeners.values()) listener(raw);
  }
}

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('job tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function track(
    feed: FakeFeed,
    fetchStatus = vi.fn(() => Promise.resolve({ jobId: 'j1', status: 'running', progress: 10 })),
  ) {
    const messages: JobMessage[] = [];
    const tracker = new JobTracker('j1', { feed, fetchStatus, clock, onMessage: (m) => messages.push(m) });
    tracker.start();
    return { tracker, messages, fetchStatus };
  }

  it('CC-4.29 without a socket it polls every 3 s and stops on its own after 10 minutes', async () => {
    const { fetchStatus } = track(new FakeFeed());
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchStatus).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(fetchStatus).toHaveBeenCalledTimes(200);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(200);
  });

  it('CC-4.31 a live socket that speaks about the job saves the poll', async () => {
    const feed = new FakeFeed();
    feed.live = true;
    const { fetchStatus, messages } = track(feed);
    await vi.advanceTimersByTimeAsync(2000);
    feed.send({ jobId: 'j1', status: 'running', progress: 50 });
    feed.send({ jobId: 'other', status: 'running', progress: 99 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStatus).not.toHaveBeenCalled();
    expect(messages.map((m) => m.progress)).toEqual([50]);
    // Quiet for a whole interval: the poll asks.
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('CC-4.08 a final status unsubscribes and ends the polling', async () => {
    const feed = new FakeFeed();
    const { fetchStatus, messages } = track(feed);
    feed.send({ jobId: 'j1', status: 'COMPLETED', progress: 100, result: { fileId: 'out' } });
    expect(messages.at(-1)).toMatchObject({ status: 'completed', result: { fileId: 'out' } });
    expect(feed.unsubscribed).toEqual(['j1']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it('CC-4.07 refresh asks once even after the tracker stopped', async () => {
    const feed = new FakeFeed();
    const fetchStatus = vi.fn(() => Promise.resolve({ jobId: 'j1', status: 'completed', progress: 100 }));
    const { tracker, messages } = track(feed, fetchStatus);
    tracker.stop();
    await tracker.refresh();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.status).toBe('completed');
  });

  it('a failing poll is retried on the next tick', async () => {
    const fetchStatus = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ jobId: 'j1', status: 'running' });
    const { messages } = track(new FakeFeed(), fetchStatus);
    await vi.advanceTimersByTimeAsync(6000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(messages).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { trackDownloadJob, type TrackerEvent } from './download-tracker';
import { FakeClock, FakeFeed, toolJobData } from './testing/fake-feed';

const RESULT = {
  token: 't',
  filename: 'clip.mp4',
  url: '/api/files/download?token=t',
  fileId: 'f',
  size: 10,
  mimeType: 'video/mp4',
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function track(fetchJob: (jobId: string) => Promise<unknown>) {
  const feed = new FakeFeed();
  const clock = new FakeClock();
  const events: TrackerEvent[] = [];
  const fetched: string[] = [];
  const stop = trackDownloadJob(
    'job-1',
    {
      feed,
      clock,
      fetchJob: (jobId) => {
        fetched.push(jobId);
        return fetchJob(jobId);
      },
    },
    (event) => events.push(event),
  );
  return { feed, clock, events, fetched, stop };
}

describe('the download job tracker (downloader.md §4 "Job tracker")', () => {
  it('DL-4.02 follows live messages in lower case with progress clamped to 0–100', () => {
    const { feed, events } = track(() => Promise.reject(new Error('not asked')));
    feed.send('job-1', { jobId: 'job-1', status: 'RUNNING', progress: 150 });
    feed.send('job-1', { jobId: 'job-1', status: 'running', progress: -5 });
    feed.send('job-1', { jobId: 'job-1', status: 'running', progress: 'abc' });
    feed.send('job-2', { jobId: 'job-2', status: 'running', progress: 50 });
    expect(events).toEqual([
      { type: 'progress', status: 'running', progress: 100 },
      { type: 'progress', status: 'running', progress: 0 },
      { type: 'progress', status: 'running', progress: 0 },
    ]);
  });

  it('a completed job is read once more for its token link, and tracking ends', async () => {
    const { feed, events, fetched } = track(() =>
      Promise.resolve(toolJobData('COMPLETED', { result: RESULT })),
    );
    feed.send('job-1', { jobId: 'job-1', status: 'completed', progress: 100 });
    await settle();
    expect(fetched).toEqual(['job-1']);
    expect(events).toEqual([{ type: 'completed', resultUrl: '/api/files/download?token=t' }]);
    expect(feed.subscribed).toEqual([]);
  });

  it('polls every 3 s while the socket is down, and reports a failed job with its facts', async () => {
    const answers = [toolJobData('RUNNING', { progress: 30 }), toolJobData('FAILED', { error: 'boom' })];
    const { feed, clock, events } = track(() => Promise.resolve(answers.shift()));
    feed.live = false;
    clock.advance(3000);
    await settle();
    clock.advance(3000);
    await settle();
    expect(events[0]).toEqual({ type: 'progress', status: 'running', progress: 30 });
    expect(events[1]).toMatchObject({ type: 'ended', job: { status: 'failed', error: 'boom' } });
    expect(clock.timers).toEqual([]);
  });

  it('DL-8.18 DL-8.19 an answer without a job, or no answer, ends tracking with its error', async () => {
    const invalid = track(() => Promise.resolve({ nothing: true }));
    invalid.feed.live = false;
    invalid.clock.advance(3000);
    await settle();
    expect(invalid.events).toEqual([{ type: 'error', key: 'invalidResponse' }]);
    const failing = track(() => Promise.reject(new Error('500')));
    failing.feed.live = false;
    failing.clock.advance(3000);
    await settle();
    expect(failing.events).toEqual([{ type: 'error', key: 'statusFetchFailed' }]);
    expect(failing.clock.timers).toEqual([]);
  });

  it('DL-8.20 DL-8.21 a socket trouble asks the server at once; only if that fails is the trouble the error', async () => {
    const kinds = [
      ['connect_error', 'connectionFailed'],
      ['error', 'connectionError'],
      ['unavailable', 'realtimeUnavailable'],
    ] as const;
    for (const [trouble, key] of kinds) {
      const { feed, events } = track(() => Promise.reject(new Error('down')));
      feed.trouble(trouble);
      await settle();
      expect(events).toEqual([{ type: 'error', key }]);
    }
    const { feed, events } = track(() => Promise.resolve(toolJobData('RUNNING', { progress: 10 })));
    feed.trouble('connect_error');
    await settle();
    expect(events).toEqual([{ type: 'progress', status: 'running', progress: 10 }]);
  });
});

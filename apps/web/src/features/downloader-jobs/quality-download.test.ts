import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { english } from '../../lib/testing/downloader-english';
import { quality } from '../../lib/testing/downloader-infos';
import type { TrackerEvent } from './download-tracker';
import {
  downloadQuality,
  streamLinkOf,
  type DownloadDeps,
  type QualityDownloadEvent,
} from './quality-download';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakes(overrides: Partial<DownloadDeps> = {}) {
  const calls: string[] = [];
  let tracker: ((event: TrackerEvent) => void) | undefined;
  const deps: DownloadDeps = {
    startJob: (analysisJobId, formatId) => {
      calls.push(`start ${analysisJobId} ${formatId}`);
      return Promise.resolve({ jobId: 'job-7' });
    },
    probe: (url) => {
      calls.push(`probe ${url}`);
      return Promise.resolve();
    },
    open: (url) => calls.push(`open ${url}`),
    report: (jobId) => calls.push(`report ${jobId}`),
    track: (jobId, onEvent) => {
      calls.push(`track ${jobId}`);
      tracker = onEvent;
      return () => calls.push('untrack');
    },
    ...overrides,
  };
  return { deps, calls, tracker: (event: TrackerEvent) => tracker?.(event) };
}

function run(
  deps: DownloadDeps,
  options: { delivery?: 'stream' | 'job'; url?: string; toolType?: string } = {},
) {
  const events: QualityDownloadEvent[] = [];
  const base = quality('720p', false);
  const stop = downloadQuality(
    {
      analysisJobId: 'analysis-1',
      quality: { ...base, delivery: options.delivery ?? 'stream', url: options.url ?? base.url },
      toolType: options.toolType,
      platform: 'youtube',
    },
    deps,
    (event) => events.push(event),
  );
  const failure = () => {
    const last = events.at(-1);
    return last?.type === 'failed' ? english(last.failure.notice) : undefined;
  };
  return { events, stop, failure };
}

describe('downloading a quality (downloader.md §4 "Download flow")', () => {
  it('DL-4.20 DL-4.22 a token link is checked, opened as it is, then the analysis is reported COMPLETED', async () => {
    const { deps, calls } = fakes();
    const { events } = run(deps);
    await settle();
    const link = '/api/downloader/stream?token=t-720p';
    expect(calls).toEqual([`probe ${link}`, `open ${link}`, 'report analysis-1']);
    expect(events.at(-1)).toEqual({ type: 'completed' });
  });

  it('a link without a token is asked for by the analysis and index', () => {
    const request = {
      analysisJobId: 'a b',
      quality: { ...quality('x', false), url: 'https://cdn/x', index: 3 },
    };
    expect(streamLinkOf({ ...request, toolType: undefined })).toBe(
      '/api/downloader/stream?jobId=a%20b&index=3',
    );
  });

  it('DL-4.21 DL-8.15 DL-8.16 a refused link shows the server’s words, else the spec’s text', async () => {
    const refused = fakes({
      probe: () => Promise.reject(new ApiError('http', { status: 410, serverMessage: 'Gone' })),
    });
    const a = run(refused.deps);
    await settle();
    expect(a.failure()).toBe('Gone');
    expect(refused.calls).toEqual([]);
    const silent = fakes({ probe: () => Promise.reject(new ApiError('network')) });
    const b = run(silent.deps);
    await settle();
    expect(b.failure()).toBe('Download failed. Please try again.');
    const picture = run(silent.deps, { toolType: 'profile-picture' });
    await settle();
    expect(picture.failure()).toBe('Profile picture download failed. Please try again.');
  });

  it('DL-8.14 DL-8.17 an unusable link, or one the browser cannot be sent to', async () => {
    expect(run(fakes().deps, { url: 'undefined' }).failure()).toBe('Invalid URL for download');
    const throwing = fakes({
      open: () => {
        throw new Error('blocked');
      },
    });
    const opened = run(throwing.deps);
    await settle();
    expect(opened.failure()).toBe('Failed to start download');
  });

  it('DL-8.13 a result without its analysis id cannot be downloaded', () => {
    const events: QualityDownloadEvent[] = [];
    downloadQuality(
      { analysisJobId: '', quality: quality('x', false), toolType: undefined },
      fakes().deps,
      (e) => events.push(e),
    );
    const last = events[0];
    expect(last?.type === 'failed' ? english(last.failure.notice) : undefined).toBe(
      'Missing video information or job ID',
    );
  });

  it('a job quality starts a download job, follows it and opens its token link when it completes', async () => {
    const { deps, calls, tracker } = fakes();
    const { events } = run(deps, { delivery: 'job' });
    await settle();
    expect(calls).toEqual(['start analysis-1 720p', 'track job-7']);
    tracker({ type: 'progress', status: 'running', progress: 40 });
    tracker({ type: 'completed', resultUrl: '/api/files/download?token=f' });
    expect(calls.at(-1)).toBe('open /api/files/download?token=f');
    expect(events).toEqual([
      { type: 'started', jobId: 'job-7' },
      { type: 'progress', status: 'pending', progress: 0 },
      { type: 'progress', status: 'running', progress: 40 },
      { type: 'progress', status: 'completed', progress: 100 },
      { type: 'completed' },
    ]);
  });

  it('a failed job reads as the friendly mapping with its type and colour; tracker errors as their text', async () => {
    const { deps, tracker } = fakes();
    const { events, failure } = run(deps, { delivery: 'job' });
    await settle();
    tracker({
      type: 'ended',
      job: {
        status: 'failed',
        progress: 0,
        error: 'Connection reset by peer',
        startedAt: undefined,
        finishedAt: undefined,
      },
    });
    expect(failure()).toBe('Network connectivity issue occurred');
    expect(events.at(-1)).toMatchObject({ failure: { jobError: { type: 'system', colour: 'red' } } });
    const second = fakes();
    const other = run(second.deps, { delivery: 'job' });
    await settle();
    second.tracker({ type: 'error', key: 'invalidResponse' });
    expect(other.failure()).toBe('Invalid response structure');
  });

  it('a job the server will not start says why, or that it failed to start', async () => {
    const refused = fakes({ startJob: () => Promise.reject(new ApiError('network')) });
    const { failure } = run(refused.deps, { delivery: 'job' });
    await settle();
    expect(failure()).toBe('Failed to start download');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { SnapshotEmitter, type UploadSnapshot, type UploadTask } from '../../lib/upload-task';
import { QueueController, type QueueControllerDeps } from './queue-controller';
import type { QueueNotice } from './queue-store';
import { compression, conversion, snapshot } from './test-rows';
import type { ScreenContext } from './queued-file';

/** An upload the test finishes by hand. */
class FakeUpload extends SnapshotEmitter implements UploadTask {
  constructor() {
    super(snapshot());
  }
  start = vi.fn();
  pause = vi.fn();
  resume = vi.fn();
  cancel = vi.fn(() => {
    this.update({ phase: 'cancelled' });
    return Promise.resolve();
  });
  dispose = vi.fn();
  finish(fileId: string) {
    this.update({ phase: 'completed', percent: 100, fileId });
  }
  set(patch: Partial<UploadSnapshot>) {
    this.update(patch);
  }
}

const file = (name: string) =>
  new File(['x'], name, { type: name.endsWith('.mov') ? 'video/quicktime' : '' });

function setup(context: ScreenContext = conversion) {
  vi.useFakeTimers();
  const uploads: FakeUpload[] = [];
  const feedListeners = new Map<string, (raw: unknown) => void>();
  let jobCount = 0;
  let ids = 0;
  const jobs = {
    start: vi.fn((_fileId: string, _format: string, _body: unknown) =>
      Promise.resolve({
        jobId: `job${String(++jobCount)}` as string | undefined,
      }),
    ),
    status: vi.fn((jobId: string) => Promise.resolve({ jobId, status: 'running', progress: 10 })),
    result: vi.fn((_jobId: string): Promise<unknown> =>
      Promise.resolve({ fileId: 'out', downloadToken: 'tok', totalSize: 1 }),
    ),
    cancel: vi.fn((_jobId: string) => Promise.resolve(undefined)),
  };
  const deps: QueueControllerDeps = {
    createTask: () => {
      const upload = new FakeUpload();
      uploads.push(upload);
      return upload;
    },
    jobs,
    feed: {
      subscribe: (jobId, listener) => {
        feedListeners.set(jobId, listener);
        return () => feedListeners.delete(jobId);
      },
      isLive: () => true,
    },
    clock: {
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    newId: () => `id${String(++ids)}`,
    download: {
      fetchFile: vi.fn(() => Promise.resolve(new Blob(['out']))),
      save: vi.fn(),
      baseUrl: 'http://x/',
    },
  };
  const controller = new QueueController(context, deps);
  const notices: QueueNotice[] = [];
  controller.store.onNotice((notice) => notices.push(notice));
  const rows = () => controller.store.state.files;
  const live = (raw: { jobId: string } & Record<string, unknown>) => feedListeners.get(raw.jobId)?.(raw);
  return { controller, uploads, jobs, deps, notices, rows, live };
}

describe('queue controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('CC-1.02 CC-4.01 every accepted file uploads at once; CC-8.28 CC-8.29 others are refused with a notice', () => {
    const { controller, uploads, notices, rows } = setup();
    controller.addFiles([file('a.mov'), file('notes.txt'), file('a.mov')]);
    expect(rows().map((r) => r.name)).toEqual(['a.mov']);
    expect(uploads[0]?.start).toHaveBeenCalled();
    expect(notices.map((n) => n.kind === 'rejected' && n.rejection.kind)).toEqual([
      'invalidType',
      'duplicate',
    ]);
    uploads[0]?.finish('f1');
    expect(rows()[0]).toMatchObject({ status: 'upload_ready', fileId: 'f1' });
  });

  it('CC-8.35 Start without a ready file warns No Files Ready', async () => {
    const { controller, notices } = setup();
    await controller.start();
    expect(notices).toEqual([{ kind: 'noFilesReady' }]);
  });

  it('CC-4.28 CC-7.19 Start waits for a running upload, which hands over its file id as it finishes (within 500 ms), then converts with one batch id', async () => {
    const { controller, uploads, jobs, rows } = setup();
    controller.addFiles([file('a.mov'), file('b.mov')]);
    uploads[0]?.finish('f1');
    const started = controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(jobs.start).toHaveBeenCalledTimes(1);
    expect(rows()[1]).toMatchObject({ status: 'converting', conversionPhase: 'uploading' });
    uploads[1]?.finish('f2');
    // No timer runs: the job is asked for in the turn the upload finishes, not at a later poll.
    await vi.advanceTimersByTimeAsync(0);
    expect(jobs.start).toHaveBeenCalledTimes(2);
    expect(jobs.start.mock.calls[1]?.[0]).toBe('f2');
    await started;
    expect(jobs.start).toHaveBeenCalledTimes(2);
    const calls = jobs.start.mock.calls as unknown as [string, string, { batchTaskId: string }][];
    const [, format, body] = calls[0]!;
    const [, , body2] = calls[1]!;
    expect(format).toBe('mp4');
    expect(body.batchTaskId).toMatch(/^batch_/);
    expect(body2.batchTaskId).toBe(body.batchTaskId);
    expect(rows().map((r) => [r.jobId, r.conversionPhase])).toEqual([
      ['job1', 'waiting'],
      ['job2', 'waiting'],
    ]);
  });

  it('a row whose upload fails after Start gets no job and ends in error', async () => {
    const { controller, uploads, jobs, rows } = setup();
    controller.addFiles([file('a.mov')]);
    const started = controller.start();
    await vi.advanceTimersByTimeAsync(0);
    uploads[0]?.set({ phase: 'failed', failure: { headline: { key: 'uploadFailed' } } });
    await started;
    expect(jobs.start).not.toHaveBeenCalled();
    expect(rows()[0]).toMatchObject({ status: 'error' });
  });

  it('CC-8.48 CC-8.51 no job id, or no answer, ends the row in error', async () => {
    const { controller, uploads, jobs, rows } = setup();
    controller.addFiles([file('a.mov'), file('b.mov')]);
    uploads.forEach((u, i) => u.finish(`f${String(i)}`));
    jobs.start.mockResolvedValueOnce({ jobId: undefined }).mockRejectedValueOnce(new ApiError('network'));
    await controller.start();
    expect(rows().map((r) => r.error)).toEqual([
      { source: 'client', key: 'noJobId', type: 'processing' },
      { source: 'client', key: 'networkError', type: 'system' },
    ]);
  });

  it('422 INVALID_SETTINGS names the fields', async () => {
    const { controller, uploads, jobs, rows } = setup();
    controller.addFiles([file('a.mov')]);
    uploads[0]?.finish('f1');
    jobs.start.mockRejectedValueOnce(
      new ApiError('http', {
        status: 422,
        code: 'INVALID_SETTINGS',
        context: { errors: [{ field: 'video_crf', message: 'CRF must be at most 51' }] },
      }),
    );
    await controller.start();
    expect(rows()[0]?.error).toMatchObject({
      key: 'invalidSettings',
      detail: 'video_crf: CRF must be at most 51',
    });
  });

  it('CC-4.10 CC-4.08 a completed update without a result fetches it', async () => {
    const { controller, uploads, jobs, rows, live } = setup();
    controller.addFiles([file('a.mov')]);
    uploads[0]?.finish('f1');
    await controller.start();
    live({ jobId: 'job1', status: 'running', progress: 50 });
    expect(rows()[0]).toMatchObject({ conversionPhase: 'processing', conversionProgress: 50 });
    live({ jobId: 'job1', status: 'completed', progress: 100 });
    await vi.advanceTimersByTimeAsync(0);
    expect(jobs.result).toHaveBeenCalledWith('job1');
    expect(rows()[0]).toMatchObject({ status: 'completed', result: { fileId: 'out' } });
  });

  it('CC-4.06 CC-8.34 stop cancels the job and shows the row stopped', async () => {
    const { controller, uploads, jobs, rows, notices } = setup();
    controller.addFiles([file('a.mov')]);
    uploads[0]?.finish('f1');
    await controller.start();
    await controller.stop(rows()[0]!.id);
    expect(jobs.cancel).toHaveBeenCalledWith('job1');
    expect(rows()[0]).toMatchObject({ status: 'error', error: { key: 'cancelledByUser' } });
    expect(notices.at(-1)).toEqual({ kind: 'cancelled', name: 'a.mov' });
  });

  it('CC-4.07 CC-8.32 a refused cancel returns the row to converting with Cancel Failed', async () => {
    const { controller, uploads, jobs, rows, notices } = setup();
    controller.addFiles([file('a.mov')]);
    uploads[0]?.finish('f1');
    await controller.start();
    jobs.cancel.mockRejectedValueOnce(new ApiError('http', { status: 409, code: 'JOB_FINISHED' }));
    await controller.stop(rows()[0]!.id);
    expect(notices.at(-1)).toEqual({ kind: 'cancelFailed', name: 'a.mov' });
    // The refresh after the failed cancel reads the job's real state.
    expect(jobs.status).toHaveBeenCalledWith('job1');
    expect(rows()[0]).toMatchObject({ status: 'converting', conversionProgress: 10 });
  });

  it('a row stopped before its job exists cancels the job the server then names', async () => {
    const { controller, uploads, jobs, rows } = setup();
    controller.addFiles([file('a.mov')]);
    const started = controller.start();
    await controller.stop(rows()[0]!.id);
    uploads[0]?.finish('f1');
    await vi.advanceTimersByTimeAsync(500);
    await started;
    expect(jobs.start).not.toHaveBeenCalled();
    expect(rows()[0]).toMatchObject({ status: 'error', error: { key: 'cancelledByUser' } });
  });

  it('CC-3.15 a compressor page sends its preset in compression mode', async () => {
    const { controller, uploads, jobs } = setup(compression);
    controller.addFiles([file('a.mov')]);
    uploads[0]?.finish('f1');
    await controller.start();
    const body = jobs.start.mock.calls[0]?.[2] as { settings: Record<string, unknown> };
    expect(body.settings).toMatchObject({
      processing_mode: 'compression',
      compression_settings: { compressor_option: 'discord' },
    });
  });

  it('CC-8.30 a failed background upload is told once; CC-4.38 removing an uploading row cancels it', () => {
    const { controller, uploads, notices, rows } = setup();
    controller.addFiles([file('a.mov'), file('b.mov')]);
    uploads[0]?.set({ phase: 'failed', failure: { headline: { key: 'uploadFailed' } } });
    expect(notices.filter((n) => n.kind === 'uploadFailed')).toHaveLength(1);
    controller.remove(rows()[1]!.id);
    expect(uploads[1]?.cancel).toHaveBeenCalled();
    expect(rows().map((r) => r.name)).toEqual(['a.mov']);
  });

  it('CC-2.16 clear drops every row and cancels running work', async () => {
    const { controller, uploads, jobs, rows } = setup();
    controller.addFiles([file('a.mov'), file('b.mov')]);
    uploads[0]?.finish('f1');
    void controller.start();
    await vi.advanceTimersByTimeAsync(0);
    controller.clear();
    expect(rows()).toEqual([]);
    expect(jobs.cancel).toHaveBeenCalled();
    expect(uploads[1]?.cancel).toHaveBeenCalled();
  });
});

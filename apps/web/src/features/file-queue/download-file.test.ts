import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { downloadFile, type DownloadDeps } from './download-file';
import { initialQueueState } from './queue-reducer';
import { QueueStore, type QueueNotice } from './queue-store';
import { row } from './test-rows';
import type { QueuedFile } from './queued-file';

function setup(patch: Partial<QueuedFile>, deps: Partial<DownloadDeps> = {}) {
  const store = new QueueStore(
    initialQueueState('conversion', [
      row({ status: 'completed', jobId: 'j1', name: 'Holiday.MOV', ...patch }),
    ]),
  );
  const notices: QueueNotice[] = [];
  store.onNotice((n) => notices.push(n));
  const full: DownloadDeps = {
    result: vi.fn(() => Promise.resolve({ fileId: 'out', downloadToken: 't' })),
    fetchFile: vi.fn(() => Promise.resolve(new Blob(['bytes']))),
    save: vi.fn(),
    baseUrl: 'http://127.0.0.1/converter',
    ...deps,
  };
  return { store, notices, deps: full, run: () => downloadFile(store, 'r1', full) };
}

describe('download', () => {
  it('CC-2.29 CC-7.25 fetches the result link and saves it under the name rule (CC §5)', async () => {
    const { deps, run } = setup({
      outputFormat: 'MP4',
      result: { downloadUrl: '/api/files/download/out?token=t' },
    });
    await run();
    expect(deps.fetchFile).toHaveBeenCalledWith('http://127.0.0.1/api/files/download/out?token=t');
    expect(deps.save).toHaveBeenCalledWith(expect.any(Blob), 'Holiday.mp4');
  });

  it('CC-4.10 fetches a missing result first', async () => {
    const { deps, run, store } = setup({ outputFormat: 'webm' });
    await run();
    expect(deps.result).toHaveBeenCalledWith('j1');
    expect(store.file('r1')?.result).toEqual({ fileId: 'out', downloadToken: 't' });
    expect(deps.save).toHaveBeenCalledWith(expect.any(Blob), 'Holiday.webm');
  });

  it('CC-8.40 Download Not Available when the result names no file', async () => {
    const { notices, run, deps } = setup(
      { result: { downloadUrl: 'undefined' } },
      { result: vi.fn(() => Promise.resolve({})) },
    );
    await run();
    expect(notices).toEqual([{ kind: 'downloadNotAvailable', name: 'Holiday.MOV' }]);
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('CC-8.33 Download Failed when the result cannot be had or the file cannot be fetched', async () => {
    const missing = setup(
      {},
      {
        result: vi.fn(() =>
          Promise.reject(new ApiError('http', { status: 404, serverMessage: 'Job not found' })),
        ),
      },
    );
    await missing.run();
    expect(missing.notices).toEqual([
      { kind: 'downloadFailed', name: 'Holiday.MOV', message: 'Job not found' },
    ]);
    const broken = setup(
      { result: { fileId: 'out' } },
      { fetchFile: vi.fn(() => Promise.reject(new ApiError('network'))) },
    );
    await broken.run();
    expect(broken.notices[0]).toMatchObject({ kind: 'downloadFailed' });
  });

  it('CC-8.42 a suppressed message shows no toast', async () => {
    const { notices, run } = setup(
      { result: { fileId: 'out' } },
      { fetchFile: vi.fn(() => Promise.reject(new Error('User cancelled the download'))) },
    );
    await run();
    expect(notices).toEqual([]);
  });

  it('CC-8.41 Download Error when the link cannot be built', async () => {
    const { notices, run } = setup({ result: { downloadUrl: 'http://[bad' } });
    await run();
    expect(notices).toEqual([{ kind: 'downloadError', name: 'Holiday.MOV' }]);
  });
});

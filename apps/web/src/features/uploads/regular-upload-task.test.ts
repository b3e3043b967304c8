import type { RegularUploadResponse } from '@mediaforge/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { RegularUploadTask, type RegularUploadFn } from './regular-upload-task';
import { englishFailure } from './testing/fake-upload-server';

const file = new File(['0123456789'], 'small.mp4', { type: 'video/mp4' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve: (value: RegularUploadResponse) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<RegularUploadResponse>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('regular upload', () => {
  it('CC-4.01 reports progress, then completes with the file id', async () => {
    const answer = deferred();
    let onProgress: ((loaded: number) => void) | undefined;
    const upload = vi.fn<RegularUploadFn>((_file, _name, options) => {
      onProgress = options.onProgress;
      return answer.promise;
    });
    const task = new RegularUploadTask(file, upload);
    task.start();
    onProgress?.(5);
    expect(task.snapshot).toMatchObject({ phase: 'uploading', percent: 50, method: 'regular' });
    answer.resolve({ fileId: 'f1' } as RegularUploadResponse);
    await flush();
    expect(task.snapshot).toMatchObject({ phase: 'completed', fileId: 'f1', percent: 100 });
  });

  it('CC-8.08 a failure shows "File Upload Failed" with the reason', async () => {
    const task = new RegularUploadTask(file, () => Promise.reject(new ApiError('network')));
    task.start();
    await flush();
    expect(englishFailure(task.snapshot.failure)).toBe('File Upload Failed: Network error during upload');
  });

  it('cancel aborts the request and is not shown as a failure', async () => {
    let signal: AbortSignal | undefined;
    const task = new RegularUploadTask(file, (_file, _name, options) => {
      signal = options.signal;
      return Promise.reject(new ApiError('aborted'));
    });
    task.start();
    await task.cancel();
    await flush();
    expect(signal?.aborted).toBe(true);
    expect(task.snapshot.phase).toBe('cancelled');
  });
});

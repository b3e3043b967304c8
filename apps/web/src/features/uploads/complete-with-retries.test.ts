import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { CompletionError, completeWithRetries } from './complete-with-retries';
import { englishFailure } from './testing/fake-upload-server';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs a completion whose attempts answer as `answer(attempt)` says; records when each attempt began. */
function run(
  answer: (attempt: number, signal: AbortSignal) => Promise<string>,
  heartbeat = () => Promise.resolve(true),
) {
  const started: number[] = [];
  const beats: number[] = [];
  const controller = new AbortController();
  const result = completeWithRetries({
    attempt: (signal) => {
      started.push(Date.now());
      return answer(started.length - 1, signal);
    },
    heartbeat,
    onHeartbeat: (count) => beats.push(count),
    signal: controller.signal,
  }).then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { started, beats, controller, result };
}

const never = (_attempt: number, signal: AbortSignal) =>
  new Promise<string>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new ApiError('aborted')), { once: true });
  });

function failureOf(error: unknown): string {
  expect(error).toBeInstanceOf(CompletionError);
  return englishFailure((error as CompletionError).failure);
}

describe('completion with retries', () => {
  it('CC-4.41 CC-8.06 three 500 answers: attempts 1 s and 2 s apart, then "failed after 3 attempts: {reason}"', async () => {
    const start = Date.now();
    const { started, result } = run(() => Promise.reject(new ApiError('http', { status: 500 })));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started.map((t) => t - start)).toEqual([0, 1000, 3000]);
    const { error } = await result;
    expect(failureOf(error)).toBe('Upload completion failed after 3 attempts: Server error: 500');
  });

  it('CC-4.41 CC-8.05 attempts that never answer are abandoned after 300 s each, with a heartbeat every 10 s', async () => {
    const start = Date.now();
    const { started, beats, result } = run(never);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(started).toHaveLength(1);
    expect(beats).toHaveLength(29);
    await vi.advanceTimersByTimeAsync(1 + 1000 + 300_000 + 2000 + 300_000);
    expect(started.map((t) => t - start)).toEqual([0, 301_000, 603_000]);
    const { error } = await result;
    expect(failureOf(error)).toBe(
      'Upload completion timed out after multiple attempts. The file assembly is taking longer than expected.',
    );
  });

  it('CC-4.41 a heartbeat the server does not answer is not counted', async () => {
    const { beats } = run(never, () => Promise.resolve(false));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beats).toEqual([]);
  });

  it('CC-4.41 succeeds on a later attempt', async () => {
    const { result } = run((attempt) =>
      attempt === 0 ? Promise.reject(new ApiError('network')) : Promise.resolve('done'),
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect((await result).value).toBe('done');
  });

  it('CC-8.03 a permanent refusal (415) fails at once with its reason', async () => {
    const { started, result } = run(() =>
      Promise.reject(new ApiError('http', { status: 415, code: 'UNSUPPORTED_MEDIA' })),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started).toHaveLength(1);
    expect(failureOf((await result).error)).toBe(
      'Failed to complete upload: This file is not a video or audio file the server can read.',
    );
  });

  it('409 UPLOAD_INCOMPLETE is reported as incomplete, so the missing chunks can be sent', async () => {
    const { result } = run(() =>
      Promise.reject(new ApiError('http', { status: 409, code: 'UPLOAD_INCOMPLETE' })),
    );
    await vi.advanceTimersByTimeAsync(0);
    const { error } = await result;
    expect(error).toBeInstanceOf(CompletionError);
    expect((error as CompletionError).incomplete).toBe(true);
  });

  it('an outside abort rejects as aborted and stops retrying', async () => {
    const { started, controller, result } = run(never);
    await vi.advanceTimersByTimeAsync(5000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(700_000);
    expect(started).toHaveLength(1);
    const { error } = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('aborted');
  });
});

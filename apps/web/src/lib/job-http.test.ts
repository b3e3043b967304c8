import { describe, expect, it, vi } from 'vitest';
import { isRetryable, JOB_API_RETRIES, JOB_API_TIMEOUT_MS, withRetries } from './job-http';
import { ApiError } from './api-client';

const noSleep = () => Promise.resolve();

describe('job calls', () => {
  it('CC-7.26 timeout 30000 ms and 3 retries of reads on network, timeout and 5xx only', async () => {
    expect(JOB_API_TIMEOUT_MS).toBe(30_000);
    expect(JOB_API_RETRIES).toBe(3);
    expect(isRetryable(new ApiError('http', { status: 503 }))).toBe(true);
    expect(isRetryable(new ApiError('http', { status: 404 }))).toBe(false);
    const flaky = vi.fn().mockRejectedValue(new ApiError('network'));
    await expect(withRetries(flaky, 3, noSleep)).rejects.toThrow();
    expect(flaky).toHaveBeenCalledTimes(4);
    const once = vi.fn().mockRejectedValueOnce(new ApiError('timeout')).mockResolvedValue('ok');
    await expect(withRetries(once, 3, noSleep)).resolves.toBe('ok');
    const refused = vi.fn().mockRejectedValue(new ApiError('http', { status: 409 }));
    await expect(withRetries(refused, 3, noSleep)).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

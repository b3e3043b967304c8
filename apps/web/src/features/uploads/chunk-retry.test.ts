import { RETRY_DELAY_CAP_MS, retryDelayMs } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { classifyChunkError, isRetryableCompletionError } from './chunk-retry';

const http = (status: number, code?: string) => new ApiError('http', { status, ...(code ? { code } : {}) });

describe('chunk error kinds', () => {
  it('CC-4.40 network, timeout, server (500–504) and client errors are retried by kind', () => {
    expect(classifyChunkError(new ApiError('network'))).toEqual({
      action: 'retry',
      kind: 'network',
    });
    expect(classifyChunkError(new ApiError('timeout'))).toEqual({
      action: 'retry',
      kind: 'timeout',
    });
    for (const status of [500, 502, 503, 504]) {
      expect(classifyChunkError(http(status))).toEqual({ action: 'retry', kind: 'server' });
    }
    for (const status of [408, 409, 429, 505]) {
      expect(classifyChunkError(http(status))).toEqual({ action: 'retry', kind: 'client' });
    }
  });

  it('CC-4.40 a 4xx that can never succeed fails at once', () => {
    for (const status of [400, 401, 403, 404, 413, 415, 422]) {
      expect(classifyChunkError(http(status)), String(status)).toEqual({ action: 'fail' });
    }
  });

  it('CC-4.36 an aborted chunk (pause, cancel) is not an error', () => {
    expect(classifyChunkError(new ApiError('aborted'))).toEqual({ action: 'ignore' });
  });

  it('CC-9.05 retry delays grow from 2 s and never pass the cap of their kind', () => {
    for (const kind of ['network', 'server', 'timeout', 'client'] as const) {
      expect(retryDelayMs(kind, 0, () => 0)).toBe(2000);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect(retryDelayMs(kind, attempt, () => 1)).toBeLessThanOrEqual(RETRY_DELAY_CAP_MS[kind]);
      }
    }
  });

  it('CC-4.41 completion retries network, timeout, 5xx, 429 and busy, not other 4xx', () => {
    expect(isRetryableCompletionError(new ApiError('network'))).toBe(true);
    expect(isRetryableCompletionError(new ApiError('timeout'))).toBe(true);
    expect(isRetryableCompletionError(http(503))).toBe(true);
    expect(isRetryableCompletionError(http(429))).toBe(true);
    expect(isRetryableCompletionError(http(409, 'UPLOAD_BUSY'))).toBe(true);
    expect(isRetryableCompletionError(http(422, 'UPLOAD_HASH_MISMATCH'))).toBe(false);
    expect(isRetryableCompletionError(http(415))).toBe(false);
    expect(isRetryableCompletionError(new Error('bug'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  API_MAX_RETRIES,
  API_TIMEOUT_MS,
  CHUNKED_UPLOAD_THRESHOLD,
  CHUNK_CLIENT_MAX_RETRIES,
  CHUNK_ERROR_KINDS,
  CHUNK_FIELD_NAME,
  COMPLETION_ATTEMPT_TIMEOUT_MS,
  COMPLETION_HEARTBEAT_MS,
  COMPLETION_MAX_ATTEMPTS,
  FILE_SIZE_UNITS,
  HEALTH_CHECK_INTERVAL_MS,
  HEALTH_CHECK_TIMEOUT_MS,
  MAX_CONCURRENT_CHUNKS,
  REGULAR_UPLOAD_FIELD_NAME,
  REGULAR_UPLOAD_TIMEOUT_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_DELAY_CAP_MS,
  SMART_UPLOAD_CHUNKED_THRESHOLD,
  UPLOAD_METHODS,
  chunkErrorKindForStatus,
  chunkSizeFor,
  completionBackoffMs,
  formatFileSize,
  retryDelayMs,
  totalChunksFor,
  usesChunkedUpload,
} from './uploads.js';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

describe('upload method by size (CC §9)', () => {
  it('CC-9.02 the two readings of the threshold: 10 MB (10,485,760) and 100 MB (104,857,600)', () => {
    expect(CHUNKED_UPLOAD_THRESHOLD).toBe(10_485_760);
    expect(SMART_UPLOAD_CHUNKED_THRESHOLD).toBe(104_857_600);
  });

  it('CC-9.01 both readings send 5 MB in one request and chunk 150 MB', () => {
    for (const threshold of [CHUNKED_UPLOAD_THRESHOLD, SMART_UPLOAD_CHUNKED_THRESHOLD]) {
      expect(usesChunkedUpload(5 * MiB, threshold)).toBe(false);
      expect(usesChunkedUpload(150 * MiB, threshold)).toBe(true);
      expect(usesChunkedUpload(threshold, threshold)).toBe(false);
    }
  });

  it('CC-3.54 upload methods are chunk and regular', () => {
    expect(UPLOAD_METHODS).toEqual(['chunk', 'regular']);
  });

  it('CC-7.03 chunks travel in multipart field chunk; CC-7.08 the regular upload in field file', () => {
    expect(CHUNK_FIELD_NAME).toBe('chunk');
    expect(REGULAR_UPLOAD_FIELD_NAME).toBe('file');
  });
});

describe('chunking (CC §4, §7, §9)', () => {
  it('CC-9.03 chunk size is 5 MB under 500 MB', () => {
    expect(chunkSizeFor(100 * MiB)).toBe(5 * MiB);
    expect(chunkSizeFor(500 * MiB - 1)).toBe(5 * MiB);
  });

  it('CC-9.03 chunk size is 10 MB under 2 GB', () => {
    expect(chunkSizeFor(500 * MiB)).toBe(10 * MiB);
    expect(chunkSizeFor(1 * GiB)).toBe(10 * MiB);
  });

  it('CC-9.03 chunk size is 25 MB under 10 GB', () => {
    expect(chunkSizeFor(2 * GiB)).toBe(25 * MiB);
    expect(chunkSizeFor(5 * GiB)).toBe(25 * MiB);
  });

  it('CC-9.03 chunk size is 50 MB otherwise', () => {
    expect(chunkSizeFor(10 * GiB)).toBe(50 * MiB);
    expect(chunkSizeFor(20 * GiB)).toBe(50 * MiB);
  });

  it('CC-7.01 totalChunks = ceil(fileSize / chunkSize)', () => {
    expect(totalChunksFor(12 * MiB)).toBe(3);
    expect(totalChunksFor(10 * MiB)).toBe(2);
    expect(totalChunksFor(7, 3)).toBe(3);
  });

  it('CC-4.35 up to 3 chunks are sent at once', () => {
    expect(MAX_CONCURRENT_CHUNKS).toBe(3);
  });

  it('the chunk client retries 3 times from a base delay of 2000 ms (one uploader: the smart 5 is unused)', () => {
    expect(CHUNK_CLIENT_MAX_RETRIES).toBe(3);
    expect(RETRY_BASE_DELAY_MS).toBe(2000);
  });

  it('CC-9.05 delay caps: network 30 s, server 20 s, timeout 15 s, client 10 s', () => {
    expect(RETRY_DELAY_CAP_MS).toEqual({ network: 30_000, server: 20_000, timeout: 15_000, client: 10_000 });
  });

  it('CC-9.05 retry delays grow from the base delay and never exceed the caps', () => {
    expect(retryDelayMs('server', 0)).toBe(2000);
    expect(retryDelayMs('server', 1)).toBe(4000);
    for (const kind of CHUNK_ERROR_KINDS) {
      for (let attempt = 0; attempt < 12; attempt++) {
        expect(retryDelayMs(kind, attempt, () => 0.999)).toBeLessThanOrEqual(RETRY_DELAY_CAP_MS[kind]);
      }
      expect(retryDelayMs(kind, 20, () => 0.999)).toBe(RETRY_DELAY_CAP_MS[kind]);
    }
  });

  it('CC-9.05 network retries add jitter, other kinds do not', () => {
    expect(retryDelayMs('network', 0, () => 0.5)).toBe(2500);
    expect(retryDelayMs('client', 0, () => 0.5)).toBe(2000);
  });

  it('CC-8.13 chunk error kinds; status 500-504 is server, the rest client', () => {
    expect(CHUNK_ERROR_KINDS).toEqual(['network', 'server', 'timeout', 'client']);
    expect([500, 502, 504].map(chunkErrorKindForStatus)).toEqual(['server', 'server', 'server']);
    expect([404, 413, 505].map(chunkErrorKindForStatus)).toEqual(['client', 'client', 'client']);
  });

  it('CC-7.07 health check every 30 s with a 5 s timeout', () => {
    expect(HEALTH_CHECK_INTERVAL_MS).toBe(30_000);
    expect(HEALTH_CHECK_TIMEOUT_MS).toBe(5_000);
  });

  it('CC-4.41 completion: 3 attempts, 300 s each, heartbeat 10 s', () => {
    expect(COMPLETION_MAX_ATTEMPTS).toBe(3);
    expect(COMPLETION_ATTEMPT_TIMEOUT_MS).toBe(300_000);
    expect(COMPLETION_HEARTBEAT_MS).toBe(10_000);
  });

  it('CC-4.41 completion backoff 1 s, 2 s, 4 s, capped at 10 s', () => {
    expect([0, 1, 2, 3, 4].map(completionBackoffMs)).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it('CC-7.08 regular upload timeout 600000 ms (10 minutes)', () => {
    expect(REGULAR_UPLOAD_TIMEOUT_MS).toBe(10 * 60 * 1000);
  });

  it('CC-7.26 base API config: timeout 30000 ms, 3 retries', () => {
    expect(API_TIMEOUT_MS).toBe(30_000);
    expect(API_MAX_RETRIES).toBe(3);
  });
});

describe('file size display (CC §2, §9)', () => {
  it('CC-2.24 units are Bytes, KB, MB, GB, TB', () => {
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB']);
  });

  it('CC-2.24 a 1.5 MB file shows "1.5 MB"', () => {
    expect(formatFileSize(1.5 * MiB)).toBe('1.5 MB');
  });

  it('CC-2.24 each unit in turn', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(52_428_800)).toBe('50 MB');
    expect(formatFileSize(1.25 * GiB)).toBe('1.25 GB');
    expect(formatFileSize(3 * 1024 * GiB)).toBe('3 TB');
    expect(formatFileSize(5000 * 1024 * GiB)).toBe('5000 TB');
  });

  it('CC-2.24 unusable sizes show 0 Bytes', () => {
    expect(formatFileSize(-1)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

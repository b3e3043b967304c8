import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ChunkedUpload } from './chunked-upload';
import { fileFingerprint } from './resume-store';
import {
  FakeConnectivity,
  FakeUploadServer,
  englishFailure,
  memoryResumeStore,
} from './testing/fake-upload-server';

const HASH = 'ab'.repeat(32);
const CHUNK = 4;
const CHUNKS = 5;

function setup(server = new FakeUploadServer(CHUNKS, CHUNK)) {
  const file = new File([new Uint8Array(CHUNK * CHUNKS)], 'clip.mp4', { type: 'video/mp4', lastModified: 1 });
  const connectivity = new FakeConnectivity();
  const resumeStore = memoryResumeStore();
  const hashFile = vi.fn((_file: Blob, onProgress: (percent: number) => void) => {
    onProgress(100);
    return Promise.resolve(HASH);
  });
  const create = () =>
    new ChunkedUpload(file, { transport: server, hashFile, resumeStore, connectivity, random: () => 0.5 });
  return { server, file, connectivity, resumeStore, hashFile, upload: create(), create };
}

/** Lets timers and the promise chains they start run. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chunked upload', () => {
  it('CC-4.35 CC-7.01 CC-7.02 inits with the hash, sends every chunk with at most 3 in flight, completes once', async () => {
    const { server, upload, resumeStore, file } = setup();
    upload.start();
    await advance(0);
    expect(server.initBodies).toEqual([
      { fileName: 'clip.mp4', fileSize: CHUNK * CHUNKS, mimeType: 'video/mp4', fileHash: HASH },
    ]);
    expect(resumeStore.get(fileFingerprint(file))?.uploadId).toBe('up_1');
    await advance(1000);
    expect(server.maxInFlight).toBe(3);
    expect(server.count('init')).toBe(1);
    expect(server.count('chunk')).toBe(CHUNKS);
    expect(server.count('complete')).toBe(1);
    expect(upload.snapshot).toMatchObject({ phase: 'completed', fileId: 'file_1', percent: 100 });
    expect(resumeStore.get(fileFingerprint(file))).toBeUndefined();
  });

  it('CC-4.35 reports progress while chunks are stored', async () => {
    const { upload } = setup();
    const seen: number[] = [];
    upload.subscribe(() => seen.push(upload.snapshot.percent));
    upload.start();
    await advance(1000);
    expect(seen).toContain(60);
    expect(seen.every((p, i) => i === 0 || p >= (seen[i - 1] ?? 0) || p === 0)).toBe(true);
  });

  it('CC-4.36 pause aborts the chunks in flight and sends nothing more', async () => {
    const { server, upload } = setup();
    server.chunkDelayMs = 1000;
    upload.start();
    await advance(10);
    upload.pause();
    expect(server.aborted.sort()).toEqual([0, 1, 2]);
    expect(upload.snapshot).toMatchObject({ phase: 'paused', pauseReason: 'user' });
    await advance(60_000);
    expect(server.count('chunk')).toBe(3);
    expect(upload.snapshot.phase).toBe('paused');
  });

  it('CC-4.37 resume asks the server for progress, then sends only the missing chunks', async () => {
    const { server, upload } = setup();
    server.chunkDelayMs = 100;
    server.chunkOutcome = (n) => (n < 2 ? 'ok' : 'hang');
    upload.start();
    await advance(150);
    upload.pause();
    expect([...server.stored].sort()).toEqual([0, 1]);
    server.chunkOutcome = () => 'ok';
    server.calls.length = 0;
    upload.resume();
    await advance(1000);
    expect(server.calls.filter((c) => c !== 'health')).toEqual([
      'progress',
      'chunk:2',
      'chunk:3',
      'chunk:4',
      'complete',
    ]);
    expect(upload.snapshot.phase).toBe('completed');
  });

  it('CC-4.38 cancel aborts the chunks and deletes the session on the server', async () => {
    const { server, upload, resumeStore, file } = setup();
    server.chunkDelayMs = 1000;
    upload.start();
    await advance(10);
    await upload.cancel();
    expect(server.aborted).toHaveLength(3);
    expect(server.calls).toContain('cancel');
    expect(upload.snapshot.phase).toBe('cancelled');
    expect(resumeStore.get(fileFingerprint(file))).toBeUndefined();
  });

  it('CC-4.39 CC-7.07 a failed health check (every 30 s) pauses; a later healthy one resumes', async () => {
    const { server, upload } = setup();
    server.chunkOutcome = (n) => (n === 0 ? 'ok' : 'hang');
    upload.start();
    await advance(29_000);
    expect(server.count('health')).toBe(0);
    server.healthy = false;
    await advance(1000);
    expect(server.count('health')).toBe(1);
    expect(upload.snapshot).toMatchObject({ phase: 'paused', pauseReason: 'network' });
    server.healthy = true;
    server.chunkOutcome = () => 'ok';
    await advance(30_000);
    expect(server.count('health')).toBe(2);
    expect(server.count('progress')).toBe(1);
    await advance(1000);
    expect(upload.snapshot.phase).toBe('completed');
  });

  it('CC-4.39 going offline pauses; coming back online resumes unless cancelled', async () => {
    const { server, upload, connectivity } = setup();
    server.chunkDelayMs = 1000;
    upload.start();
    await advance(10);
    connectivity.emit(false);
    expect(upload.snapshot).toMatchObject({ phase: 'paused', pauseReason: 'network' });
    connectivity.emit(true);
    await advance(5000);
    expect(upload.snapshot.phase).toBe('completed');

    const second = setup();
    second.server.chunkDelayMs = 1000;
    second.upload.start();
    await advance(10);
    second.connectivity.emit(false);
    await second.upload.cancel();
    second.connectivity.emit(true);
    await advance(5000);
    expect(second.upload.snapshot.phase).toBe('cancelled');
    expect(second.server.count('progress')).toBe(0);
  });

  it('CC-4.39 a pause by the visitor is not undone by coming back online', async () => {
    const { server, upload, connectivity } = setup();
    server.chunkDelayMs = 1000;
    upload.start();
    await advance(10);
    upload.pause();
    connectivity.emit(true);
    await advance(60_000);
    expect(upload.snapshot).toMatchObject({ phase: 'paused', pauseReason: 'user' });
  });

  it('CC-4.40 CC-9.04 CC-8.02 a chunk answering 500 is retried 3 times (2 s, 4 s, 8 s), then the upload fails', async () => {
    const { server, upload } = setup();
    server.chunkOutcome = (n) => (n === 1 ? new ApiError('http', { status: 500 }) : 'ok');
    upload.start();
    await advance(100);
    expect(server.count('chunk:1')).toBe(1);
    await advance(1999);
    expect(server.count('chunk:1')).toBe(1);
    await advance(1 + 100 + 4000);
    expect(server.count('chunk:1')).toBe(3);
    await advance(100 + 8000);
    expect(server.count('chunk:1')).toBe(4);
    await advance(100);
    expect(upload.snapshot.phase).toBe('failed');
    expect(englishFailure(upload.snapshot.failure)).toBe('Failed to upload chunk: Server error: 500');
    expect(server.count('complete')).toBe(0);
    expect(server.calls).toContain('cancel');
  });

  it('CC-4.40 a 4xx that can never succeed (415) fails at once', async () => {
    const { server, upload } = setup();
    const refusal = new ApiError('http', { status: 415, code: 'UNSUPPORTED_MEDIA' });
    server.chunkOutcome = (n) => (n === 0 ? refusal : 'ok');
    upload.start();
    await advance(150);
    expect(server.count('chunk:0')).toBe(1);
    expect(englishFailure(upload.snapshot.failure)).toBe(
      'Failed to upload chunk: This file is not a video or audio file the server can read.',
    );
  });

  it('CC-8.04 a chunk answered 404 fails with "No upload session"', async () => {
    const { server, upload } = setup();
    server.chunkOutcome = () => new ApiError('http', { status: 404, code: 'UPLOAD_NOT_FOUND' });
    upload.start();
    await advance(150);
    expect(englishFailure(upload.snapshot.failure)).toMatch(/^No upload session: /);
  });

  it('CC-4.40 CC-8.07 a network error with the server reachable is retried, then "Network error during chunk upload"', async () => {
    const { server, upload } = setup();
    server.chunkOutcome = (n) => (n === 0 ? new ApiError('network') : 'ok');
    upload.start();
    await advance(60_000);
    expect(server.count('chunk:0')).toBe(4);
    expect(englishFailure(upload.snapshot.failure)).toBe(
      'Failed to upload chunk: Network error during chunk upload',
    );
  });

  it('CC-4.39 a network error with the server unreachable pauses without spending retries', async () => {
    const { server, upload } = setup();
    server.healthy = false;
    server.chunkOutcome = (n, attempt) => (n === 0 && attempt === 0 ? new ApiError('network') : 'ok');
    upload.start();
    await advance(150);
    expect(upload.snapshot).toMatchObject({ phase: 'paused', pauseReason: 'network' });
    expect(server.count('chunk:0')).toBe(1);
    server.healthy = true;
    await advance(31_000);
    expect(upload.snapshot.phase).toBe('completed');
    expect(server.count('chunk:0')).toBe(2);
  });

  it('CC-8.01 an init answered 500 fails with "Failed to initialize upload session"', async () => {
    const { server, upload } = setup();
    server.initOutcome = () => new ApiError('http', { status: 500, code: 'INTERNAL_ERROR' });
    upload.start();
    await advance(0);
    expect(englishFailure(upload.snapshot.failure)).toBe(
      'Failed to initialize upload session: Server error: 500',
    );
  });

  it('CC-4.41 a completion refused as a hash mismatch (422) fails at once with the reason', async () => {
    const { server, upload } = setup();
    server.completeOutcome = () => new ApiError('http', { status: 422, code: 'UPLOAD_HASH_MISMATCH' });
    upload.start();
    await advance(1000);
    expect(server.count('complete')).toBe(1);
    expect(englishFailure(upload.snapshot.failure)).toMatch(
      /^Failed to complete upload: The file the server received/,
    );
  });

  it('a session remembered before a reload resumes: progress, only the missing chunks, no new init', async () => {
    const first = setup();
    first.server.chunkOutcome = (n) => (n < 3 ? 'ok' : 'hang');
    first.upload.start();
    await advance(250);
    first.upload.dispose();
    first.server.calls.length = 0;
    first.server.chunkOutcome = () => 'ok';
    const again = first.create();
    again.start();
    await advance(1000);
    expect(first.server.calls.filter((c) => c !== 'health')).toEqual([
      'progress',
      'chunk:3',
      'chunk:4',
      'complete',
    ]);
    expect(first.hashFile).toHaveBeenCalledTimes(1);
    expect(again.snapshot.phase).toBe('completed');
  });

  it('a remembered session the server no longer knows (404) starts over with a new init', async () => {
    const { server, upload, create } = setup();
    server.chunkOutcome = () => 'hang';
    upload.start();
    await advance(10);
    upload.dispose();
    server.progressOutcome = () => new ApiError('http', { status: 404, code: 'UPLOAD_NOT_FOUND' });
    server.chunkOutcome = () => 'ok';
    server.calls.length = 0;
    const again = create();
    again.start();
    await advance(1000);
    expect(server.calls.filter((c) => c !== 'health').slice(0, 2)).toEqual(['progress', 'init']);
    expect(again.snapshot.phase).toBe('completed');
  });
});

import { QUEUED_FILE_STATUSES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { canStart, initialQueueState, isProcessing, queueReducer, type QueueState } from './queue-reducer';
import { toJobMessage } from '../../lib/job-message';
import { message, row, snapshot } from './test-rows';

const state = (...files: Parameters<typeof row>[0][]): QueueState =>
  initialQueueState(
    'conversion',
    files.map((patch, i) => row({ id: `r${String(i + 1)}`, ...patch })),
  );
const first = (s: QueueState) => s.files[0]!;

describe('queued-file state machine', () => {
  it('CC-3.02 a row starts pending and only takes the six statuses', () => {
    expect(first(state({})).status).toBe('pending');
    expect(QUEUED_FILE_STATUSES).toEqual([
      'pending',
      'uploading',
      'upload_ready',
      'converting',
      'completed',
      'error',
    ]);
  });

  it('CC-4.01 CC-4.02 the background upload shows its percent, then sets fileId and upload_ready', () => {
    let s = state({});
    s = queueReducer(s, { type: 'uploadChanged', id: 'r1', snapshot: snapshot({ percent: 41.6 }) });
    expect(first(s)).toMatchObject({ status: 'pending', uploadProgress: 41, isPreUploading: true });
    s = queueReducer(s, {
      type: 'uploadChanged',
      id: 'r1',
      snapshot: snapshot({ phase: 'completed', percent: 100, fileId: 'f1' }),
    });
    expect(first(s)).toMatchObject({
      status: 'upload_ready',
      fileId: 'f1',
      uploadProgress: 100,
      isPreUploading: false,
    });
  });

  it('a failed background upload ends the row in error with the upload failure', () => {
    const failure = { headline: { key: 'chunkFailed' as const } };
    const s = queueReducer(state({}), {
      type: 'uploadChanged',
      id: 'r1',
      snapshot: snapshot({ phase: 'failed', failure }),
    });
    expect(first(s)).toMatchObject({ status: 'error', error: { source: 'upload', failure } });
  });

  it('CC-4.04 Start sends ready rows to waiting and uploading rows to the uploading phase', () => {
    let s = state({ fileId: 'f1', status: 'upload_ready' }, { uploadProgress: 30 }, { status: 'completed' });
    s = queueReducer(s, { type: 'startRequested', ids: ['r1', 'r2', 'r3'], batchTaskId: 'b1' });
    expect(s.files.map((f) => [f.status, f.conversionPhase, f.progress])).toEqual([
      ['converting', 'waiting', 0],
      ['converting', 'uploading', 30],
      ['completed', undefined, 0],
    ]);
    expect(s).toMatchObject({ starting: true, batchTaskId: 'b1' });
  });

  it('CC-4.04 CC-4.13 CC-4.14 progress moves the phase to processing, and to finalizing at 100', () => {
    let s = state({ status: 'converting', conversionPhase: 'waiting', fileId: 'f1', jobId: 'job1' });
    s = queueReducer(s, {
      type: 'jobMessage',
      id: 'r1',
      message: message({ status: 'running', progress: 40 }),
    });
    expect(first(s)).toMatchObject({
      conversionPhase: 'processing',
      conversionProgress: 40,
      estimatedTimeRemaining: 120,
      speed: 2,
    });
    // A stale poll answer never moves the bar back.
    s = queueReducer(s, {
      type: 'jobMessage',
      id: 'r1',
      message: message({ status: 'running', progress: 20 }),
    });
    expect(first(s).conversionProgress).toBe(40);
    s = queueReducer(s, {
      type: 'jobMessage',
      id: 'r1',
      message: message({ status: 'running', progress: 100 }),
    });
    expect(first(s).conversionPhase).toBe('finalizing');
  });

  it('CC-4.04 the server’s finalizing phase shows while the result is stored, below 100 %', () => {
    let s = state({ status: 'converting', conversionPhase: 'processing', fileId: 'f1', jobId: 'job1' });
    s = queueReducer(s, {
      type: 'jobMessage',
      id: 'r1',
      message: toJobMessage({ jobId: 'job1', status: 'running', progress: 95, phase: 'finalizing' })!,
    });
    expect(first(s)).toMatchObject({ conversionPhase: 'finalizing', conversionProgress: 95 });
    // A phase name the browser does not know is ignored, not trusted.
    expect(toJobMessage({ jobId: 'job1', status: 'running', phase: 'hacking' })?.phase).toBeUndefined();
  });

  it('CC-4.19 completion keeps the result and the percent saved, floored at 0', () => {
    const running = { status: 'converting' as const, fileId: 'f1', jobId: 'job1', size: 10_000_000 };
    let s = state({ ...running, originalSize: 10_000_000 });
    s = queueReducer(s, {
      type: 'jobMessage',
      id: 'r1',
      message: message({ status: 'completed', result: { totalSize: 4_000_000, originalSize: 10_000_000 } }),
    });
    expect(first(s)).toMatchObject({
      status: 'completed',
      progress: 100,
      compressedSize: 4_000_000,
      sizeReduction: 60,
    });
    s = queueReducer(state(running), {
      type: 'jobMessage',
      id: 'r1',
      message: message({ status: 'completed', result: { fileSize: 12_000_000, originalSize: 10_000_000 } }),
    });
    expect(first(s).sizeReduction).toBe(0);
  });

  it('CC-4.05 CC-8.54 a failed or cancelled job gives error with the friendly or cancelled text', () => {
    const running = state({ status: 'converting', fileId: 'f1', jobId: 'job1', conversionProgress: 0 });
    const failed = queueReducer(running, {
      type: 'jobMessage',
      id: 'r1',
      message: message({ status: 'failed', error: 'Invalid header found in input' }),
    });
    expect(first(failed)).toMatchObject({ status: 'error', error: { key: 'corrupted', type: 'file' } });
    const exitNull = queueReducer(running, {
      type: 'jobMessage',
      id: 'r1',
      message: message({ status: 'failed', error: 'ffmpeg: process exit code null' }),
    });
    expect(first(exitNull).error).toEqual({ source: 'job', key: 'modeCancelled', type: 'cancelled' });
    const cancelled = queueReducer(running, {
      type: 'jobMessage',
      id: 'r1',
      message: message({ status: 'cancelled' }),
    });
    expect(first(cancelled)).toMatchObject({ status: 'error', error: { type: 'cancelled' } });
  });

  it('CC-4.06 CC-4.09 a stop shows Cancelled by user at once; a late running update is ignored', () => {
    let s = state({ status: 'converting', fileId: 'f1', jobId: 'job1', conversionProgress: 30 });
    s = queueReducer(s, { type: 'cancelRequested', id: 'r1' });
    expect(first(s)).toMatchObject({
      status: 'error',
      error: { source: 'client', key: 'cancelledByUser', type: 'cancelled' },
    });
    const late = queueReducer(s, {
      type: 'jobMessage',
      id: 'r1',
      message: message({ status: 'running', progress: 60 }),
    });
    expect(late).toBe(s);
  });

  it('CC-4.07 a failed cancel call returns the row to converting', () => {
    let s = state({ status: 'converting', fileId: 'f1', jobId: 'job1', conversionProgress: 30 });
    s = queueReducer(s, { type: 'cancelRequested', id: 'r1' });
    s = queueReducer(s, { type: 'cancelFailed', id: 'r1' });
    expect(first(s)).toMatchObject({ status: 'converting', conversionProgress: 30 });
    expect(first(s).error).toBeUndefined();
    expect(first(s).beforeCancel).toBeUndefined();
  });

  it("messages about another job than the row's are ignored", () => {
    const s = state({ status: 'converting', fileId: 'f1', jobId: 'job1' });
    expect(
      queueReducer(s, { type: 'jobMessage', id: 'r1', message: { jobId: 'other', status: 'completed' } }),
    ).toBe(s);
  });

  it('CC-4.20 a new output format resets the settings; a running row cannot be changed (CC-4.16)', () => {
    let s = state({ conversionSettings: { video_crf: 20 } });
    s = queueReducer(s, { type: 'formatChanged', id: 'r1', format: 'webm' });
    expect(first(s)).toMatchObject({ outputFormat: 'webm', conversionSettings: {} });
    const running = state({ status: 'converting' });
    expect(queueReducer(running, { type: 'formatChanged', id: 'r1', format: 'webm' })).toBe(running);
  });

  it('apply to all sets the settings of every editable row with the same output format', () => {
    const s = queueReducer(state({}, { outputFormat: 'webm' }, { status: 'converting' }, {}), {
      type: 'settingsChangedForFormat',
      id: 'r1',
      settings: { video_crf: 30 },
    });
    expect(s.files.map((f) => f.conversionSettings)).toEqual([{ video_crf: 30 }, {}, {}, { video_crf: 30 }]);
  });

  it('CC-4.21 CC-4.22 CC-2.54 compression method and resolution method changes reset their fields', () => {
    let s = state({ compressionMethod: 'size_targeted_mb', compressionTarget: 10 });
    s = queueReducer(s, {
      type: 'compressionChanged',
      id: 'r1',
      patch: { compressionMethod: 'quality_targeted' },
    });
    expect(first(s)).toMatchObject({
      compressionTarget: undefined,
      resolutionMethod: 'preset',
      resolutionPreset: '1080p',
    });
    s = queueReducer(s, { type: 'compressionChanged', id: 'r1', patch: { resolutionMethod: 'width' } });
    expect(first(s)).toMatchObject({
      resolutionMethod: 'width',
      resolutionWidth: 1920,
      resolutionPreset: undefined,
    });
    s = queueReducer(s, {
      type: 'compressionChanged',
      id: 'r1',
      patch: { resolutionMethod: 'width-height' },
    });
    expect(first(s)).toMatchObject({ resolutionWidth: 1920, resolutionHeight: 1080 });
    s = queueReducer(s, {
      type: 'compressionChanged',
      id: 'r1',
      patch: { compressionMethod: 'auto', compressionTarget: 5 },
    });
    expect(first(s).compressionTarget).toBeUndefined();
  });

  it('CC-2.31 CC-2.32 Start is offered only when nothing runs and a row is pending or ready', () => {
    expect(canStart(state({ status: 'completed' }, { status: 'error' }))).toBe(false);
    expect(canStart(state({ status: 'completed' }, { status: 'upload_ready' }))).toBe(true);
    const running = state({ status: 'converting' }, { status: 'upload_ready' });
    expect(isProcessing(running)).toBe(true);
    expect(canStart(running)).toBe(false);
    expect(isProcessing({ ...state({ status: 'completed' }), starting: true })).toBe(true);
  });

  it('removed and cleared drop rows', () => {
    const s = state({}, {});
    expect(queueReducer(s, { type: 'removed', id: 'r1' }).files.map((f) => f.id)).toEqual(['r2']);
    expect(queueReducer(s, { type: 'cleared' }).files).toEqual([]);
  });
});

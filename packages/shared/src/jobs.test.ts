import { describe, expect, it } from 'vitest';
import {
  BATCH_PAUSE_MS,
  CONVERSION_PHASES,
  DEFAULT_JOB_STATUS,
  JOB_PHASES,
  JOB_PHASE_INITIALIZING_BELOW,
  JOB_PHASE_PROCESSING_BELOW,
  JOB_POLL_INTERVAL_MS,
  JOB_POLL_MAX_DURATION_MS,
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  QUEUED_FILE_STATUSES,
  QUICK_EXIT_THRESHOLD_MS,
  SERVER_JOB_STATUSES,
  SETTINGS_APPLY_DELAY_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_RECONNECT_EXTRA_MS,
  STARTABLE_FILE_STATUSES,
  isJobStatus,
  isQueuedFileStatus,
  isTerminalJobStatus,
  normaliseJobStatus,
  toServerJobStatus,
} from './jobs.js';

describe('job statuses', () => {
  it('CC-3.13 job status is pending, running, completed, failed or cancelled', () => {
    expect(JOB_STATUSES).toEqual(['pending', 'running', 'completed', 'failed', 'cancelled']);
    expect(isJobStatus('running')).toBe(true);
    expect(isJobStatus('RUNNING')).toBe(false);
  });

  it('DL-4.01 the server casing is upper case with PENDING the default; updates are lower-cased', () => {
    expect(SERVER_JOB_STATUSES).toEqual(['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED']);
    expect(DEFAULT_JOB_STATUS).toBe('pending');
    expect(SERVER_JOB_STATUSES.map(normaliseJobStatus)).toEqual(JOB_STATUSES);
    expect(normaliseJobStatus(' Completed ')).toBe('completed');
    expect(normaliseJobStatus('queued')).toBeUndefined();
    expect(normaliseJobStatus(3)).toBeUndefined();
    expect(toServerJobStatus('completed')).toBe('COMPLETED');
  });

  it('CC-8.74 status labels Pending, Running, Completed, Failed, Cancelled', () => {
    expect(JOB_STATUSES.map((s) => JOB_STATUS_LABELS[s])).toEqual([
      'Pending',
      'Running',
      'Completed',
      'Failed',
      'Cancelled',
    ]);
  });

  it('CC-4.08 completed, failed and cancelled are final; pending and running are not', () => {
    expect(JOB_STATUSES.filter(isTerminalJobStatus)).toEqual(['completed', 'failed', 'cancelled']);
  });
});

describe('phases and queued files', () => {
  it('CC-3.14 job phases; initializing under 10 %, processing under 90 %', () => {
    expect(JOB_PHASES).toEqual(['initializing', 'processing', 'finalizing', 'completed', 'cancelled']);
    expect([JOB_PHASE_INITIALIZING_BELOW, JOB_PHASE_PROCESSING_BELOW]).toEqual([10, 90]);
  });

  it('CC-3.02 queued-file status values', () => {
    expect(QUEUED_FILE_STATUSES).toEqual([
      'pending',
      'uploading',
      'upload_ready',
      'converting',
      'completed',
      'error',
    ]);
    expect(isQueuedFileStatus('upload_ready')).toBe(true);
    expect(isQueuedFileStatus('ready')).toBe(false);
  });

  it('CC-2.32 start needs a pending or upload_ready file', () => {
    expect(STARTABLE_FILE_STATUSES).toEqual(['pending', 'upload_ready']);
  });

  it('CC-3.08 conversion phases uploading, waiting, processing, finalizing (in order, CC-4.04)', () => {
    expect(CONVERSION_PHASES).toEqual(['uploading', 'waiting', 'processing', 'finalizing']);
  });
});

describe('timings (CC §4, §9; DL §9)', () => {
  it('CC-4.27 2 s between batches', () => {
    expect(BATCH_PAUSE_MS).toBe(2000);
  });

  it('CC-4.29 job-status polling every 3 s, stopping after 10 minutes', () => {
    expect(JOB_POLL_INTERVAL_MS).toBe(3000);
    expect(JOB_POLL_MAX_DURATION_MS).toBe(600_000);
  });

  it('CC-4.23 apply waits 500 ms', () => {
    expect(SETTINGS_APPLY_DELAY_MS).toBe(500);
  });

  it('CC-4.32 socket reconnect after 2 s plus 1 s', () => {
    expect(SOCKET_RECONNECT_DELAY_MS).toBe(2000);
    expect(SOCKET_RECONNECT_EXTRA_MS).toBe(1000);
  });

  it('CC-8.58 quick-exit threshold 5000 ms (DL §9)', () => {
    expect(QUICK_EXIT_THRESHOLD_MS).toBe(5000);
  });
});

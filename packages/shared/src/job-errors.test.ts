import { describe, expect, it } from 'vitest';
import {
  JOB_ERROR_BRIEF_LABELS,
  JOB_ERROR_COLOURS,
  JOB_ERROR_TYPES,
  classifyJobError,
  jobStatusDisplayLabel,
} from './job-errors.js';

/** One case per table row (CC §8 "Friendly mapping of job error text"; DL §8), in table order. */
describe('classifyJobError — one case per table row', () => {
  it.each(['Job cancelled by worker', 'Request CANCELED', 'ffmpeg aborted'])(
    'CC-8.55 "%s" → Job was cancelled (retryable)',
    (text) => {
      expect(classifyJobError(text)).toMatchObject({
        message: 'Job was cancelled',
        retryable: true,
        type: 'cancelled',
      });
    },
  );

  it.each(['frame=  120 fps= 30 q=28.0', 'size=  1024kB fps=25.0', 'time=00:00:04 speed=1.2x'])(
    'CC-8.56 exit code null with progress output "%s" → Processing was cancelled by user',
    (progress) => {
      const r = classifyJobError(`ffmpeg process exit code null\n${progress}`);
      expect(r).toMatchObject({ message: 'Processing was cancelled by user', type: 'cancelled' });
    },
  );

  it.each(['Stream mapping:\n  Stream #0:0 -> #0:0 (h264 -> vp9)', "Output #0, webm, to 'out.webm':"])(
    'CC-8.57 exit code null with stream mapping or output → Processing was interrupted (cancelled type)',
    (tail) => {
      const r = classifyJobError(`Process exit code null ${tail}`);
      expect(r).toMatchObject({ message: 'Processing was interrupted', type: 'cancelled' });
    },
  );

  it('CC-8.58 with metadata: exit 4 s after start with progress output → cancelled by user', () => {
    const r = classifyJobError('frame= 50 fps= 25 speed=1x\nConversion failed!', {
      startedAt: 1_000_000,
      finishedAt: 1_004_000,
    });
    expect(r).toMatchObject({
      message: 'Processing was cancelled by user',
      type: 'cancelled',
      retryable: true,
    });
  });

  it('CC-8.58 with metadata: quick exit after reported progress → cancelled while running', () => {
    const r = classifyJobError('frame= 50 fps= 25 speed=1x', {
      startedAt: '2025-01-01T00:00:00.000Z',
      finishedAt: '2025-01-01T00:00:04.999Z',
      progress: 12,
    });
    expect(r).toMatchObject({ message: 'Processing was cancelled while running', type: 'cancelled' });
  });

  it('CC-8.58 with metadata: exit 6 s after start is not a quick exit, later rows apply', () => {
    const r = classifyJobError('frame= 50 fps= 25 speed=1x\nConversion failed!', {
      startedAt: new Date(1_000_000),
      finishedAt: new Date(1_006_000),
    });
    expect(r.message).toBe('Processing failed due to an internal error');
  });

  it('CC-8.58 the quick-exit threshold is 5000 ms exactly (5000 ms is not under 5 s)', () => {
    const at = (ms: number) => classifyJobError('frame= 1', { startedAt: 0, finishedAt: ms }).type;
    expect(at(4999)).toBe('cancelled');
    expect(at(5000)).toBe('unknown');
  });

  it('CC-8.58 without progress output a quick exit is not a cancellation', () => {
    expect(classifyJobError('odd thing', { startedAt: 0, finishedAt: 1000 }).type).toBe('unknown');
  });

  it.each(['FAILED', 'failed'])(
    'CC-8.59 status %s with progress above 0 → Processing was interrupted',
    (status) => {
      const r = classifyJobError('Invalid data found', { status, progress: 40 });
      expect(r).toMatchObject({ message: 'Processing was interrupted', type: 'cancelled' });
    },
  );

  it('CC-8.59 FAILED at progress 0 does not read as interrupted', () => {
    expect(classifyJobError('weird', { status: 'FAILED', progress: 0 }).message).toBe(
      'An unexpected error occurred',
    );
  });

  it.each(['Job timeout after 3600s', 'Operation timed out'])(
    'CC-8.60 "%s" → took too long (retryable)',
    (text) => {
      expect(classifyJobError(text)).toMatchObject({
        message: 'Processing took too long and was stopped',
        retryable: true,
        type: 'timeout',
      });
    },
  );

  it.each(['Input file not found', 'No such file or directory', 'Invalid file supplied'])(
    'CC-8.61 "%s" → input file could not be processed (not retryable)',
    (text) => {
      expect(classifyJobError(text)).toMatchObject({
        message: 'The input file could not be processed',
        retryable: false,
        type: 'file',
      });
    },
  );

  it.each(['moov atom corrupted', 'Damaged stream', 'Invalid header at offset 0'])(
    'CC-8.62 "%s" → corrupted or damaged (not retryable)',
    (text) => {
      expect(classifyJobError(text)).toMatchObject({
        message: 'The file appears to be corrupted or damaged',
        retryable: false,
        type: 'file',
      });
    },
  );

  it.each([
    'Unsupported format: xyz',
    'Codec not supported',
    'Decoder (codec none) not found for input stream #0:0',
    "Unknown decoder 'vvc'",
  ])('CC-8.63 "%s" → format not supported', (text) => {
    expect(classifyJobError(text)).toMatchObject({
      message: 'This file format is not supported',
      retryable: false,
      type: 'file',
    });
  });

  it.each(['File too large', 'Size limit reached'])('CC-8.64 "%s" → too large to process', (text) => {
    expect(classifyJobError(text)).toMatchObject({
      message: 'The file is too large to process',
      retryable: false,
      type: 'file',
    });
  });

  it('CC-8.65 out of memory → not enough resources (retryable)', () => {
    expect(classifyJobError('Cannot allocate: Out of memory')).toMatchObject({
      message: 'Not enough resources available to process this file',
      retryable: true,
      type: 'system',
    });
  });

  it.each(['Error initializing output stream: encoder setup', 'see stderr', 'Conversion failed!'])(
    'CC-8.66 "%s" → internal error (retryable)',
    (text) => {
      expect(classifyJobError(text)).toMatchObject({
        message: 'Processing failed due to an internal error',
        retryable: true,
        type: 'processing',
      });
    },
  );

  it.each(['Network unreachable', 'Connection reset by peer', 'DNS lookup of host'])(
    'CC-8.67 "%s" → network issue (retryable)',
    (text) => {
      expect(classifyJobError(text)).toMatchObject({
        message: 'Network connectivity issue occurred',
        retryable: true,
        type: 'system',
      });
    },
  );

  it.each(['Permission denied', 'Access denied to bucket', 'Unauthorized'])(
    'CC-8.68 "%s" → permissions issue (not retryable)',
    (text) => {
      expect(classifyJobError(text)).toMatchObject({
        message: 'Access permissions issue occurred',
        retryable: false,
        type: 'system',
      });
    },
  );

  it.each(['Quota reached', 'Limit exceeded for account', 'Rate limit hit'])(
    'CC-8.69 "%s" → processing limit exceeded (retryable)',
    (text) => {
      expect(classifyJobError(text)).toMatchObject({
        message: 'Processing limit exceeded. Please try again later',
        retryable: true,
        type: 'system',
      });
    },
  );

  it.each(['xyz failed', 'Unknown error', 'NullPointerException'])(
    'CC-8.70 "%s" → failed unexpectedly',
    (text) => {
      expect(classifyJobError(text)).toMatchObject({
        message: 'Processing failed unexpectedly',
        type: 'processing',
      });
    },
  );

  it('CC-8.70 anything else → An unexpected error occurred', () => {
    expect(classifyJobError('weird')).toMatchObject({
      message: 'An unexpected error occurred',
      type: 'unknown',
    });
  });

  it.each(['', '   ', null, undefined])('CC-8.70 empty (%j) → Processing failed', (text) => {
    expect(classifyJobError(text).message).toBe('Processing failed');
  });
});

describe('classifyJobError — precedence follows the table order (CC-8.71)', () => {
  it('CC-8.71 "network timeout" is a timeout (timeout row comes before network)', () => {
    expect(classifyJobError('network timeout').message).toBe('Processing took too long and was stopped');
  });

  it('CC-8.71 a cancellation word wins over everything after it', () => {
    expect(classifyJobError('Upload aborted: connection timed out').message).toBe('Job was cancelled');
  });

  it('CC-8.71 "Conversion failed" is the internal-error row, not the generic failed row', () => {
    expect(classifyJobError('Conversion failed').message).toBe('Processing failed due to an internal error');
  });

  it('CC-8.71 "corrupted file not found" takes the earlier file-not-found row', () => {
    expect(classifyJobError('corrupted file not found').message).toBe(
      'The input file could not be processed',
    );
  });

  it('CC-8.71 exit code null with both progress output and stream mapping → cancelled by user', () => {
    expect(classifyJobError('exit code null Stream mapping: frame= 10').message).toBe(
      'Processing was cancelled by user',
    );
  });

  it('CC-8.71 FAILED with progress wins over a timeout text (metadata rows come first)', () => {
    expect(classifyJobError('timed out', { status: 'FAILED', progress: 80 }).message).toBe(
      'Processing was interrupted',
    );
  });

  it('CC-8.71 "out of memory error" is out of memory, not the generic error row', () => {
    expect(classifyJobError('out of memory error').type).toBe('system');
  });

  it('CC-8.71 matching ignores case', () => {
    expect(classifyJobError('TIMED OUT').type).toBe('timeout');
  });
});

describe('brief labels and colours', () => {
  it('CC-8.72 brief labels by type: Cancelled, Timed out, File issue, System error, Processing failed, Failed', () => {
    expect(JOB_ERROR_TYPES.map((t) => JOB_ERROR_BRIEF_LABELS[t])).toEqual([
      'Cancelled',
      'Timed out',
      'File issue',
      'System error',
      'Processing failed',
      'Failed',
    ]);
    expect(classifyJobError('timed out').briefLabel).toBe('Timed out');
    expect(classifyJobError('corrupted').briefLabel).toBe('File issue');
    expect(classifyJobError('weird').briefLabel).toBe('Failed');
  });

  it('CC-8.73 cancelled and file issues orange, timeout yellow, others red', () => {
    expect(JOB_ERROR_COLOURS).toEqual({
      cancelled: 'orange',
      file: 'orange',
      timeout: 'yellow',
      system: 'red',
      processing: 'red',
      unknown: 'red',
    });
    expect(classifyJobError('cancelled').colour).toBe('orange');
  });

  it('CC-4.18 an error of cancelled type shows orange, another error red', () => {
    expect(classifyJobError('Process exit code null Stream mapping').colour).toBe('orange');
    expect(classifyJobError('Conversion failed').colour).toBe('red');
  });
});

describe('status display', () => {
  it('CC-8.74 status labels Pending, Running, Completed, Failed, Cancelled in either casing', () => {
    expect(
      ['PENDING', 'running', 'Completed', 'FAILED', 'cancelled'].map((s) => jobStatusDisplayLabel(s)),
    ).toEqual(['Pending', 'Running', 'Completed', 'Failed', 'Cancelled']);
  });

  it('CC-8.74 a FAILED job whose error classifies as cancelled displays Cancelled', () => {
    expect(jobStatusDisplayLabel('FAILED', 'Job was aborted')).toBe('Cancelled');
    expect(jobStatusDisplayLabel('FAILED', 'timed out', { progress: 30 })).toBe('Cancelled');
    expect(jobStatusDisplayLabel('FAILED', 'corrupted')).toBe('Failed');
  });

  it('CC-8.74 the rule is for FAILED only; other statuses keep their label', () => {
    expect(jobStatusDisplayLabel('COMPLETED', 'cancelled')).toBe('Completed');
  });

  it('CC-8.74 an unknown status is shown as given', () => {
    expect(jobStatusDisplayLabel('QUEUED')).toBe('QUEUED');
  });
});

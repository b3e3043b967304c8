import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { barValue, errorColour, etaText, isPulsing, speedFactor } from './job-display';
import { applyJobMessage } from './file-transitions';
import { SERVER_CANCELLED } from './job-failure';
import { briefLabelOf, etaLine, jobStatusOf, rowStatus } from './row-text';
import { row } from './test-rows';

const en = createI18n('en').getFixedT('en');
const t = (key: string, values?: Record<string, unknown>) => en(key, values);
const converting = { status: 'converting' as const, fileId: 'f1', jobId: 'j1' };

describe('row display', () => {
  it('CC-4.11 CC-4.12 CC-4.13 the bar follows the phase; waiting pulses at 0', () => {
    expect(barValue(row({ ...converting, conversionPhase: 'uploading', uploadProgress: 35 }))).toBe(35);
    const waiting = row({ ...converting, conversionPhase: 'waiting', conversionProgress: 0 });
    expect(barValue(waiting)).toBe(0);
    expect(isPulsing(waiting)).toBe(true);
    expect(barValue(row({ ...converting, conversionPhase: 'processing', conversionProgress: 62.5 }))).toBe(
      62,
    );
    expect(barValue(row({ status: 'completed' }))).toBe(100);
  });

  it('CC-2.28 CC-4.14 the phase label, finalizing from 100 %', () => {
    const label = (patch: Parameters<typeof row>[0]) =>
      rowStatus(row({ ...converting, ...patch }), 'conversion', t).text;
    expect(label({ conversionPhase: 'uploading', uploadProgress: 20 })).toBe('Uploading 20%');
    expect(label({ conversionPhase: 'waiting' })).toBe('Waiting in queue…');
    expect(label({ conversionPhase: 'processing', conversionProgress: 40 })).toBe('Converting 40%');
    expect(label({ conversionPhase: 'processing', conversionProgress: 100 })).toBe('Finalizing…');
    expect(
      rowStatus(
        row({ ...converting, conversionPhase: 'processing', conversionProgress: 5 }),
        'compression',
        t,
      ).text,
    ).toBe('Compressing 5%');
  });

  it('CC-4.15 CC-4.17 pending hint or upload percent; finished badge or percent saved', () => {
    expect(rowStatus(row({}), 'conversion', t).text).toBe('Ready to upload');
    expect(rowStatus(row({ uploadPhase: 'uploading', uploadPercent: 12.4 }), 'conversion', t).text).toBe(
      'Uploading 12%',
    );
    expect(rowStatus(row({ status: 'upload_ready', fileId: 'f' }), 'conversion', t).text).toBe('Uploaded');
    const done = row({ status: 'completed', sizeReduction: 37 });
    expect(rowStatus(done, 'conversion', t)).toMatchObject({ text: 'Finished', tone: 'success' });
    expect(rowStatus(done, 'compression', t)).toMatchObject({ text: '37% smaller', tone: 'success' });
  });

  it('CC-4.06 CC-4.18 CC-8.54 errors in red, cancelled in orange, texts by mode', () => {
    const stopped = row({
      status: 'error',
      error: { source: 'client', key: 'cancelledByUser', type: 'cancelled' },
    });
    expect(rowStatus(stopped, 'conversion', t)).toEqual({
      text: 'Cancelled by user',
      tone: 'orange',
      busy: false,
    });
    const serverCancelled = row({
      status: 'error',
      error: { source: 'job', key: 'modeCancelled', type: 'cancelled' },
    });
    expect(rowStatus(serverCancelled, 'compression', t).text).toBe('Compression cancelled by user');
    const corrupt = row({ status: 'error', error: { source: 'job', key: 'corrupted', type: 'file' } });
    expect(rowStatus(corrupt, 'conversion', t)).toMatchObject({
      text: 'The file appears to be corrupted or damaged',
      tone: 'orange',
    });
    const failed = row({
      status: 'error',
      error: { source: 'client', key: 'modeFailed', type: 'processing' },
    });
    expect(rowStatus(failed, 'compression', t)).toMatchObject({ text: 'Compression failed', tone: 'red' });
    expect(errorColour({ source: 'job', key: 'timeout', type: 'timeout' })).toBe('yellow');
    expect(errorColour({ source: 'upload', failure: { headline: { key: 'uploadFailed' } } })).toBe('red');
  });

  it('CC-8.51 CC-8.48 CC-8.49 the job errors of our own', () => {
    const text = (key: 'networkError' | 'noJobId' | 'fileMissingId' | 'invalidSettings', detail?: string) =>
      rowStatus(
        row({ status: 'error', error: { source: 'client', key, type: 'processing', detail } }),
        'conversion',
        t,
      ).text;
    expect(text('networkError')).toBe('Network error');
    expect(text('noJobId')).toBe('No job ID returned from server');
    expect(text('fileMissingId')).toBe('File missing fileId after upload');
    expect(text('invalidSettings', 'video_crf: too high')).toBe(
      'The settings are not valid: video_crf: too high',
    );
  });

  it('CC-4.25 CC-4.26 remaining time as minutes plus seconds above 60 s, speed with x', () => {
    const eta = (seconds: number) => etaText(seconds, (key, values) => en(`queue:${key}`, values));
    expect(eta(40)).toBe('40 s');
    expect(eta(60)).toBe('60 s');
    expect(eta(120)).toBe('2 min 0 s');
    expect(eta(130)).toBe('2 min 10 s');
    expect(speedFactor(40)).toBe(2);
    expect(speedFactor(30)).toBe(1.5);
    const processing = row({
      ...converting,
      conversionPhase: 'processing',
      conversionProgress: 80,
      estimatedTimeRemaining: 40,
    });
    expect(etaLine(processing, t)).toBe('About 40 s left · 4x');
    // The same line in Persian digits (lib/intl-format.ts); fr with its decimal comma.
    const fa = createI18n('fa').getFixedT('fa');
    expect(etaLine({ ...processing, estimatedTimeRemaining: 130 }, fa)).toBe(
      'حدود ۲ دقیقه و ۱۰ ثانیه مانده · ۴x',
    );
    const fr = createI18n('fr').getFixedT('fr');
    expect(etaLine({ ...processing, conversionProgress: 30 }, fr)).toContain('1,5x');
    expect(etaLine(row({ ...converting, conversionPhase: 'waiting' }), t)).toBeUndefined();
  });
});

describe('status labels and brief labels (CC §8)', () => {
  const label = (patch: Parameters<typeof row>[0]) => {
    const file = row(patch);
    const status = jobStatusOf(file);
    const brief = briefLabelOf(file);
    return {
      status: status === undefined ? undefined : t(`queue:jobStatus.${status}`),
      brief: brief === undefined ? undefined : t(`queue:briefLabels.${brief}`),
    };
  };
  const failedWith = (error: string, progress = 0) =>
    applyJobMessage(
      row({ ...converting, conversionPhase: 'processing', conversionProgress: 0 }),
      { jobId: 'j1', status: 'failed', error, progress },
      'conversion',
    );

  it('CC-8.74 Pending, Running, Completed, Failed, Cancelled; a FAILED job that classifies as cancelled reads Cancelled', () => {
    expect(label({ ...converting, conversionPhase: 'waiting' }).status).toBe('Pending');
    expect(label({ ...converting, conversionPhase: 'processing' }).status).toBe('Running');
    expect(label({ ...converting, conversionPhase: 'finalizing' }).status).toBe('Running');
    expect(label({ status: 'completed', jobId: 'j1' }).status).toBe('Completed');
    expect(label({ ...failedWith('Invalid header found'), jobId: 'j1' }).status).toBe('Failed');
    // Status FAILED, but the job had run: "Processing was interrupted", of the cancelled type.
    const interrupted = failedWith('Processing failed due to an internal error', 40);
    expect(rowStatus(interrupted, 'conversion', t).text).toBe('Processing was interrupted');
    expect(label(interrupted).status).toBe('Cancelled');
    expect(label({ status: 'error', error: SERVER_CANCELLED, jobId: 'j1' }).status).toBe('Cancelled');
    // No job: no job status (an upload that failed, a row not started).
    expect(label({}).status).toBeUndefined();
    expect(label({ ...converting, jobId: undefined, conversionPhase: 'uploading' }).status).toBeUndefined();
  });

  it('CC-8.72 CC-8.73 the brief label by error type, in the type’s colour', () => {
    const cases: [ReturnType<typeof failedWith>, string, string][] = [
      [failedWith('Job was cancelled by user'), 'Cancelled', 'orange'],
      [failedWith('Processing timed out after 30 minutes'), 'Timed out', 'yellow'],
      [failedWith('The file appears to be corrupted'), 'File issue', 'orange'],
      [failedWith('out of memory'), 'System error', 'red'],
      [failedWith('Processing failed due to an internal error'), 'Processing failed', 'red'],
      [failedWith('weird'), 'Failed', 'red'],
    ];
    for (const [file, brief, colour] of cases) {
      expect(label(file).brief).toBe(brief);
      expect(errorColour(file.error)).toBe(colour);
    }
    const upload = row({
      status: 'error',
      error: { source: 'upload', failure: { headline: { key: 'uploadNetwork' } } },
    });
    expect(label(upload)).toEqual({ status: undefined, brief: undefined });
    expect(label({ status: 'completed' }).brief).toBeUndefined();
  });
});

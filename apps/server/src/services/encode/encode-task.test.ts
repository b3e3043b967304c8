import { describe, expect, it } from 'vitest';
import {
  JOB_ERROR_MESSAGES,
  normaliseSettings,
  type MediaMetadata,
  type ProcessingMode,
} from '@mediaforge/shared';
import type { EncodeTask } from './encode-executor.js';
import { prepareTask } from './encode-task.js';

const META: MediaMetadata = {
  container: 'mkv',
  duration: 10,
  width: 640,
  height: 360,
  videoCodec: 'h264',
  audioCodec: 'aac',
  hasVideo: true,
  hasAudio: true,
};

const task = (
  format: string,
  settings: Record<string, unknown> = {},
  mode: ProcessingMode = 'conversion',
): EncodeTask => ({
  jobId: 'j',
  input: { path: '/data/files/k', size: 1000, metadata: META, fileName: 'a.mkv' },
  format,
  mode,
  // The job's typed settings, as its payload carries them.
  settings: normaliseSettings(format, settings),
  scratchDir: '/data/scratch/j',
});

const compression = (cs: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...extra,
  processing_mode: 'compression',
  compression_settings: cs,
});

describe('prepareTask', () => {
  it('keep_original becomes the source container before the settings are validated', () => {
    const prepared = prepareTask(
      task('keep_original', compression({ compressor_option: 'hd' }), 'compression'),
    );
    expect(prepared).toMatchObject({ kind: 'compress', format: 'mkv', strategy: { kind: 'direct' } });
  });

  it('a compressor option picks its preset; otherwise the method does, with the input size', () => {
    const discord = prepareTask(task('mp4', compression({ compressor_option: 'discord' }), 'compression'));
    expect(discord).toMatchObject({
      kind: 'compress',
      strategy: { kind: 'size', target: { mode: 'ceiling' } },
    });
    const percent = prepareTask(
      task(
        'mp4',
        compression({ compression_method: 'size_targeted_percentage', target_reduction_percentage: 60 }),
        'compression',
      ),
    );
    expect(percent).toMatchObject({ strategy: { kind: 'size', target: { targetBytes: 400 } } });
  });

  it('the source is an acceptable result only without edits and in its own container', () => {
    const same = prepareTask(
      task('mkv', compression({ compression_method: 'quality_targeted' }), 'compression'),
    );
    expect(same).toMatchObject({ sourceAcceptable: true });
    const edited = prepareTask(
      task(
        'mkv',
        compression({ compression_method: 'quality_targeted' }, { remove_audio: true }),
        'compression',
      ),
    );
    expect(edited).toMatchObject({ sourceAcceptable: false });
    const other = prepareTask(
      task('mp4', compression({ compression_method: 'quality_targeted' }), 'compression'),
    );
    expect(other).toMatchObject({ sourceAcceptable: false });
  });

  it('conversion mode, and compression of a non-video format, convert', () => {
    expect(prepareTask(task('mp4', compression({ compressor_option: 'discord' })))).toMatchObject({
      kind: 'convert',
      job: { kind: 'video', compression: undefined },
    });
    expect(prepareTask(task('mp3', {}, 'compression'))).toMatchObject({
      kind: 'convert',
      job: { kind: 'audio' },
    });
  });

  it('refuses unknown formats, settings of another shape and a trim past the end', () => {
    expect(prepareTask(task('exe'))).toEqual({ kind: 'invalid', message: JOB_ERROR_MESSAGES.unsupported });
    // Invalid settings never reach the engine: the payload is refused when the job is created
    // (convert-request.test.ts). Settings parsed for an audio target cannot drive a video encode.
    const shape = prepareTask({ ...task('mp4'), settings: normaliseSettings('mp3', {}) });
    expect(shape).toEqual({ kind: 'invalid', message: JOB_ERROR_MESSAGES.unsupported });
    const trim = { enable_trim: true, trim_start: '00:00:10.000', trim_end: '00:00:12.000' };
    expect(prepareTask(task('mp3', trim))).toEqual({
      kind: 'invalid',
      message: 'The trim start (00:00:10.000) is past the end of the file (00:00:10.000)',
    });
    expect(prepareTask(task('mp3', { ...trim, trim_start: '00:00:09.000' })).kind).toBe('convert');
    // A GIF always has a window (default 0-3 s), and a short file is fine.
    expect(prepareTask(task('gif')).kind).toBe('convert');
  });
});

import { ERROR_CODES, type MediaMetadata } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { planConversion } from './convert-request.js';

const VIDEO: MediaMetadata = {
  container: 'mkv',
  duration: 10,
  width: 640,
  height: 360,
  videoCodec: 'h264',
  audioCodec: 'aac',
  hasVideo: true,
  hasAudio: true,
};
const input = { id: 'file-1', metadata: VIDEO };

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('the payload of a job is parsed once, when the job is created', () => {
  it('invalid settings are refused here (422 INVALID_SETTINGS), so no job carries them to the engine', () => {
    for (const video_crf of [80, 99]) {
      const error = refusal(() =>
        planConversion(input, 'mp4', 'conversion', { video_crf, video_codec: 'h264' }),
      );
      expect(error.code).toBe(ERROR_CODES.INVALID_SETTINGS);
      expect(error.message).toMatch(/CRF/);
    }
  });

  it('a conversion carries its settings typed for the target shape, never the raw body', () => {
    const plan = planConversion(input, 'mp3', 'conversion', { audio_bitrate: '192k', junk: { a: 1 } });
    expect(plan.spec.kind).toBe('convert');
    if (plan.spec.kind !== 'convert') return;
    expect(plan.spec.payload).toMatchObject({ fileId: 'file-1', format: 'mp3', settings: { kind: 'audio' } });
    expect(plan.spec.payload.settings.settings).not.toHaveProperty('junk');
  });

  it('a compression carries video settings with its compression settings, keep_original as asked', () => {
    const settings = {
      processing_mode: 'compression',
      compression_settings: { compressor_option: 'discord' },
    };
    const plan = planConversion(input, 'keep_original', 'compression', settings);
    expect(plan.spec).toMatchObject({
      kind: 'compress',
      payload: {
        fileId: 'file-1',
        format: 'keep_original',
        settings: { compression_settings: { compressor_option: 'discord' } },
      },
    });
  });
});

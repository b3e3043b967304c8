import { describe, expect, it } from 'vitest';
import { CANCELLED_BY_USER, MODE_FAILED_MESSAGES, cancelledMessageFor } from './job-messages.js';

describe('cancelled and failed messages by mode', () => {
  it('CC-4.06 the cancel message of a stopped file is "Cancelled by user"', () => {
    expect(CANCELLED_BY_USER).toBe('Cancelled by user');
  });

  it.each([
    ['Job cancelled', 'conversion', 'Conversion cancelled by user'],
    ['ffmpeg: process exit code null', 'conversion', 'Conversion cancelled by user'],
    ['Job CANCELLED', 'compression', 'Compression cancelled by user'],
    ['Process Exit Code Null', 'compression', 'Compression cancelled by user'],
  ] as const)('CC-8.54 "%s" in %s mode → %s', (text, mode, expected) => {
    expect(cancelledMessageFor(text, mode)).toBe(expected);
  });

  it('CC-8.54 other texts are not rewritten', () => {
    expect(cancelledMessageFor('Conversion failed', 'conversion')).toBeUndefined();
    expect(cancelledMessageFor(undefined, 'compression')).toBeUndefined();
  });

  it('CC-8.50 "Conversion failed" / "Compression failed" by mode', () => {
    expect(MODE_FAILED_MESSAGES).toEqual({
      conversion: 'Conversion failed',
      compression: 'Compression failed',
    });
  });
});

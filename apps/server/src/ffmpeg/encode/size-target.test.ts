import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB } from '@mediaforge/shared';
import {
  BITRATE_LADDER,
  boxForBitrate,
  containerOverhead,
  firstSizeAttempt,
  formatMb,
  nextSizeAttempt,
  SIZE_TARGET_LIMITS,
  smallestReachableBytes,
  type SizeBudgetInput,
} from './size-target.js';

const input = (o: Partial<SizeBudgetInput> = {}): SizeBudgetInput => ({
  targetBytes: 10 * BYTES_PER_MB,
  sourceBytes: 30 * BYTES_PER_MB,
  durationSeconds: 30,
  format: 'mp4',
  audio: { kbps: 128, preserve: false },
  ...o,
});

describe('size-target planner (CC-9.19: a size target is never exceeded)', () => {
  it('budgets the container and aims 4 % under: 10 MB over 30 s → 2542k video + 128k audio at up to 1080p', () => {
    // 1.5 KB + 12 B × 110 packets/s × 30 s (frame rate unknown: 60 fps + audio) + 0.1 % of the payload.
    expect(containerOverhead('mp4', 30, 10 * BYTES_PER_MB * 0.96)).toBe(51_167);
    expect(firstSizeAttempt(input())).toEqual({
      kind: 'encode',
      attempt: {
        attempt: 1,
        limitBytes: 10 * BYTES_PER_MB,
        videoKbps: 2542,
        audioKbps: 128,
        box: { width: 1920, height: 1080 },
      },
    });
  });

  it('a short clip’s container costs its packets, not a fixed 16 KiB: 3 s at 25 fps in 200 KB', () => {
    const short = input({
      targetBytes: 200_000,
      sourceBytes: 800_000,
      durationSeconds: 3,
      packetsPerSecond: 75,
    });
    expect(containerOverhead('mp4', 3, 192_000, 75)).toBe(4392);
    const step = firstSizeAttempt(short);
    // (192 000 − 4 392) B × 8 / 3 s = 500 kbps: 96k audio (≤ a fifth) and 404k video.
    expect(step.kind === 'encode' && step.attempt).toMatchObject({ videoKbps: 404, audioKbps: 96 });
  });

  it('a tight budget lowers the audio (at most a fifth, ≥ 32k) and the picture: 1 MB over 30 s → 240p', () => {
    expect(firstSizeAttempt(input({ targetBytes: BYTES_PER_MB }))).toEqual({
      kind: 'encode',
      attempt: {
        attempt: 1,
        limitBytes: BYTES_PER_MB,
        videoKbps: 209,
        audioKbps: 48,
        box: { width: 426, height: 240 },
      },
    });
  });

  it('preserved audio is never lowered; no audio leaves it all to the video', () => {
    const preserved = firstSizeAttempt(
      input({ targetBytes: BYTES_PER_MB, audio: { kbps: 128, preserve: true } }),
    );
    expect(preserved.kind === 'encode' && preserved.attempt).toMatchObject({
      audioKbps: 128,
      videoKbps: 129,
    });
    const silent = firstSizeAttempt(input({ targetBytes: BYTES_PER_MB, audio: null }));
    expect(silent.kind === 'encode' && silent.attempt).toMatchObject({ audioKbps: 0, videoKbps: 257 });
  });

  it('never aims above a source that already fits the target', () => {
    const step = firstSizeAttempt(input({ sourceBytes: 4 * BYTES_PER_MB }));
    expect(step.kind === 'encode' && step.attempt.limitBytes).toBe(4 * BYTES_PER_MB);
  });

  it('a preset’s box and peak bitrate still apply', () => {
    const step = firstSizeAttempt(input({ maxBox: { width: 1280, height: 720 }, maxVideoKbps: 1800 }));
    expect(step.kind === 'encode' && step.attempt).toMatchObject({
      videoKbps: 1800,
      box: { width: 1280, height: 720 },
    });
  });

  it('the ladder: the largest picture the bitrate pays for, 50 kbps at 144p the floor', () => {
    expect(BITRATE_LADDER.at(-1)).toEqual({
      box: { width: 256, height: 144 },
      minKbps: SIZE_TARGET_LIMITS.minVideoKbps,
    });
    expect(boxForBitrate(9000)).toEqual({ width: 3840, height: 2160 });
    expect(boxForBitrate(1000)).toEqual({ width: 1280, height: 720 });
    expect(boxForBitrate(999)).toEqual({ width: 854, height: 480 });
    expect(boxForBitrate(60)).toEqual({ width: 256, height: 144 });
    expect(boxForBitrate(5000, { width: 1280, height: 720 })).toEqual({ width: 1280, height: 720 });
  });

  it('a measured floor replaces the ladder’s: a still picture can go under 50 kbps', () => {
    const still = input({ targetBytes: BYTES_PER_MB, durationSeconds: 120, floorVideoKbps: 12 });
    const step = firstSizeAttempt(still);
    expect(step.kind === 'encode' && step.attempt).toMatchObject({
      audioKbps: 32,
      box: { width: 256, height: 144 },
    });
    expect(smallestReachableBytes(still, 120)).toBeLessThan(BYTES_PER_MB);
  });

  it('refuses a target under the floor, naming the smallest reachable size', () => {
    const long = input({ targetBytes: BYTES_PER_MB, durationSeconds: 120 });
    expect(smallestReachableBytes(long, 120)).toBe(1_449_094);
    expect(firstSizeAttempt(long)).toEqual({
      kind: 'unreachable',
      smallestBytes: 1_449_094,
      message: 'The target of 1 MB cannot be reached; the smallest this video can be made is about 1.4 MB',
    });
  });

  it('needs the duration', () => {
    expect(firstSizeAttempt(input({ durationSeconds: null })).kind).toBe('unknown-duration');
    expect(firstSizeAttempt(input({ durationSeconds: 0 })).kind).toBe('unknown-duration');
  });

  it('formats MB like the spec (1 MB = 1 048 576 bytes)', () => {
    expect(formatMb(BYTES_PER_MB)).toBe('1 MB');
    expect(formatMb(9.5 * BYTES_PER_MB)).toBe('9.5 MB');
    expect(formatMb(3.44 * BYTES_PER_MB)).toBe('3.4 MB');
    // Under 1 MB two significant digits, rounded up: a smallest size never reads "0 MB".
    expect(formatMb(0.431 * BYTES_PER_MB)).toBe('0.44 MB');
    expect(formatMb(40_000)).toBe('0.039 MB');
    expect(formatMb(900)).toBe('0.00086 MB');
  });
});

describe('next attempt from the measured size', () => {
  const first = {
    attempt: 1,
    limitBytes: 10 * BYTES_PER_MB,
    videoKbps: 2535,
    audioKbps: 128,
    box: { width: 1920, height: 1080 },
  };

  it('a file at or under the limit is done', () => {
    expect(nextSizeAttempt(input(), first, 10 * BYTES_PER_MB)).toEqual({ kind: 'done' });
    expect(nextSizeAttempt(input(), first, 9_000_000)).toEqual({ kind: 'done' });
  });

  it('an overshoot lowers the video bitrate by the video part’s overshoot, 3 % under', () => {
    expect(nextSizeAttempt(input(), first, 10_800_000)).toEqual({
      kind: 'encode',
      attempt: { ...first, attempt: 2, videoKbps: 2379 },
    });
  });

  it('a big overshoot can step the picture down', () => {
    const step = nextSizeAttempt(
      input(),
      { ...first, videoKbps: 1100, box: { width: 1280, height: 720 } },
      14_000_000,
    );
    expect(step.kind === 'encode' && step.attempt).toMatchObject({
      attempt: 2,
      box: { width: 854, height: 480 },
    });
  });

  it('after the third encode it gives up rather than break the promise', () => {
    const third = { ...first, attempt: 3 };
    expect(nextSizeAttempt(input(), third, 11_000_000)).toEqual({
      kind: 'unreachable',
      smallestBytes: 11_000_000,
      message: 'The target of 10 MB cannot be reached; the smallest this video can be made is about 10.5 MB',
    });
  });
});

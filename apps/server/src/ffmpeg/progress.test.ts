import { describe, expect, it } from 'vitest';
import {
  createProgressParser,
  createProgressTracker,
  MAX_PROGRESS_LINE,
  nestSlice,
  type ProgressSnapshot,
} from './progress.js';

/** A block as ffmpeg 5.1 prints it (captured from `-progress pipe:1`). */
const block = (outTimeUs: string, size: string, speed: string, progress = 'continue') =>
  [
    'frame=25',
    'fps=0.00',
    'stream_0_0_q=-1.0',
    'bitrate= 686.4kbits/s',
    `total_size=${size}`,
    `out_time_us=${outTimeUs}`,
    `out_time_ms=${outTimeUs}`,
    `out_time=${outTimeUs === 'N/A' ? 'N/A' : '00:00:01.021678'}`,
    'dup_frames=0',
    'drop_frames=0',
    `speed=${speed}`,
    `progress=${progress}`,
    '',
  ].join('\n');

function parse(...chunks: string[]): ProgressSnapshot[] {
  const out: ProgressSnapshot[] = [];
  const parser = createProgressParser((s) => out.push(s));
  for (const chunk of chunks) parser.push(chunk);
  return out;
}

describe('ffmpeg -progress parser', () => {
  it('emits one snapshot per block with out_time, size and speed', () => {
    expect(parse(block('1021678', '87656', '26.6x', 'end'))).toEqual([
      { outTimeSeconds: 1.021678, totalSize: 87656, speed: 26.6, end: true },
    ]);
  });

  it('joins lines split across chunks, one byte at a time', () => {
    const text = block('500000', '48', '   0x') + block('1000000', '100', '1.5x', 'end');
    const snapshots = parse(...text.split(''));
    expect(snapshots).toEqual([
      { outTimeSeconds: 0.5, totalSize: 48, speed: 0, end: false },
      { outTimeSeconds: 1, totalSize: 100, speed: 1.5, end: true },
    ]);
  });

  it('reads N/A and negative times as unknown', () => {
    const [na, negative, minimum] = parse(
      block('N/A', 'N/A', 'N/A'),
      block('-23220', '48', '1x'),
      block('-9223372036854775807', '48', '1x'),
    );
    expect(na).toEqual({ outTimeSeconds: null, totalSize: null, speed: null, end: false });
    expect(negative?.outTimeSeconds).toBeNull();
    expect(minimum?.outTimeSeconds).toBeNull();
  });

  it('falls back to out_time when out_time_us is missing', () => {
    expect(parse('out_time=00:01:02.500000\nprogress=continue\n')[0]?.outTimeSeconds).toBe(62.5);
  });

  it('does not carry keys of one block into the next', () => {
    const [, second] = parse(block('1000000', '100', '1x'), 'progress=continue\n');
    expect(second).toEqual({ outTimeSeconds: null, totalSize: null, speed: null, end: false });
  });

  it('ignores CRLF, garbage lines and an unbounded line without a newline', () => {
    const garbage = 'x'.repeat(MAX_PROGRESS_LINE + 1);
    const snapshots = parse('hello\r\n=oops\n', garbage, 'out_time_us=2000000\r\nprogress=end\r\n');
    expect(snapshots).toEqual([{ outTimeSeconds: 2, totalSize: null, speed: null, end: true }]);
  });
});

const at = (seconds: number | null, end = false): ProgressSnapshot => ({
  outTimeSeconds: seconds,
  totalSize: null,
  speed: null,
  end,
});

describe('progress tracker', () => {
  it('maps out_time over the duration into the command slice', () => {
    const t = createProgressTracker();
    t.begin([0, 0.5], 10);
    expect(t.update(at(5))).toBeCloseTo(0.25);
    t.begin([0.5, 1], 10);
    expect(t.fraction).toBeCloseTo(0.5);
    expect(t.update(at(2))).toBeCloseTo(0.6);
    expect(t.complete()).toBe(1);
  });

  it('is clamped and never decreases', () => {
    const t = createProgressTracker();
    t.begin([0, 1], 4);
    expect(t.update(at(3))).toBeCloseTo(0.75);
    expect(t.update(at(1))).toBeCloseTo(0.75);
    expect(t.update(at(40))).toBe(1);
    t.begin([0.2, 0.4], 4);
    expect(t.fraction).toBe(1);
  });

  it('progress=end completes the slice', () => {
    const t = createProgressTracker();
    t.begin([0, 0.9], 100);
    expect(t.update(at(null, true))).toBeCloseTo(0.9);
  });

  it('with an unknown duration only the end of a command moves it', () => {
    const t = createProgressTracker();
    t.begin([0, 0.5], null);
    expect(t.update(at(3))).toBe(0);
    expect(t.update(at(3, true))).toBe(0.5);
    t.begin([0.5, 1], 0);
    expect(t.update(at(1))).toBe(0.5);
    expect(t.complete()).toBe(1);
  });

  it('nests a plan slice inside an attempt window', () => {
    const [from, to] = nestSlice([0.85, 0.95], [0, 0.5]);
    expect(from).toBeCloseTo(0.85);
    expect(to).toBeCloseTo(0.9);
    expect(nestSlice([0, 0.85], [0.9, 1])[0]).toBeCloseTo(0.765);
  });
});

import { describe, expect, it } from 'vitest';
import {
  durationNeedsMeasuring,
  measuredDuration,
  packetScanArgs,
  trueDuration,
} from './measured-duration.js';

const facts = (formatDuration: number | null, streamDurations: number[]) => ({
  codecs: [],
  codecDurations: [],
  streamIndices: [0, 1],
  formatDuration,
  streamDurations,
});

describe('durations that are true (D56)', () => {
  it('measures an absent claim, an implausible one, and a container that disagrees with its streams', () => {
    expect(durationNeedsMeasuring(facts(null, []), 1_000_000, 'matroska')).toBe(true);
    // 106 kB claiming 143,165 s: 6 bit/s.
    expect(durationNeedsMeasuring(facts(143165.6, [143165.6, 97391.5]), 106_093, 'mov')).toBe(true);
    expect(durationNeedsMeasuring(facts(60, [20, 19.9]), 5_000_000, 'mov')).toBe(true);
    // Raw audio streams only have a bitrate estimate, which counts junk before the first frame.
    expect(durationNeedsMeasuring(facts(26.07, [26.07]), 208_586, 'mp3')).toBe(true);
  });

  it('believes an ordinary file (small gaps between tracks included)', () => {
    expect(durationNeedsMeasuring(facts(10.05, [10, 9.98]), 2_000_000, 'mov')).toBe(false);
    expect(durationNeedsMeasuring(facts(3.7, []), 9_476, 'mov')).toBe(false);
  });

  it('spans of the mapped streams from packet timestamps; other streams and junk lines ignored', () => {
    const csv = [
      '0,0.066733,0.066733,0.033367',
      '1,0.000000,0.000000,0.023220',
      '0,1.0,1.0,0.0333',
      '1,1.044898,1.044898,0.023220',
      '2,500.0,500.0,1',
      'garbage',
      '0,N/A,1.01,0.03',
      '',
    ].join('\n');
    expect(measuredDuration(csv, [0, 1])).toBeCloseTo(1.068, 3);
    expect(measuredDuration('', [0])).toBeNull();
  });

  it('the scan is hardened like the probe: forced demuxer, file protocol only, absolute path', () => {
    expect(packetScanArgs('/data/x', 'matroska')).toEqual(
      expect.arrayContaining(['-protocol_whitelist', 'file', '-f', 'matroska', 'file:/data/x']),
    );
    expect(() => packetScanArgs('relative', 'mov')).toThrow();
  });

  it('keeps a claim the packets agree with, replaces one they do not', () => {
    expect(trueDuration(2.696, 2.832)).toBe(2.696);
    expect(trueDuration(26.07, 1.07)).toBe(1.07);
    expect(trueDuration(143165.6, 1.07)).toBe(1.07);
    expect(trueDuration(null, 35.2)).toBe(35.2);
    expect(trueDuration(991.2, null)).toBe(991.2);
  });
});

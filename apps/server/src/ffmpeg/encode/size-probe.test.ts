import { describe, expect, it } from 'vitest';
import {
  bestCandidate,
  meanSsim,
  probeEncodeArgs,
  probeSamples,
  sizeCandidates,
  ssimDb,
} from './size-probe.js';

describe('size-target content probes (D62)', () => {
  it('samples: the first 3 s of a short span, else half seconds centred on 6 to 12 equal slices', () => {
    expect(probeSamples(0, 2)).toEqual([{ start: 0, seconds: 2 }]);
    const ten = probeSamples(5, 12);
    expect(ten).toHaveLength(6);
    expect(ten[0]).toEqual({ start: 5.75, seconds: 0.5 });
    expect(ten[5]).toEqual({ start: 15.75, seconds: 0.5 });
    expect(probeSamples(0, 600)).toHaveLength(12);
  });

  it('candidates: the source size, then every smaller rung, either way up and within a preset box', () => {
    expect(sizeCandidates(1280, 720).map((b) => b.height)).toEqual([720, 480, 360, 240, 144]);
    expect(sizeCandidates(1080, 1920)[0]).toEqual({ width: 1920, height: 1080 });
    expect(sizeCandidates(1920, 1080, { width: 1280, height: 720 })[0]).toEqual({ width: 1280, height: 720 });
  });

  it('the search climbs while larger sizes score better, else descends; bounded probes', async () => {
    const scores = [0.9, 0.95, 0.97, 0.96, 0.9];
    const calls: number[] = [];
    const score = (i: number) => {
      calls.push(i);
      return Promise.resolve(scores[i] ?? null);
    };
    expect(await bestCandidate(5, 4, score)).toBe(2);
    expect(calls).toEqual([4, 3, 2, 1]);
    calls.length = 0;
    // A smaller picture that is better by less than the margin does not win: 0.9605 vs 0.96.
    const close = [0.95, 0.96, 0.9605];
    expect(await bestCandidate(3, 1, (i) => Promise.resolve(close[i] ?? null))).toBe(1);
    calls.length = 0;
    // From the largest: nothing above, so it descends to the peak.
    expect(await bestCandidate(5, 0, score)).toBe(2);
    expect(calls).toEqual([0, 1, 2, 3]);
    calls.length = 0;
    expect(await bestCandidate(5, 4, score, 2)).toBe(3);
    expect(calls).toEqual([4, 3]);
  });

  it('reads the mean SSIM of a stats file; decibels for reading', () => {
    expect(meanSsim('n:1 Y:0.9 U:0.9 V:0.9 All:0.90 (10)\nn:2 Y:1 U:1 V:1 All:0.96 (14)\n')).toBeCloseTo(
      0.93,
    );
    expect(meanSsim('')).toBeNull();
    expect(ssimDb(0.99)).toBeCloseTo(20);
  });

  it('probe encodes keep the hardening: file protocol, forced demuxer, NUT out to our path', () => {
    const args = probeEncodeArgs({
      input: { path: '/data/in.mp4', demuxer: 'mov' },
      samples: [{ start: 1, seconds: 1 }],
      colour: [],
      box: { width: 854, height: 480 },
      rate: { kbps: 300 },
      output: '/data/scratch/p.nut',
    });
    expect(args).toEqual(
      expect.arrayContaining(['-protocol_whitelist', 'file', '-f', 'mov', 'file:/data/in.mp4']),
    );
    expect(args.slice(-4)).toEqual(['-f', 'nut', '-y', 'file:/data/scratch/p.nut']);
    expect(args).toEqual(expect.arrayContaining(['-b:v', '300k', '-preset', 'veryfast']));
  });
});

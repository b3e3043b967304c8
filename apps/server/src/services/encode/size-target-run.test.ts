import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, compressionSettingsSchema, videoSettingsSchema } from '@mediaforge/shared';
import { META } from '../../../test/encode/requests.js';
import { compressionFromSettings, type SizeTargetSpec } from '../../ffmpeg/encode/compression.js';
import type { EncodePlan } from '../../ffmpeg/encode/plan.js';
import { compressVideo } from './compression-run.js';
import { encodeToSizeTarget, type EncodeDeps, type VideoEncodeRequest } from './size-target-run.js';

const MB = BYTES_PER_MB;

const request: VideoEncodeRequest = {
  input: { path: '/jobs/j1/input', demuxer: 'mov' },
  output: '/jobs/j1/output',
  metadata: META,
  job: { kind: 'video', format: 'mp4', settings: videoSettingsSchema.parse({}) },
  scratch: { passLogFile: '/jobs/j1/pass', intermediateWav: '/jobs/j1/intermediate.wav' },
};

const target = (mb: number): SizeTargetSpec => ({
  targetBytes: mb * MB,
  mode: 'abr',
  crf: 23,
  twoPass: false,
  audio: { kbps: 128, preserve: false },
});

/** Fake I/O: each encode answers the next size of the list; the source has `sourceBytes`. */
function fakes(sourceBytes: number, sizes: readonly number[]) {
  const plans: EncodePlan[] = [];
  const deps: EncodeDeps = {
    encode: (plan) => {
      plans.push(plan);
      const size = sizes[plans.length - 1];
      if (size === undefined) throw new Error('unexpected encode');
      return Promise.resolve({ size });
    },
    stat: () => Promise.resolve({ size: sourceBytes }),
  };
  return { deps, plans };
}

const videoBitrate = (plan: EncodePlan | undefined): string | undefined => {
  const args = plan?.kind === 'ffmpeg' ? (plan.passes.at(-1) ?? []) : [];
  const i = args.indexOf('-b:v');
  return i === -1 ? undefined : args[i + 1];
};

describe('size-target loop (CC-9.19)', () => {
  it('hands back a source that already fits, without encoding', async () => {
    const { deps, plans } = fakes(4 * MB, []);
    const r = await encodeToSizeTarget(
      { request, base: { faststart: true }, target: target(5), sourceAcceptable: true },
      deps,
    );
    expect(r).toEqual({ kind: 'source', reason: 'fits', size: 4 * MB, attempts: [] });
    expect(plans).toHaveLength(0);
  });

  it('encodes once when the first file fits', async () => {
    const { deps, plans } = fakes(30 * MB, [9_900_000]);
    const r = await encodeToSizeTarget(
      { request, base: { faststart: true }, target: target(10), sourceAcceptable: true },
      deps,
    );
    expect(r.kind).toBe('encoded');
    expect(r.attempts).toEqual([
      {
        attempt: 1,
        limitBytes: 10 * MB,
        videoKbps: 2542,
        audioKbps: 128,
        box: { width: 1920, height: 1080 },
        size: 9_900_000,
      },
    ]);
    expect(videoBitrate(plans[0])).toBe('2542k');
  });

  it('re-encodes in proportion to an overshoot, and stops once under', async () => {
    const { deps, plans } = fakes(30 * MB, [10_800_000, 10_600_000, 10_300_000]);
    const r = await encodeToSizeTarget(
      { request, base: { faststart: true }, target: target(10), sourceAcceptable: false },
      deps,
    );
    expect(r).toMatchObject({ kind: 'encoded', size: 10_300_000 });
    expect(r.attempts.map((a) => a.videoKbps)).toEqual([2542, 2386, 2284]);
    expect(plans.map(videoBitrate)).toEqual(['2542k', '2386k', '2284k']);
  });

  it('fails after three encodes that are all over, naming what it reached', async () => {
    const { deps } = fakes(30 * MB, [11_000_000, 11_000_000, 11_000_000]);
    const r = await encodeToSizeTarget(
      { request, base: { faststart: true }, target: target(10), sourceAcceptable: false },
      deps,
    );
    expect(r).toMatchObject({ kind: 'failed', reason: 'unreachable', smallestBytes: 11_000_000 });
    expect(r.attempts).toHaveLength(3);
  });

  it('refuses an unreachable target before encoding', async () => {
    const { deps, plans } = fakes(30 * MB, []);
    const long = { ...request, metadata: { ...META, duration: 120 } };
    const r = await encodeToSizeTarget(
      { request: long, base: { faststart: true }, target: target(1), sourceAcceptable: true },
      deps,
    );
    expect(r).toEqual({
      kind: 'failed',
      reason: 'unreachable',
      message: 'The target of 1 MB cannot be reached; the smallest this video can be made is about 1.4 MB',
      smallestBytes: 1_449_094,
      attempts: [],
    });
    expect(plans).toHaveLength(0);
  });

  it('budgets the trimmed length, not the source’s', async () => {
    const { deps } = fakes(30 * MB, [900_000]);
    const trimmed = {
      ...request,
      job: {
        ...request.job,
        settings: videoSettingsSchema.parse({ enable_trim: true, trim_end: '00:00:10.000' }),
      },
    };
    const r = await encodeToSizeTarget(
      { request: trimmed, base: { faststart: true }, target: target(1), sourceAcceptable: false },
      deps,
    );
    expect(r.attempts[0]?.videoKbps).toBeGreaterThan(600);
  });
});

describe('compressVideo (any method or preset)', () => {
  const strategy = compressionFromSettings(
    compressionSettingsSchema.parse({ compression_method: 'quality_targeted' }),
    30 * MB,
  );

  it('a direct encode that comes out larger than the source hands back the source', async () => {
    const { deps } = fakes(2 * MB, [3 * MB]);
    expect(await compressVideo({ request, strategy, sourceAcceptable: true }, deps)).toEqual({
      kind: 'source',
      reason: 'smaller',
      size: 2 * MB,
      attempts: [],
    });
  });

  it('otherwise the encode is the result', async () => {
    const { deps, plans } = fakes(30 * MB, [5 * MB]);
    expect(await compressVideo({ request, strategy, sourceAcceptable: true }, deps)).toEqual({
      kind: 'encoded',
      size: 5 * MB,
      attempts: [],
    });
    expect(plans[0]?.kind === 'ffmpeg' && plans[0].passes[0]).toEqual(expect.arrayContaining(['-crf', '23']));
  });

  it('size strategies go through the loop', async () => {
    const size = compressionFromSettings(
      compressionSettingsSchema.parse({ compression_method: 'size_targeted_mb', target_size_mb: 10 }),
      30 * MB,
    );
    const { deps } = fakes(30 * MB, [9 * MB]);
    const r = await compressVideo({ request, strategy: size, sourceAcceptable: true }, deps);
    expect(r).toMatchObject({ kind: 'encoded', size: 9 * MB });
    expect(r.attempts).toHaveLength(1);
  });
});

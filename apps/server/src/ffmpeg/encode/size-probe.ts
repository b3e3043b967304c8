/**
 * Content probes of a size target (D62, pure; services/encode/size-probe.service.ts runs them).
 *
 * The picture size of a size target comes from the content, not from the bitrate alone: a few short
 * samples of the input are encoded at the target's video bitrate at candidate picture sizes, each is
 * scaled back to the source size and compared with it (SSIM), and the size that looks best wins. The
 * samples are cut with input seeking, joined with `concat`, and everything keeps the hardening of
 * every other command (file protocol, forced demuxers and muxers, our own scratch paths).
 *
 * The same samples at the smallest picture and constant quality (CRF 36, the 'lowest' quality level)
 * measure the least bitrate this content needs: the "smallest possible" size is that, not a constant.
 */
import type { EncodedVideoCodec } from './encoders.js';
import { escapeFilterValue, scaleFilter } from './filters.js';
import { assertSafePath, inputArgs, NULL_OUTPUT_ARGS, outputArgs, type EncodeInput } from './hardening.js';
import type { Box } from './plan.js';
import { BITRATE_LADDER } from './size-target.js';

/** A part of the input, in the source's seconds. */
export interface ProbeSample {
  readonly start: number;
  readonly seconds: number;
}

export const SIZE_PROBE = {
  /** x264 preset of the probes: ranks picture sizes like the final encode does, several times faster. */
  preset: 'veryfast',
  /** Constant quality of the floor probe (QUALITY_LEVEL_CRF.lowest). */
  floorCrf: 36,
  /** The floor is never taken under this (a probe of a still picture can need next to nothing). */
  minFloorKbps: 8,
  /** Probe encodes at most (each is an encode of the samples plus an SSIM pass). */
  maxEvaluations: 4,
  /** A smaller picture must beat a larger one by this much SSIM: ties keep the detail. */
  smallerMargin: 0.001,
} as const;

/**
 * How much more picture each codec gets from a bit than x264 (the probes encode with x264 whatever the
 * output codec): about the gains reported for HEVC, VP9 and AV1 over AVC at equal quality.
 */
export const PROBE_CODEC_EFFICIENCY: { readonly [K in EncodedVideoCodec]: number } = {
  h264: 1,
  h265: 1.4,
  vp9: 1.35,
  av1: 1.5,
  mpeg4: 0.7,
  wmv2: 0.65,
  msmpeg4v3: 0.65,
  theora: 0.75,
};

const PROBE_GLOBAL_ARGS = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats'];

/**
 * Samples of the part [start, start + duration) of the input: the first 3 s of a short one, else
 * half-second samples centred on equal slices of it (6, or one per 5 s up to 12), so their mix of easy
 * and hard scenes is the clip's (three longer samples misjudged a clip whose detail grows over time).
 */
export function probeSamples(start: number, duration: number): ProbeSample[] {
  if (duration <= 4) return [{ start, seconds: Math.min(duration, 3) }];
  const n = Math.min(12, Math.max(6, Math.round(duration / 5)));
  const seconds = 0.5;
  return Array.from({ length: n }, (_, k) => ({
    start: start + (duration * (2 * k + 1)) / (2 * n) - seconds / 2,
    seconds,
  }));
}

/**
 * The picture sizes a size target may choose, largest first: the source's own size (within the
 * preset's box), then every ladder rung smaller than it. Landscape boxes; fitted either way up.
 */
export function sizeCandidates(width: number, height: number, maxBox?: Box): Box[] {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const own: Box = maxBox
    ? { width: Math.min(long, maxBox.width), height: Math.min(short, maxBox.height) }
    : { width: long, height: short };
  const smaller = BITRATE_LADDER.map((r) => r.box).filter(
    (b) => b.width < own.width && b.height < own.height,
  );
  return [own, ...smaller];
}

const sampleInputs = (input: EncodeInput, samples: readonly ProbeSample[]) =>
  samples.flatMap((s) => inputArgs(input, { start: s.start, end: s.start + s.seconds }));

/** The samples joined, tone-mapped like the real encode would be: a filter-graph prefix ending in `label`. */
function joined(
  samples: readonly ProbeSample[],
  colour: readonly string[],
  label: string,
  first = 0,
): string {
  const pads = samples.map((_, i) => `[${i + first}:v:0]`).join('');
  const chain = [`concat=n=${samples.length}:v=1:a=0`, ...colour, 'format=yuv420p'];
  return `${pads}${chain.join(',')}[${label}]`;
}

export interface ProbeEncodeOptions {
  readonly input: EncodeInput;
  readonly samples: readonly ProbeSample[];
  /** Filters the real encode starts with (tone mapping, colour.ts). */
  readonly colour: readonly string[];
  readonly box: Box;
  /** An x264 bitrate, or constant quality. */
  readonly rate: { readonly kbps: number } | { readonly crf: number };
  /** A scratch file of the job (NUT keeps the exact frame timestamps the SSIM pass pairs frames by). */
  readonly output: string;
}

/** One probe encode: the samples at one picture size and rate, x264, no audio. */
export function probeEncodeArgs(o: ProbeEncodeOptions): string[] {
  const scale = scaleFilter({ kind: 'fit', box: o.box, orient: true, upscale: false });
  const rate =
    'kbps' in o.rate ? ['-b:v', `${Math.max(1, Math.round(o.rate.kbps))}k`] : ['-crf', String(o.rate.crf)];
  return [
    ...PROBE_GLOBAL_ARGS,
    ...sampleInputs(o.input, o.samples),
    '-filter_complex',
    `${joined(o.samples, o.colour, 'j')};[j]${scale}[v]`,
    '-map',
    '[v]',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    SIZE_PROBE.preset,
    ...rate,
    '-pix_fmt',
    'yuv420p',
    ...outputArgs('nut', o.output),
  ];
}

/** The SSIM of a probe encode against the same samples at the source's size, per frame into `statsFile`. */
export function probeSsimArgs(o: {
  readonly input: EncodeInput;
  readonly samples: readonly ProbeSample[];
  readonly colour: readonly string[];
  readonly probe: string;
  readonly statsFile: string;
}): string[] {
  const stats = escapeFilterValue(assertSafePath(o.statsFile));
  return [
    ...PROBE_GLOBAL_ARGS,
    ...inputArgs({ path: o.probe, demuxer: 'nut' }),
    ...sampleInputs(o.input, o.samples),
    '-filter_complex',
    [
      joined(o.samples, o.colour, 'ref', 1),
      '[0:v:0][ref]scale2ref=flags=bicubic[dist][ref2]',
      `[dist][ref2]ssim=stats_file=${stats}`,
    ].join(';'),
    ...NULL_OUTPUT_ARGS,
  ];
}

/** The mean of the per-frame `All:` values of an ssim stats file; null when there are none. */
export function meanSsim(stats: string): number | null {
  const values = [...stats.matchAll(/All:([0-9.]+)/g)].map((m) => Number(m[1])).filter(Number.isFinite);
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/** SSIM as decibels (-10·log10(1 − SSIM)), the scale quality differences are usually read on. */
export const ssimDb = (ssim: number): number => -10 * Math.log10(Math.max(1e-10, 1 - ssim));

/**
 * The search over candidate sizes (largest first) for the best-looking one, assuming quality rises then
 * falls as the picture shrinks at a fixed bitrate: start at the ladder's pick, climb to larger sizes
 * while they score better, else descend while smaller ones do; at most `maxEvaluations` probes.
 */
export async function bestCandidate(
  count: number,
  start: number,
  score: (index: number) => Promise<number | null>,
  maxEvaluations: number = SIZE_PROBE.maxEvaluations,
): Promise<number> {
  const scores = new Map<number, number>();
  let evaluations = 0;
  const scoreOf = async (i: number): Promise<number | null> => {
    if (scores.has(i)) return scores.get(i) ?? null;
    if (i < 0 || i >= count || evaluations >= maxEvaluations) return null;
    evaluations += 1;
    const value = await score(i);
    if (value !== null) scores.set(i, value);
    return value;
  };
  let best = Math.min(Math.max(start, 0), count - 1);
  let bestScore = await scoreOf(best);
  if (bestScore === null) return best;
  // Index 0 is the largest picture: "up" is towards 0.
  for (const direction of [-1, 1]) {
    let moved = false;
    const margin = direction > 0 ? SIZE_PROBE.smallerMargin : 0;
    for (let i = best + direction; ; i += direction) {
      const value = await scoreOf(i);
      if (value === null || value <= bestScore + margin) break;
      best = i;
      bestScore = value;
      moved = true;
    }
    if (moved) break;
  }
  return best;
}

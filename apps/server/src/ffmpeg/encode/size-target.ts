/**
 * Planning of size-targeted encodes (pure; the loop is services/encode/size-target-run.ts).
 *
 * A size target is a promise: the output is never larger than the target, nor larger than a source that
 * already fits it. Rate control alone cannot keep it (x264 ABR lands +0.2 % to +4.3 % over in most
 * cases, two-pass up to +15 % on near-static content), so the plan:
 *
 * 1. budgets the container's own bytes (a header plus a cost per packet, measured per muxer with ffmpeg
 *    5.1, CONTAINER_OVERHEAD) and the audio, and aims SAFETY_MARGIN under the target;
 * 2. picks a first picture size from the bitrate ladder (BITRATE_LADDER), which the content probes of
 *    size-probe.ts then move to the size that looks best at that bitrate (D62);
 * 3. after each encode, if the measured file is over, lowers the video bitrate in proportion to the
 *    overshoot of the video part and encodes again (same picture unless the miss was large), at most
 *    MAX_ATTEMPTS encodes in all;
 * 4. refuses up front when even the smallest picture at the floor bitrate cannot fit, naming the
 *    smallest size this video can be made; the floor is measured from the content when it matters.
 */
import { BYTES_PER_MB, type VideoOutputFormat } from '@mediaforge/shared';
import type { Box } from './plan.js';

export const SIZE_TARGET_LIMITS = {
  /** Aim this far under the target on the first encode. */
  safetyMargin: 0.04,
  /** And this far under the target, relative to the measured overshoot, on a re-encode. */
  retryMargin: 0.03,
  /** The first encode plus two re-encodes. */
  maxAttempts: 3,
  /** The floor of watchable video (at 256x144); below it a target is refused. */
  minVideoKbps: 50,
  /** The lowest audio bitrate we scale down to (AAC-LC stereo is still intelligible at 32k). */
  minAudioKbps: 32,
} as const;

/** Audio bitrates we step down through when the budget is tight. */
const AUDIO_STEPS_KBPS = [192, 160, 128, 96, 64, 48, 32] as const;

/**
 * Bytes a muxer adds around the streams: a header, an index or block header per packet, and a little in
 * proportion to the payload. Measured with ffmpeg 5.1 on H.264/VP9 + AAC/Opus clips of 1-30 s (file
 * size minus the packets' bytes): mp4/mov 1.3 KB + 11-13 B a packet, mkv/webm 0.7 KB + 7-8 B; taken at
 * the high end. The muxers of the old formats keep their per-second figures (flv 1249 B/s, avi 1868,
 * asf 3075 with its fixed-size packets), read as per-packet costs at 80 packets a second.
 */
const CONTAINER_OVERHEAD: {
  readonly [K in VideoOutputFormat]: { fixed: number; perPacket: number; ratio: number };
} = {
  mp4: { fixed: 1500, perPacket: 12, ratio: 0.001 },
  mov: { fixed: 1500, perPacket: 12, ratio: 0.001 },
  m4v: { fixed: 1500, perPacket: 12, ratio: 0.001 },
  '3gp': { fixed: 1500, perPacket: 12, ratio: 0.001 },
  mkv: { fixed: 900, perPacket: 8, ratio: 0.001 },
  webm: { fixed: 900, perPacket: 8, ratio: 0.001 },
  ogv: { fixed: 4096, perPacket: 14, ratio: 0.003 },
  flv: { fixed: 2048, perPacket: 24, ratio: 0.003 },
  avi: { fixed: 8192, perPacket: 35, ratio: 0.003 },
  wmv: { fixed: 8192, perPacket: 40, ratio: 0.04 },
};
/** Packets a second when the frame rate is unknown: 60 video frames and 50 audio frames (AAC at 48 kHz is 47). */
export const DEFAULT_PACKETS_PER_SECOND = 110;
/** Audio packets a second (AAC 1024-sample frames at up to 48 kHz; Opus 20 ms frames). */
export const AUDIO_PACKETS_PER_SECOND = 50;

/**
 * The bitrate ladder: the least video bitrate each picture size needs to look acceptable with H.264,
 * after the usual adaptive-streaming ladders (Apple HLS authoring spec, YouTube's recommendations),
 * taken at their low end since a size target trades quality for size.
 */
export const BITRATE_LADDER: readonly { readonly box: Box; readonly minKbps: number }[] = [
  { box: { width: 3840, height: 2160 }, minKbps: 8000 },
  { box: { width: 2560, height: 1440 }, minKbps: 4000 },
  { box: { width: 1920, height: 1080 }, minKbps: 2000 },
  { box: { width: 1280, height: 720 }, minKbps: 1000 },
  { box: { width: 854, height: 480 }, minKbps: 500 },
  { box: { width: 640, height: 360 }, minKbps: 250 },
  { box: { width: 426, height: 240 }, minKbps: 120 },
  { box: { width: 256, height: 144 }, minKbps: SIZE_TARGET_LIMITS.minVideoKbps },
];

export interface SizeBudgetInput {
  /** The promised maximum, bytes. */
  readonly targetBytes: number;
  /** Size of the source; the output is never larger than a source that fits the target. */
  readonly sourceBytes: number;
  /** Seconds of output (after trim). */
  readonly durationSeconds: number | null;
  readonly format: VideoOutputFormat;
  /** The audio the output carries (kbps asked for; preserve = never scaled down), or null for none. */
  readonly audio: { readonly kbps: number; readonly preserve: boolean } | null;
  /** A size the output must fit anyway (a preset's maximum), landscape. */
  readonly maxBox?: Box;
  /** A peak the video must stay under anyway (a preset's maximum bitrate). */
  readonly maxVideoKbps?: number;
  /** Packets a second of the output (video frame rate + audio frames), for the container's index. */
  readonly packetsPerSecond?: number;
  /** The least video bitrate this content needs at the smallest picture, when measured (size-probe). */
  readonly floorVideoKbps?: number;
}

export interface SizeAttempt {
  /** 1-based. */
  readonly attempt: number;
  /** The size this attempt must not exceed: min(target, source). */
  readonly limitBytes: number;
  readonly videoKbps: number;
  readonly audioKbps: number;
  /** The largest picture for this bitrate (fit, either orientation, never upscaled). */
  readonly box: Box;
}

export type SizePlanStep =
  | { readonly kind: 'encode'; readonly attempt: SizeAttempt }
  | { readonly kind: 'done' }
  | { readonly kind: 'unreachable'; readonly smallestBytes: number; readonly message: string }
  | { readonly kind: 'unknown-duration'; readonly message: string };

/**
 * '1 MB', '9.5 MB', '0.43 MB', '0.047 MB' (the spec's MB): one decimal from 1 MB up, two significant
 * digits under it, so a small size never reads '0 MB'. Rounded up: a smallest size is never understated.
 */
export function formatMb(bytes: number, decimals = 1): string {
  const mb = bytes / BYTES_PER_MB;
  if (mb > 0 && mb < 1) {
    const digits = Math.max(2, 1 - Math.floor(Math.log10(mb)));
    const step = 10 ** digits;
    return `${String(Number((Math.ceil(mb * step - 1e-9) / step).toFixed(digits)))} MB`;
  }
  const text = mb.toFixed(decimals);
  return `${text.endsWith('.0') ? text.slice(0, -2) : text} MB`;
}

export function unreachableMessage(targetBytes: number, smallestBytes: number): string {
  return `The target of ${formatMb(targetBytes)} cannot be reached; the smallest this video can be made is about ${formatMb(
    smallestBytes,
  )}`;
}

/** Container bytes for a payload of `payloadBytes` over `seconds` at `packetsPerSecond`. */
export function containerOverhead(
  format: VideoOutputFormat,
  seconds: number,
  payloadBytes: number,
  packetsPerSecond = DEFAULT_PACKETS_PER_SECOND,
): number {
  const o = CONTAINER_OVERHEAD[format];
  return Math.ceil(o.fixed + o.perPacket * packetsPerSecond * seconds + o.ratio * payloadBytes);
}

const overheadOf = (input: SizeBudgetInput, seconds: number, payloadBytes: number) =>
  containerOverhead(input.format, seconds, payloadBytes, input.packetsPerSecond);

/** The least video bitrate a target may use: the measured floor of this content, else the ladder's. */
const floorKbps = (input: SizeBudgetInput) => input.floorVideoKbps ?? SIZE_TARGET_LIMITS.minVideoKbps;

const bytesOf = (kbps: number, seconds: number) => (kbps * 1000 * seconds) / 8;
const kbpsOf = (bytes: number, seconds: number) => (bytes * 8) / seconds / 1000;

/** The picture for a video bitrate: the largest rung it pays for, within the preset's box. */
export function boxForBitrate(videoKbps: number, maxBox?: Box): Box {
  const rung =
    BITRATE_LADDER.find((r) => videoKbps >= r.minKbps) ?? BITRATE_LADDER[BITRATE_LADDER.length - 1];
  const box = rung?.box ?? { width: 256, height: 144 };
  if (!maxBox) return box;
  return { width: Math.min(box.width, maxBox.width), height: Math.min(box.height, maxBox.height) };
}

/** Audio for a total budget: as asked when preserved, else at most a fifth of the budget (≥ 32k). */
function audioKbpsFor(input: SizeBudgetInput, totalKbps: number): number {
  if (!input.audio) return 0;
  if (input.audio.preserve) return input.audio.kbps;
  const cap = Math.max(SIZE_TARGET_LIMITS.minAudioKbps, totalKbps / 5);
  const step = AUDIO_STEPS_KBPS.find((s) => s <= Math.min(cap, input.audio?.kbps ?? 0));
  return step ?? SIZE_TARGET_LIMITS.minAudioKbps;
}

/** The smallest output this input can make: the floor bitrate and the least audio, with overhead. */
export function smallestReachableBytes(input: SizeBudgetInput, seconds: number): number {
  const audio = !input.audio ? 0 : input.audio.preserve ? input.audio.kbps : SIZE_TARGET_LIMITS.minAudioKbps;
  const payload = bytesOf(floorKbps(input) + audio, seconds);
  return Math.ceil((payload + overheadOf(input, seconds, payload)) / (1 - SIZE_TARGET_LIMITS.safetyMargin));
}

function attemptFor(
  input: SizeBudgetInput,
  attempt: number,
  limitBytes: number,
  videoKbps: number,
  audioKbps: number,
  seconds: number,
  box?: Box,
): SizePlanStep {
  const capped = Math.floor(Math.min(videoKbps, input.maxVideoKbps ?? Number.POSITIVE_INFINITY));
  if (capped < floorKbps(input)) {
    const smallest = smallestReachableBytes(input, seconds);
    return {
      kind: 'unreachable',
      smallestBytes: smallest,
      message: unreachableMessage(input.targetBytes, smallest),
    };
  }
  return {
    kind: 'encode',
    attempt: {
      attempt,
      limitBytes,
      videoKbps: capped,
      audioKbps,
      box: box ?? boxForBitrate(capped, input.maxBox),
    },
  };
}

/** An overshoot past this share of the limit means the picture is too large for the bitrate. */
const BIG_OVERSHOOT = 1.25;

/** The next ladder rung smaller than a box (the smallest rung at the bottom). */
function rungBelow(box: Box): Box {
  const area = box.width * box.height;
  const rung = BITRATE_LADDER.find((r) => r.box.width * r.box.height < area) ?? BITRATE_LADDER.at(-1);
  return rung?.box ?? box;
}

/** The first encode of a size target, or why there is none. */
export function firstSizeAttempt(input: SizeBudgetInput): SizePlanStep {
  const seconds = input.durationSeconds;
  if (seconds === null || !(seconds > 0)) {
    return {
      kind: 'unknown-duration',
      message: 'The length of this video is unknown, so it cannot be fitted to a size',
    };
  }
  const limitBytes = Math.min(input.targetBytes, input.sourceBytes);
  const aim = limitBytes * (1 - SIZE_TARGET_LIMITS.safetyMargin);
  // Overhead depends on the payload; the aim is an upper bound of it, so this errs on the safe side.
  const payload = aim - overheadOf(input, seconds, aim);
  const totalKbps = kbpsOf(Math.max(0, payload), seconds);
  const audioKbps = audioKbpsFor(input, totalKbps);
  return attemptFor(input, 1, limitBytes, totalKbps - audioKbps, audioKbps, seconds);
}

/**
 * What follows an encode that measured `measuredBytes`: done when it fits, else a re-encode with the
 * video bitrate lowered by the video part's overshoot (plus retryMargin), or unreachable when the
 * attempts are spent or the bitrate would fall under the floor.
 */
export function nextSizeAttempt(
  input: SizeBudgetInput,
  previous: SizeAttempt,
  measuredBytes: number,
): SizePlanStep {
  if (measuredBytes <= previous.limitBytes) return { kind: 'done' };
  const seconds = input.durationSeconds ?? 0;
  if (previous.attempt >= SIZE_TARGET_LIMITS.maxAttempts || !(seconds > 0)) {
    const smallest = Math.max(smallestReachableBytes(input, seconds), measuredBytes);
    return {
      kind: 'unreachable',
      smallestBytes: smallest,
      message: unreachableMessage(input.targetBytes, smallest),
    };
  }
  const fixed = bytesOf(previous.audioKbps, seconds) + overheadOf(input, seconds, measuredBytes);
  const measuredVideo = measuredBytes - fixed;
  const wantedVideo = previous.limitBytes * (1 - SIZE_TARGET_LIMITS.retryMargin) - fixed;
  const factor =
    measuredVideo > 0 && wantedVideo > 0
      ? wantedVideo / measuredVideo
      : (previous.limitBytes / measuredBytes) * (1 - SIZE_TARGET_LIMITS.retryMargin);
  return attemptFor(
    input,
    previous.attempt + 1,
    previous.limitBytes,
    previous.videoKbps * factor,
    previous.audioKbps,
    seconds,
    // The picture was chosen for the content (size-probe) or the ladder; a retry only trims the rate,
    // unless the encode missed by so much that this picture cannot go that low.
    measuredBytes > previous.limitBytes * BIG_OVERSHOOT ? rungBelow(previous.box) : previous.box,
  );
}

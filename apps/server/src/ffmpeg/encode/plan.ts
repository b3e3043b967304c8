/**
 * What the argument builders return and the job runner runs (DESIGN.md §3.3: data, not processes).
 * An EncodePlan is a discriminated union; planCommands turns any plan into the ordered commands to
 * spawn, each with its share of the job's progress bar.
 */
import type {
  AudioOutputFormat,
  AudioSettings,
  GifSettings,
  MediaMetadata,
  VideoCodec,
  VideoOutputFormat,
  VideoPreset,
  VideoProfile,
  AudioCodec,
} from '@mediaforge/shared';
import type { SourceVideo } from '../stream-facts.js';
import type { EncodeInput } from './hardening.js';
import type { VideoSettings } from '@mediaforge/shared';

export type EncodePlan =
  /** One or more ffmpeg runs in order (two-pass: the first writes only its log); the last writes output. */
  | {
      readonly kind: 'ffmpeg';
      readonly passes: readonly (readonly string[])[];
      /**
       * Commands run before the passes that write a scratch file the passes read (an uploaded subtitle
       * turned into ASS for burning in, D76); quick, so they take no share of the progress bar.
       */
      readonly prepare?: readonly (readonly string[])[];
      readonly output: string;
      /** Seconds of media the last pass writes (for progress from `out_time_us`), when known. */
      readonly durationSeconds: number | null;
    }
  /** AMR: ffmpeg writes 8 kHz mono 16-bit WAV, then sox encodes AMR-NB (Debian's ffmpeg cannot). */
  | {
      readonly kind: 'ffmpeg+sox';
      readonly ffmpeg: readonly string[];
      readonly sox: readonly string[];
      readonly intermediate: string;
      readonly output: string;
      readonly durationSeconds: number | null;
    };
export type EncodePlanKind = EncodePlan['kind'];

export type EncodeTool = 'ffmpeg' | 'sox';

export interface EncodeCommand {
  readonly tool: EncodeTool;
  readonly args: readonly string[];
  /** The slice of the job's 0-1 progress this command covers. */
  readonly progress: readonly [number, number];
  /** Whether the command prints `-progress` key=value lines on stdout. */
  readonly reportsProgress: boolean;
}

type PlanOf<K extends EncodePlanKind> = Extract<EncodePlan, { kind: K }>;

/** Even shares for the passes of a plan. */
const share = (i: number, n: number): readonly [number, number] => [i / n, (i + 1) / n];

const COMMANDS: { readonly [K in EncodePlanKind]: (plan: PlanOf<K>) => EncodeCommand[] } = {
  ffmpeg: (plan) => [
    ...(plan.prepare ?? []).map((args): EncodeCommand => ({
      tool: 'ffmpeg',
      args,
      progress: [0, 0],
      reportsProgress: false,
    })),
    ...plan.passes.map((args, i): EncodeCommand => ({
      tool: 'ffmpeg',
      args,
      progress: share(i, plan.passes.length),
      reportsProgress: true,
    })),
  ],
  'ffmpeg+sox': (plan) => [
    { tool: 'ffmpeg', args: plan.ffmpeg, progress: [0, 0.9], reportsProgress: true },
    { tool: 'sox', args: plan.sox, progress: [0.9, 1], reportsProgress: false },
  ],
};

/** The commands of a plan, in the order they must run; each must succeed before the next starts. */
export function planCommands(plan: EncodePlan): EncodeCommand[] {
  // The cast only re-joins the union member with its own handler, which the map's type guarantees.
  return (COMMANDS[plan.kind] as (p: EncodePlan) => EncodeCommand[])(plan);
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────

/** A landscape box; `orient` fits a portrait source into the box turned upright. */
export interface Box {
  readonly width: number;
  readonly height: number;
}

/** A size change. Sizes are kept even (4:2:0 video needs it). */
export type ScaleSpec =
  | { readonly kind: 'fit'; readonly box: Box; readonly orient: boolean; readonly upscale: boolean }
  | { readonly kind: 'exact'; readonly width: number; readonly height: number }
  | { readonly kind: 'width'; readonly width: number; readonly upscale: boolean }
  | { readonly kind: 'height'; readonly height: number; readonly upscale: boolean };

/** Video rate control. `maxKbps` on CRF is a VBV peak cap ("capped CRF"). */
export type VideoRate =
  | { readonly kind: 'crf'; readonly crf: number; readonly maxKbps?: number }
  | { readonly kind: 'bitrate'; readonly kbps: number; readonly twoPass: boolean }
  | { readonly kind: 'lossless' };

/** What compression (a method of compression_settings, or a compressor preset) lays over the settings. */
export interface CompressionOverrides {
  readonly videoCodec?: Exclude<VideoCodec, 'copy' | 'gif'>;
  readonly rate: VideoRate;
  readonly scale?: ScaleSpec;
  readonly maxFps?: number;
  readonly speed?: VideoPreset;
  readonly profile?: VideoProfile;
  readonly level?: string;
  readonly tune?: string;
  readonly keyframeSeconds?: number;
  readonly audioCodec?: AudioCodec;
  /** e.g. '128k'; ignored for lossless audio codecs. */
  readonly audioBitrate?: string;
  readonly faststart: boolean;
}

export type EncodeJob =
  | {
      readonly kind: 'video';
      readonly format: VideoOutputFormat;
      readonly settings: VideoSettings;
      /** Present in compression mode. */
      readonly compression?: CompressionOverrides;
      /** Remux with stream copy (the lossless fast path, D60): only the container changes. */
      readonly streamCopy?: boolean;
    }
  | { readonly kind: 'audio'; readonly format: AudioOutputFormat; readonly settings: AudioSettings }
  | { readonly kind: 'gif'; readonly settings: GifSettings };

export interface EncodeRequest {
  readonly input: EncodeInput;
  /** Absolute path of the result (a scratch file of the job). */
  readonly output: string;
  /** Probe facts of the input (upload-api.ts MediaMetadata). */
  readonly metadata: MediaMetadata;
  readonly job: EncodeJob;
  /** Scratch names in the job's directory: the two-pass log prefix and AMR's intermediate WAV. */
  readonly scratch: { readonly passLogFile: string; readonly intermediateWav: string };
  /** The uploaded subtitle file when add_subtitle is 'upload' (demuxer: srt, ass or webvtt). */
  readonly subtitle?: EncodeInput;
  /** Operator override of the speed preset (slow machines, tests). */
  readonly speed?: VideoPreset;
  /** The input's video stream as probed at job time (pixel format, colour), when known. */
  readonly sourceVideo?: SourceVideo;
}

/** A request the builders cannot turn into a plan (e.g. audio output from a file without audio). */
export class EncodePlanError extends Error {
  override readonly name = 'EncodePlanError';
}

/** Pure fixtures for the argument-builder unit tests: requests with fixed scratch paths. */
import { normaliseSettings, type MediaMetadata, type OutputFormat } from '@mediaforge/shared';
import { buildEncodePlan, encodeJobFor } from '../../src/ffmpeg/encode/build.js';
import type { CompressionOverrides, EncodePlan, EncodeRequest } from '../../src/ffmpeg/encode/plan.js';

/** A 30 s 1280x720 source with video and audio. */
export const META: MediaMetadata = {
  container: 'mp4',
  duration: 30,
  width: 1280,
  height: 720,
  videoCodec: 'h264',
  audioCodec: 'aac',
  hasVideo: true,
  hasAudio: true,
};

export const AUDIO_META: MediaMetadata = {
  ...META,
  container: 'mp3',
  width: null,
  height: null,
  videoCodec: null,
  audioCodec: 'mp3',
  hasVideo: false,
};

export interface FixtureOptions {
  readonly metadata?: MediaMetadata;
  readonly compression?: CompressionOverrides;
  readonly subtitle?: { readonly path: string; readonly demuxer: string };
}

export function request(
  format: OutputFormat,
  settings: Record<string, unknown> = {},
  o: FixtureOptions = {},
): EncodeRequest {
  return {
    input: { path: '/jobs/j1/input', demuxer: 'mov' },
    output: '/jobs/j1/output',
    metadata: o.metadata ?? META,
    job: encodeJobFor(format, normaliseSettings(format, settings), o.compression),
    scratch: { passLogFile: '/jobs/j1/pass', intermediateWav: '/jobs/j1/intermediate.wav' },
    subtitle: o.subtitle,
  };
}

export function plan(
  format: OutputFormat,
  settings: Record<string, unknown> = {},
  o: FixtureOptions = {},
): EncodePlan {
  return buildEncodePlan(request(format, settings, o));
}

/** The arguments of a single-pass ffmpeg plan. */
export function args(
  format: OutputFormat,
  settings: Record<string, unknown> = {},
  o: FixtureOptions = {},
): string[] {
  const p = plan(format, settings, o);
  if (p.kind !== 'ffmpeg' || p.passes.length !== 1)
    throw new Error(`expected one ffmpeg pass, got ${p.kind}`);
  return [...(p.passes[0] ?? [])];
}

/** The value following a flag (e.g. after '-c:v'), or undefined. */
export function flag(list: readonly string[], name: string): string | undefined {
  const i = list.indexOf(name);
  return i === -1 ? undefined : list[i + 1];
}

/** The common head: hardened flags and the input. */
export const HEAD = [
  '-hide_banner',
  '-nostdin',
  '-loglevel',
  'error',
  '-progress',
  'pipe:1',
  '-nostats',
  '-protocol_whitelist',
  'file',
  '-f',
  'mov',
  '-i',
  'file:/jobs/j1/input',
] as const;

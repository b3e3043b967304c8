/**
 * Outputs are verified before they are published (D58): the result is probed like an upload (sniffed,
 * forced demuxer), must have the streams its target keeps, last as long as the input's trimmed length
 * (within 2 % or 0.5 s; GIFs are not held to it), and is hashed from its bytes. The metadata stored for it
 * is what the probe read, not what was asked for.
 */
import type { MediaMetadata, ParsedSettings } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ScratchStorage } from '../repositories/storage/scratch.repository.js';
import { trimWindow, outputDuration } from '../ffmpeg/encode/timing.js';
import { createMediaProbe, type MediaProbeDeps, type ProbedMedia } from '../services/media-probe.js';
import { outputMetadata } from './output-file.js';

/** Allowed gap between the result's and the expected duration: 2 %, and never less than half a second. */
export const DURATION_TOLERANCE = { fraction: 0.02, seconds: 0.5 } as const;

export interface OutputCheckDeps extends MediaProbeDeps {
  /** Magic bytes and hash of local files (scratch.repository.ts). */
  readonly files: MediaProbeDeps['files'] & Pick<ScratchStorage, 'sha256'>;
  readonly log: FastifyBaseLogger;
}

export interface OutputCheckRequest {
  readonly inputPath: string;
  readonly input: MediaMetadata;
  readonly outputPath: string;
  /** The container written. */
  readonly format: string;
  /** The job's typed settings (parsed when it was created). */
  readonly settings: ParsedSettings;
}

export type OutputCheck =
  | { readonly ok: true; readonly metadata: MediaMetadata; readonly sha256: string }
  | { readonly ok: false; readonly reason: string };

type Probed = ProbedMedia;

/**
 * How long the result should last: the input's length over the streams the target keeps (the sound's
 * alone for an audio target: a video's picture may run longer), clipped to the trim window. Stream
 * durations count only when they are plausible beside the (measured, D56) file duration.
 */
export function expectedDuration(
  input: MediaMetadata,
  inputProbe: Probed | undefined,
  keeps: { readonly video: boolean; readonly audio: boolean },
  parsed: ParsedSettings,
): number | null {
  let base = input.duration;
  const kept = (inputProbe?.facts.codecs ?? []).map((c, i) => ({
    kind: c.kind,
    duration: inputProbe?.facts.codecDurations[i] ?? null,
  }));
  const wanted = kept.filter((s) => (s.kind === 'video' ? keeps.video : keeps.audio));
  const known = wanted.map((s) => s.duration).filter((d): d is number => d !== null);
  if (base !== null && known.length === wanted.length && known.length > 0) {
    const longest = Math.max(...known);
    if (longest <= base + DURATION_TOLERANCE.seconds) base = longest;
  }
  if (parsed.kind === 'gif') return null;
  const { enable_trim, trim_start, trim_end } = parsed.settings;
  return outputDuration(base, trimWindow(enable_trim, trim_start, trim_end));
}

export function createOutputCheck(deps: OutputCheckDeps) {
  const probe = createMediaProbe(deps);

  return async function check(req: OutputCheckRequest): Promise<OutputCheck> {
    const output = await probe(req.outputPath);
    if (!output) return { ok: false, reason: 'the result is not readable media' };
    const needs = outputMetadata(req.input, req.format, req.settings);
    const got = output.metadata;
    if (needs.hasVideo && !got.hasVideo) return { ok: false, reason: 'the result has no video' };
    if (needs.hasAudio && !got.hasAudio) return { ok: false, reason: 'the result has no audio' };
    const keeps = { video: needs.hasVideo, audio: needs.hasAudio };
    const expected = expectedDuration(req.input, await probe(req.inputPath), keeps, req.settings);
    if (expected !== null) {
      const actual = got.duration ?? 0;
      const allowed = Math.max(DURATION_TOLERANCE.seconds, DURATION_TOLERANCE.fraction * expected);
      if (Math.abs(actual - expected) > allowed) {
        return { ok: false, reason: `the result lasts ${actual} s instead of ${expected} s` };
      }
    }
    const metadata: MediaMetadata = { ...got, container: req.format };
    return { ok: true, metadata, sha256: await deps.files.sha256(req.outputPath) };
  };
}

export type OutputChecker = ReturnType<typeof createOutputCheck>;

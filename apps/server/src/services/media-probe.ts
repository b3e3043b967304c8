/**
 * A local file as media: its container sniffed from the magic bytes, then the hardened ffprobe with
 * that demuxer forced (DESIGN.md §5), read into the metadata and stream facts. Used on results before
 * they are published (output-check.ts) and on what a download fetched before it is remuxed.
 */
import { probeArgs } from '../ffmpeg/probe-args.js';
import { parseProbeOutput, type ProbeOutcome } from '../ffmpeg/probe-parse.js';
import type { SniffResult } from '../ffmpeg/sniff.js';
import { sniffFile } from '../ffmpeg/sniff-file.js';
import type { ProcessRunner } from '../repositories/process/process-runner.repository.js';
import type { ScratchStorage } from '../repositories/storage/scratch.repository.js';
import { PROBE_MAX_OUTPUT_BYTES } from './uploads/media-intake.service.js';

export interface MediaProbeDeps {
  readonly runner: ProcessRunner;
  readonly ffprobePath: string;
  readonly timeoutMs: number;
  readonly files: Pick<ScratchStorage, 'readHead'>;
}

export type ProbedMedia = Extract<ProbeOutcome, { ok: true }> & { readonly sniffed: SniffResult };

/** Answers the probe of `file`, or undefined when it is no media this server reads. */
export type MediaProbe = (file: string) => Promise<ProbedMedia | undefined>;

export function createMediaProbe(deps: MediaProbeDeps): MediaProbe {
  return async (file) => {
    const sniffed = await sniffFile((offset, length) => deps.files.readHead(file, offset, length));
    if (!sniffed) return undefined;
    const result = await deps.runner.run({
      command: deps.ffprobePath,
      args: probeArgs(file, sniffed.demuxer),
      timeoutMs: deps.timeoutMs,
      maxOutputBytes: PROBE_MAX_OUTPUT_BYTES,
    });
    if (result.timedOut || result.outputExceeded || result.exitCode !== 0) return undefined;
    const outcome = parseProbeOutput(result.stdout, sniffed);
    return outcome.ok ? { ...outcome, sniffed } : undefined;
  };
}

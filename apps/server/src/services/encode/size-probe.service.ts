/**
 * Runs the content probes of a size target (ffmpeg/encode/size-probe.ts): the picture size that looks
 * best at the target's bitrate, and the least bitrate this content needs. Probe files are scratch files
 * of the job; a probe that fails leaves the choice to the bitrate ladder (the job does not fail for it).
 */
import path from 'node:path';
import { EncodeCancelledError } from './encode-executor.js';
import type { EncodedVideoCodec } from '../../ffmpeg/encode/encoders.js';
import type { EncodeInput } from '../../ffmpeg/encode/hardening.js';
import type { Box } from '../../ffmpeg/encode/plan.js';
import {
  bestCandidate,
  meanSsim,
  PROBE_CODEC_EFFICIENCY,
  probeEncodeArgs,
  probeSamples,
  probeSsimArgs,
  SIZE_PROBE,
  sizeCandidates,
  type ProbeSample,
} from '../../ffmpeg/encode/size-probe.js';

/** The I/O the probes need: run one ffmpeg command, read a scratch file's text, size a file. */
export interface ProbeRunner {
  readonly ffmpeg: (args: readonly string[]) => Promise<void>;
  readonly readText: (file: string) => Promise<string>;
  readonly size: (file: string) => Promise<number>;
}

export interface ContentProbeInput {
  readonly input: EncodeInput;
  /** The part of the input the output covers: where it starts and how long it is (seconds). */
  readonly start: number;
  readonly duration: number;
  /** The source picture (coded size; candidates are fitted either way up). */
  readonly width: number;
  readonly height: number;
  readonly maxBox?: Box;
  readonly codec: EncodedVideoCodec;
  /** Filters the real encode starts with (tone mapping). */
  readonly colour: readonly string[];
  /** The job's scratch directory. */
  readonly scratchDir: string;
}

export interface ContentProbe {
  /** The picture size for a video bitrate: the best-looking candidate, starting from the ladder's pick. */
  chooseBox(videoKbps: number, ladderPick: Box): Promise<Box>;
  /** The least video bitrate this content needs at the smallest picture, measured; null if unknown. */
  floorKbps(): Promise<number | null>;
}

const sampleSeconds = (samples: readonly ProbeSample[]) => samples.reduce((a, s) => a + s.seconds, 0);
const area = (b: Box) => b.width * b.height;

export function createContentProbe(
  o: ContentProbeInput,
  run: ProbeRunner,
  onError: (error: unknown) => void,
): ContentProbe {
  const samples = probeSamples(o.start, o.duration);
  const candidates = sizeCandidates(o.width, o.height, o.maxBox);
  let files = 0;
  const scratch = (ext: string) => path.join(o.scratchDir, `size-probe-${String(++files)}.${ext}`);
  const base = { input: o.input, samples, colour: o.colour };

  async function ssimAt(box: Box, kbps: number): Promise<number | null> {
    const probe = scratch('nut');
    const statsFile = scratch('ssim.log');
    await run.ffmpeg(probeEncodeArgs({ ...base, box, rate: { kbps }, output: probe }));
    await run.ffmpeg(probeSsimArgs({ ...base, probe, statsFile }));
    return meanSsim(await run.readText(statsFile));
  }

  return {
    async chooseBox(videoKbps, ladderPick) {
      if (candidates.length < 2) return candidates[0] ?? ladderPick;
      // The probes encode with x264: give it the bitrate that buys the output codec's quality.
      const kbps = videoKbps / PROBE_CODEC_EFFICIENCY[o.codec];
      const start = candidates.findIndex((c) => area(c) <= area(ladderPick));
      try {
        const best = await bestCandidate(
          candidates.length,
          start < 0 ? candidates.length - 1 : start,
          (i) => {
            const box = candidates[i];
            return box ? ssimAt(box, kbps) : Promise.resolve(null);
          },
        );
        return candidates[best] ?? ladderPick;
      } catch (error) {
        if (error instanceof EncodeCancelledError) throw error;
        onError(error);
        return ladderPick;
      }
    },
    async floorKbps() {
      const smallest = candidates[candidates.length - 1];
      if (!smallest) return null;
      const probe = scratch('nut');
      try {
        await run.ffmpeg(
          probeEncodeArgs({ ...base, box: smallest, rate: { crf: SIZE_PROBE.floorCrf }, output: probe }),
        );
        const kbps = ((await run.size(probe)) * 8) / sampleSeconds(samples) / 1000;
        return Math.max(
          SIZE_PROBE.minFloorKbps,
          Math.ceil((kbps * PROBE_CODEC_EFFICIENCY.h264) / PROBE_CODEC_EFFICIENCY[o.codec]),
        );
      } catch (error) {
        if (error instanceof EncodeCancelledError) throw error;
        onError(error);
        return null;
      }
    },
  };
}

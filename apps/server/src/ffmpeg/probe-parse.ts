import type { MediaMetadata } from '@mediaforge/shared';
import { z } from 'zod';
import type { StreamCodec } from './codec-catalog.js';
import { mediaTypeOf, type SniffResult } from './sniff.js';

/** The parts of `ffprobe -print_format json -show_format -show_streams` output we read. */
const streamSchema = z.object({
  index: z.number().int().optional(),
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  codec_tag_string: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  duration: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
});
const probeSchema = z.object({
  streams: z.array(streamSchema).default([]),
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional() }).optional(),
});

/** What the probe read besides the metadata: the streams a job decodes and the durations it claims. */
export interface ProbeFacts {
  /** The picture and sound streams a conversion maps (first non-cover video, first audio). */
  readonly codecs: readonly StreamCodec[];
  /** Each of those streams' own duration (null when unknown), in the same order. */
  readonly codecDurations: readonly (number | null)[];
  /** Their stream indices, for a packet scan. */
  readonly streamIndices: readonly number[];
  readonly formatDuration: number | null;
  readonly streamDurations: readonly number[];
}

export type ProbeOutcome =
  | {
      readonly ok: true;
      readonly metadata: MediaMetadata;
      readonly mimeType: string;
      readonly facts: ProbeFacts;
    }
  | { readonly ok: false; readonly reason: string };

const codecOf = (kind: StreamCodec['kind'], s: z.infer<typeof streamSchema>): StreamCodec => ({
  kind,
  name: s.codec_name && s.codec_name !== 'none' ? s.codec_name : null,
  tag: s.codec_tag_string ?? null,
});

const seconds = (text: string | undefined): number | null => {
  const value = text === undefined ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * Media facts from ffprobe's JSON, or why the file is not usable media: unparseable output, or no audio
 * and no video stream. Cover art (an attached picture, e.g. in an MP3) does not count as video.
 */
export function parseProbeOutput(json: string, sniffed: SniffResult): ProbeOutcome {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'ffprobe output is not JSON' };
  }
  const parsed = probeSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'ffprobe output has an unexpected shape' };
  const { streams, format } = parsed.data;
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video && !audio) return { ok: false, reason: 'no audio or video stream' };

  const mapped = [video, audio].filter((s) => s !== undefined);
  const streamDurations = mapped.map((s) => seconds(s.duration)).filter((d): d is number => d !== null);
  const formatDuration = seconds(format?.duration);
  const duration = formatDuration ?? (streamDurations.length > 0 ? Math.max(...streamDurations) : null);
  const { container, mimeType } = mediaTypeOf(sniffed, video !== undefined);
  return {
    ok: true,
    mimeType,
    facts: {
      codecs: [...(video ? [codecOf('video', video)] : []), ...(audio ? [codecOf('audio', audio)] : [])],
      codecDurations: mapped.map((s) => seconds(s.duration)),
      streamIndices: mapped.map((s) => s.index).filter((i): i is number => i !== undefined),
      formatDuration,
      streamDurations,
    },
    metadata: {
      container,
      duration,
      width: video?.width ?? null,
      height: video?.height ?? null,
      videoCodec: video?.codec_name ?? null,
      audioCodec: audio?.codec_name ?? null,
      hasVideo: video !== undefined,
      hasAudio: audio !== undefined,
    },
  };
}

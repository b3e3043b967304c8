/**
 * The facts of an input's first video and audio streams that the encode plan needs beyond the stored
 * upload metadata (codec, pixel format, colour): read at job time from ffprobe's JSON, so the lossless
 * fast path (D60) and HDR handling (D61) are decided from the file itself.
 */
import { z } from 'zod';

const streamSchema = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  pix_fmt: z.string().optional(),
  color_transfer: z.string().optional(),
  color_primaries: z.string().optional(),
  color_space: z.string().optional(),
  avg_frame_rate: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() }).passthrough()).optional(),
  tags: z.object({ rotate: z.string().optional() }).passthrough().optional(),
});
const probeSchema = z.object({ streams: z.array(streamSchema).default([]) });

/** Transfer functions of high dynamic range video: PQ (HDR10, Dolby Vision) and HLG. */
export const HDR_TRANSFERS: ReadonlySet<string> = new Set(['smpte2084', 'arib-std-b67']);

export interface SourceVideo {
  readonly codec: string;
  readonly pixelFormat: string | null;
  readonly transfer: string | null;
  readonly primaries: string | null;
  readonly matrix: string | null;
  readonly hdr: boolean;
  /** Average frames a second, when the stream says. */
  readonly frameRate: number | null;
  /** Whether players must turn the picture (a display matrix or rotate tag other than 0°). */
  readonly rotated: boolean;
}

export interface SourceStreams {
  readonly video: SourceVideo | null;
  readonly audioCodec: string | null;
}

/** '30000/1001' → 29.97; null for '0/0' or nonsense. */
function rate(text: string | undefined): number | null {
  const [n, d] = (text ?? '').split('/').map(Number);
  const value = d === undefined ? n : (n ?? Number.NaN) / d;
  return value !== undefined && Number.isFinite(value) && value > 0 && value <= 1000 ? value : null;
}

/** The first real video stream (cover art is not video) and the first audio stream; null when unreadable. */
export function parseStreamFacts(json: string): SourceStreams | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = probeSchema.safeParse(raw);
  if (!parsed.success) return null;
  const streams = parsed.data.streams;
  const v = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const a = streams.find((s) => s.codec_type === 'audio');
  const transfer = v?.color_transfer ?? null;
  return {
    video: v
      ? {
          codec: v.codec_name ?? 'unknown',
          pixelFormat: v.pix_fmt ?? null,
          transfer,
          primaries: v.color_primaries ?? null,
          matrix: v.color_space ?? null,
          hdr: transfer !== null && HDR_TRANSFERS.has(transfer),
          frameRate: rate(v.avg_frame_rate),
          rotated:
            (v.side_data_list ?? []).some((d) => (d.rotation ?? 0) % 360 !== 0) ||
            Number(v.tags?.rotate ?? 0) % 360 !== 0,
        }
      : null,
    audioCodec: a?.codec_name ?? null,
  };
}

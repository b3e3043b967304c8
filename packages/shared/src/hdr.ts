/**
 * Keeping HDR (docs/decisions.md D61): an opt-in video setting. Only 10-bit capable encoders in
 * containers that carry their colour description can keep it; anything else is tone-mapped to SDR.
 */
import { codecInfoFor } from './codecs.js';

/** Video outputs whose container carries 10-bit HEVC/VP9/AV1 with its colour description. */
export const HDR_OUTPUT_FORMATS: readonly string[] = ['mp4', 'mov', 'm4v', 'mkv', 'webm'];
/** Codecs that keep HDR: the 10-bit encoders, and stream copy. */
export const HDR_CODECS: readonly string[] = ['h265', 'vp9', 'av1', 'copy'];

/** Whether keep_hdr applies to a format and the chosen (or default) video codec. */
export function hdrKeepable(format: string, videoCodec: unknown): boolean {
  const f = format.toLowerCase();
  if (!HDR_OUTPUT_FORMATS.includes(f)) return false;
  const codec =
    typeof videoCodec === 'string' && videoCodec.trim() !== ''
      ? videoCodec.trim().toLowerCase()
      : codecInfoFor(f).defaultCodec;
  return HDR_CODECS.includes(codec);
}

/** Whether settings keep HDR: asked for, and possible with this format and codec. */
export function keepsHdr(
  format: string,
  settings: { readonly keep_hdr?: boolean; readonly video_codec?: string },
): boolean {
  return settings.keep_hdr === true && hdrKeepable(format, settings.video_codec);
}

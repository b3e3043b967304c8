/**
 * GIF output (§3 "GIF settings", §9 GIF defaults) with ffmpeg's two-stage palette: palettegen builds
 * the best `color_palette` colours for the clip, paletteuse maps the frames onto it with the chosen
 * dithering. The meaning we give the knobs the spec leaves open (docs/decisions.md, "GIF settings"):
 *
 * - compression_level (1-200, default 100) scales mpdecimate's thresholds: 100 drops frames ffmpeg's
 *   defaults call duplicates (hi 768, lo 320), 200 twice as dissimilar ones, 1 only near-identical
 *   frames. A dropped frame lengthens the previous one's delay (variable frame rate), so timing holds.
 * - background_optimization: the palette favours what moves (stats_mode=diff) and each frame only
 *   re-codes the rectangle that changed (diff_mode=rectangle).
 * - optimize_size: the encoder writes only the changed part of each frame and marks unchanged pixels
 *   transparent (gifflags offsetting+transdiff); off writes every frame whole.
 * - preserve_transparency: keep the source's alpha (transparent where alpha < 128); off flattens it.
 * - loop_count: 0 loops forever (§5), N plays N more times (the GIF muxer's -loop).
 * - source_type 'images' is treated like 'video': the source is one uploaded file.
 */
import type { GifSettings } from '@mediaforge/shared';
import { FFMPEG_GLOBAL_ARGS, inputArgs, outputArgs, STRIP_METADATA_ARGS } from './hardening.js';
import { toneMapFilters } from './colour.js';
import { EncodePlanError, type EncodePlan, type EncodeRequest } from './plan.js';
import { outputDuration, trimWindow } from './timing.js';

/** mpdecimate's defaults (ffmpeg-filters(1)): hi 64*12, lo 64*5. */
const MPDECIMATE_HI = 768;
const MPDECIMATE_LO = 320;

const clampInt = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(n)));

/** The -filter_complex graph of a GIF, ending in the pad [gif]; `colour` first (HDR tone mapping). */
export function gifFiltergraph(s: GifSettings, colour: readonly string[] = []): string {
  const height = s.height_mode === 'custom' ? String(clampInt(s.gif_height, 1, 4320)) : '-1';
  const level = clampInt(s.compression_level, 1, 200) / 100;
  const prepare = [
    ...colour,
    `fps=${clampInt(s.gif_fps, 1, 50)}`,
    `scale=${clampInt(s.gif_width, 1, 7680)}:${height}:flags=lanczos`,
    `mpdecimate=hi=${Math.round(MPDECIMATE_HI * level)}:lo=${Math.round(MPDECIMATE_LO * level)}:frac=0.33`,
    ...(s.reverse_gif ? ['reverse'] : []),
    s.preserve_transparency ? 'format=rgba' : 'format=rgb24',
    'split[frames][stats]',
  ].join(',');
  const stats = s.background_optimization ? 'diff' : 'full';
  const palette = `[stats]palettegen=max_colors=${clampInt(s.color_palette, 4, 256)}:stats_mode=${stats}[palette]`;
  const use = [
    `dither=${s.dithering}`,
    ...(s.background_optimization ? ['diff_mode=rectangle'] : []),
    ...(s.preserve_transparency ? ['alpha_threshold=128'] : []),
  ].join(':');
  return `[0:v]${prepare};${palette};[frames][palette]paletteuse=${use}[gif]`;
}

export function buildGifPlan(req: EncodeRequest, s: GifSettings): EncodePlan {
  if (!req.metadata.hasVideo) throw new EncodePlanError('The file has no video to make a GIF from');
  const window = trimWindow(true, s.trim_start, s.trim_end);
  const args = [
    ...FFMPEG_GLOBAL_ARGS,
    ...inputArgs(req.input, window),
    '-filter_complex',
    // A GIF is 8-bit: an HDR source is tone-mapped like any 8-bit output (D61).
    gifFiltergraph(s, req.sourceVideo?.hdr ? toneMapFilters(req.sourceVideo) : []),
    '-map',
    '[gif]',
    ...STRIP_METADATA_ARGS,
    '-fps_mode',
    'vfr',
    '-c:v',
    'gif',
    '-gifflags',
    s.optimize_size ? '+offsetting+transdiff' : '-offsetting-transdiff',
    '-loop',
    String(clampInt(s.loop_count, 0, 10000)),
    ...outputArgs('gif', req.output),
  ];
  return {
    kind: 'ffmpeg',
    passes: [args],
    output: req.output,
    durationSeconds: outputDuration(req.metadata.duration, window),
  };
}

/**
 * Filter strings for `-vf`, `-af` and `-filter_complex`. Each function returns one filter (or a short
 * chain); the builders join them with ','.
 */
import type { Box, ScaleSpec } from './plan.js';

/**
 * A value for a filter option inside a filtergraph, escaped for both levels ffmpeg unescapes
 * ("Notes on filtergraph escaping", ffmpeg-filters(1)): first the option parser (`\ ' :`), then the
 * graph parser (`\ ' [ ] , ;`). Whitespace is escaped too, so leading/trailing blanks survive.
 */
export function escapeFilterValue(value: string): string {
  const option = value.replace(/[\\':\s]/g, (c) => `\\${c}`);
  return option.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

const even = (n: number): number => Math.max(2, 2 * Math.floor(n / 2));

/** A crop rectangle rounded down to even sizes (4:2:0). */
export function cropFilter(width: number, height: number, x: number, y: number): string {
  return `crop=${even(width)}:${even(height)}:${Math.max(0, Math.round(x))}:${Math.max(0, Math.round(y))}`;
}

/** Clockwise rotation by a multiple of 90°. */
export function rotateFilters(degrees: 0 | 90 | 180 | 270): string[] {
  switch (degrees) {
    case 0:
      return [];
    case 90:
      return ['transpose=clock'];
    case 180:
      return ['hflip', 'vflip'];
    case 270:
      return ['transpose=cclock'];
  }
}

export function flipFilters(flip: 'none' | 'horizontal' | 'vertical' | 'both'): string[] {
  switch (flip) {
    case 'none':
      return [];
    case 'horizontal':
      return ['hflip'];
    case 'vertical':
      return ['vflip'];
    case 'both':
      return ['hflip', 'vflip'];
  }
}

/** The box side that applies to the width (`w`) or height (`h`), turned upright for portrait input. */
const side = (box: Box, of: 'w' | 'h', orient: boolean): string => {
  const [landscape, portrait] = of === 'w' ? [box.width, box.height] : [box.height, box.width];
  return orient ? `if(gte(iw,ih),${landscape},${portrait})` : String(landscape);
};

/**
 * A scale filter. Fitting keeps the aspect ratio inside the box (force_original_aspect_ratio=decrease)
 * with even sides; without upscale the box is first limited to the input size, so it only shrinks.
 * Expressions are evaluated by ffmpeg on the decoded (auto-rotated) frame, so phone videos with a
 * rotation flag are fitted the right way up.
 */
export function scaleFilter(spec: ScaleSpec): string {
  switch (spec.kind) {
    case 'fit': {
      const w = side(spec.box, 'w', spec.orient);
      const h = side(spec.box, 'h', spec.orient);
      const [bw, bh] = spec.upscale ? [w, h] : [`min(iw,${w})`, `min(ih,${h})`];
      return `scale=w='${bw}':h='${bh}':force_original_aspect_ratio=decrease:force_divisible_by=2`;
    }
    case 'exact':
      return `scale=${even(spec.width)}:${even(spec.height)},setsar=1`;
    case 'width':
      return spec.upscale
        ? `scale=${even(spec.width)}:-2`
        : `scale=w='2*trunc(min(iw,${spec.width})/2)':h=-2`;
    case 'height':
      return spec.upscale
        ? `scale=-2:${even(spec.height)}`
        : `scale=w=-2:h='2*trunc(min(ih,${spec.height})/2)'`;
  }
}

/** Rounds odd input sizes down to even ones (4:2:0 encoders refuse odd sizes). */
export const EVEN_SIZE_FILTER = 'scale=trunc(iw/2)*2:trunc(ih/2)*2';

/** A number as ffmpeg reads it, without float noise ('1.5', '0.333'). */
export const decimal = (n: number): string => String(Math.round(n * 1000) / 1000);

/** volume=1.5 for 150 %; none at 100 %. */
export function volumeFilter(percent: number): string[] {
  return percent === 100 ? [] : [`volume=${decimal(percent / 100)}`];
}

/**
 * Fade in over the first `fadeIn` seconds and out over the last `fadeOut` seconds of a clip of
 * `duration` seconds. The fade-out needs the duration; without it (an unknown-length source) it is left out.
 */
export function fadeFilters(fadeIn: number, fadeOut: number, duration: number | null): string[] {
  const out: string[] = [];
  const cap = (d: number) => (duration === null ? d : Math.min(d, duration));
  if (fadeIn > 0) out.push(`afade=t=in:st=0:d=${decimal(cap(fadeIn))}`);
  if (fadeOut > 0 && duration !== null && duration > 0) {
    const d = cap(fadeOut);
    out.push(`afade=t=out:st=${decimal(duration - d)}:d=${decimal(d)}`);
  }
  return out;
}

/** EBU R128 loudness normalisation (single pass; -16 LUFS, the usual streaming target). */
export const LOUDNORM_FILTER = 'loudnorm=I=-16:TP=-1.5:LRA=11';

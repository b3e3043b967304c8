/**
 * Value arithmetic of the Slider. Stops are the multiples of `step` inside [min, max], plus min and max
 * themselves: the method popup's percentage slider is "1-100 step 5, default 50" (CC-5.26), which a
 * native range input cannot hold (its steps would count from 1: 1, 6, … 96, and 50 would become 51).
 */
export interface SliderRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

const clamp = (value: number, { min, max }: SliderRange): number => Math.min(max, Math.max(min, value));

/** The stop nearest to a value. */
export function snapToStop(value: number, range: SliderRange): number {
  const snapped = Math.round(value / range.step) * range.step;
  return clamp(snapped, range);
}

/** The next stop up (direction 1) or down (-1), `stops` stops away (PageUp/PageDown move several). */
export function stepValue(value: number, direction: 1 | -1, range: SliderRange, stops = 1): number {
  let next = value;
  for (let i = 0; i < stops; i += 1) {
    const grid =
      direction > 0
        ? Math.floor(next / range.step) * range.step + range.step
        : Math.ceil(next / range.step) * range.step - range.step;
    next = clamp(grid, range);
  }
  return next;
}

/** The stop under a pointer at `fraction` (0 = min end, 1 = max end) of the track. */
export function valueAtFraction(fraction: number, range: SliderRange): number {
  const f = Math.min(1, Math.max(0, fraction));
  return snapToStop(range.min + f * (range.max - range.min), range);
}

/** Where a value sits along the track, 0 to 1. */
export function fractionOf(value: number, { min, max }: SliderRange): number {
  return max === min ? 0 : (Math.min(max, Math.max(min, value)) - min) / (max - min);
}

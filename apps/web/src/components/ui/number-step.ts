/** Spin-button stepping of NumberInput: arrows add or take one step, kept inside the bounds. */
export interface NumberBounds {
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

/** Decimals of a step (0.1 → 1), so 25 + 0.1 prints as 25.1 and not 25.100000000000001. */
const decimals = (step: number): number => (String(step).split('.')[1] ?? '').length;

/**
 * The text after one step up or down. Unreadable or empty text starts from the lower bound (or 0),
 * which gives the user a valid number to continue from.
 */
export function stepNumber(text: string, direction: 1 | -1, bounds: NumberBounds): string {
  const step = bounds.step ?? 1;
  const current = Number(text.trim() === '' ? Number.NaN : text);
  let next = Number.isFinite(current) ? current + direction * step : (bounds.min ?? 0);
  if (bounds.min !== undefined) next = Math.max(bounds.min, next);
  if (bounds.max !== undefined) next = Math.min(bounds.max, next);
  return next.toFixed(decimals(step)).replace(/\.0+$/, '');
}

/** The number a text holds, for aria-valuenow; undefined when it holds none. */
export function numberOf(text: string): number | undefined {
  const n = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(n) ? n : undefined;
}

import { BATCH_PAUSE_MS } from '@mediaforge/shared';

/** Splits `items` into consecutive groups of at most `size` (at least 1). */
export function toBatches<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += step) batches.push(items.slice(i, i + step));
  return batches;
}

/**
 * Runs `run` for every item in parallel batches of up to `size`, waiting `pauseMs` between batches
 * (CC §4 "Conversions run in parallel batches of up to the per-upload limit, with a 2 s wait between
 * batches"). A failing item does not stop its batch or the next ones: `run` reports its own errors.
 */
export async function runInBatches<T>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<void>,
  sleep: (ms: number) => Promise<void>,
  pauseMs: number = BATCH_PAUSE_MS,
): Promise<void> {
  const batches = toBatches(items, size);
  for (const [index, batch] of batches.entries()) {
    if (index > 0) await sleep(pauseMs);
    await Promise.allSettled(batch.map((item) => run(item)));
  }
}

import { describe, expect, it } from 'vitest';
import { runInBatches, toBatches } from './batches';

describe('batches', () => {
  it('CC-4.27 splits into groups of the per-upload limit', () => {
    expect(toBatches([1, 2, 3, 4, 5, 6, 7], 5)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(toBatches([1, 2], 0)).toEqual([[1], [2]]);
  });

  it('CC-4.27 runs a batch in parallel, waits 2 s, then runs the next; a failure stops nothing', async () => {
    const log: string[] = [];
    const open = new Map<number, () => void>();
    const run = (n: number) =>
      new Promise<void>((resolve, reject) => {
        log.push(`start ${String(n)}`);
        open.set(n, n === 2 ? () => reject(new Error('boom')) : resolve);
      });
    const sleep = (ms: number) => {
      log.push(`sleep ${String(ms)}`);
      return Promise.resolve();
    };
    const done = runInBatches([1, 2, 3], 2, run, sleep);
    await Promise.resolve();
    expect(log).toEqual(['start 1', 'start 2']);
    open.get(1)?.();
    open.get(2)?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['start 1', 'start 2', 'sleep 2000', 'start 3']);
    open.get(3)?.();
    await done;
  });
});

import { describe, expect, it } from 'vitest';
import { createChunkWrites } from './chunk-writes.js';

describe('chunk writes in flight', () => {
  it('a second copy of a chunk waits for the first; other chunks and uploads do not', async () => {
    const writes = createChunkWrites();
    const first = await writes.claim('up', 1);
    const other = await writes.claim('up', 2);
    const elsewhere = await writes.claim('up2', 1);
    let secondClaimed = false;
    const second = writes.claim('up', 1).then((release) => {
      secondClaimed = true;
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(secondClaimed).toBe(false);
    expect(writes.busy('up')).toBe(true);
    first();
    const releaseSecond = await second;
    expect(secondClaimed).toBe(true);
    releaseSecond();
    other();
    expect(writes.busy('up')).toBe(false);
    expect(writes.busy('up2')).toBe(true);
    elsewhere();
    expect(writes.busy('up2')).toBe(false);
  });
});

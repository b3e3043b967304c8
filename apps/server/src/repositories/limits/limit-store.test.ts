import { describe, expect, it } from 'vitest';
import { useLimitStoreAdapters } from '../../../test/helpers/limit-stores.js';

const adapters = useLimitStoreAdapters();

describe.each(adapters)('limit counters in $name', (adapter) => {
  it('parallel uses of one window never pass its limit; the refused ones learn the window’s times', async () => {
    const window = adapter.stores().windows('parallel');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => window.add('visitor', 1000 + i, 60_000, 5)),
    );
    expect(answers.filter((a) => a.added)).toHaveLength(5);
    const refused = answers.find((a) => !a.added);
    expect(refused && !refused.added && refused.times).toHaveLength(5);
  });

  it('a once-key is claimed once until it expires, then again', async () => {
    const once = adapter.stores().once('captcha');
    const start = Date.now();
    expect(await once.claim('nonce-1', start + 150, start)).toBe(true);
    expect(await once.claim('nonce-1', start + 150, start)).toBe(false);
    expect(await once.claim('nonce-2', start + 150, start)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await once.claim('nonce-1', Date.now() + 150, Date.now())).toBe(true);
  });
});

describe('limit counters in Redis are the install’s, not the node’s', () => {
  const redis = adapters.find((a) => a.name === 'Redis');
  it('two nodes adding to one window in turn stop together at its limit', async () => {
    if (!redis) throw new Error('no Redis adapter');
    const stores = redis.stores();
    // The same namespace through two store objects: what two API nodes build from one REDIS_PREFIX.
    const [a, b] = [stores.windows('lookups'), stores.windows('lookups')];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).add('server', 5000 + i, 60_000, 6)),
    );
    expect(answers.filter((x) => x.added)).toHaveLength(6);
    expect(await a.recent('server', 5100, 60_000)).toEqual(await b.recent('server', 5100, 60_000));
  });
});

import { describe, expect, it } from 'vitest';
import { createHealthService } from './health.service.js';

describe('health report (D235)', () => {
  it('names each dependency; one that fails or hangs past the limit is unavailable', async () => {
    const health = createHealthService({
      checks: {
        database: () => Promise.resolve(),
        objectStore: () => Promise.reject(new Error('bucket gone')),
        redis: () => new Promise<void>(() => undefined),
      },
      timeoutMs: 50,
      shareMs: 0,
    });
    expect(await health.report()).toEqual({
      ok: false,
      dependencies: { database: 'ok', objectStore: 'unavailable', redis: 'unavailable' },
    });
  });

  it('one report answers every caller for a moment, then the dependencies are asked again', async () => {
    let clock = 0;
    let asked = 0;
    const health = createHealthService({
      checks: { database: () => Promise.resolve(void (asked += 1)) },
      shareMs: 1000,
      now: () => clock,
    });
    await Promise.all([health.report(), health.report(), health.report()]);
    expect(asked).toBe(1);
    clock = 999;
    await health.report();
    expect(asked).toBe(1);
    clock = 1000;
    expect(await health.report()).toEqual({ ok: true, dependencies: { database: 'ok' } });
    expect(asked).toBe(2);
  });
});

/**
 * The embedded mode's limit counters: maps in this process (one process serves everything). Memory is
 * bounded: empty windows are swept every SWEEP_EVERY additions, and past `maxKeys` keys the oldest go
 * first (a flood of made-up accounts or ids cannot grow the process).
 */
import type { LimitStores, OnceStore, WindowStore } from './limit-store.repository.js';

const SWEEP_EVERY = 1000;
const DEFAULT_MAX_KEYS = 100_000;

export function createMemoryWindowStore(maxKeys = DEFAULT_MAX_KEYS): WindowStore {
  const uses = new Map<string, { at: number; entry: string }[]>();
  let added = 0;
  let serial = 0;
  const live = (key: string, now: number, windowMs: number) => {
    const kept = (uses.get(key) ?? []).filter((u) => u.at > now - windowMs);
    if (kept.length === 0) uses.delete(key);
    else uses.set(key, kept);
    return kept;
  };
  const bound = (now: number, windowMs: number) => {
    if (++added % SWEEP_EVERY === 0) for (const key of [...uses.keys()]) live(key, now, windowMs);
    // Maps iterate in insertion order: the oldest keys go first.
    for (const key of uses.keys()) {
      if (uses.size <= maxKeys) break;
      uses.delete(key);
    }
  };
  return {
    recent: (key, now, windowMs) => Promise.resolve(live(key, now, windowMs).map((u) => u.at)),
    add(key, now, windowMs, max) {
      const kept = live(key, now, windowMs);
      if (kept.length >= max) return Promise.resolve({ added: false, times: kept.map((u) => u.at) });
      const entry = String(++serial);
      uses.delete(key);
      uses.set(key, [...kept, { at: now, entry }]);
      bound(now, windowMs);
      return Promise.resolve({ added: true, entry });
    },
    remove(key, entry) {
      const list = uses.get(key);
      const i = list?.findIndex((u) => u.entry === entry) ?? -1;
      if (list && i !== -1) list.splice(i, 1);
      return Promise.resolve();
    },
    clear(key) {
      uses.delete(key);
      return Promise.resolve();
    },
  };
}

export function createMemoryOnceStore(maxKeys = DEFAULT_MAX_KEYS): OnceStore {
  const used = new Map<string, number>();
  return {
    claim(key, expiresAt, now) {
      for (const [k, until] of used) if (until <= now) used.delete(k);
      if (used.has(key)) return Promise.resolve(false);
      used.set(key, expiresAt);
      for (const k of used.keys()) {
        if (used.size <= maxKeys) break;
        used.delete(k);
      }
      return Promise.resolve(true);
    },
  };
}

export function createMemoryLimitStores(): LimitStores {
  return {
    windows: () => createMemoryWindowStore(),
    once: () => createMemoryOnceStore(),
  };
}

/**
 * Counters of the limits that must hold across processes (DESIGN.md §1: in the scaled mode a visitor's
 * requests reach any API node): sliding windows of uses per key (sign-in failures, WhatsApp lookups)
 * and things that may be used once (bot-check solutions). Embedded they live in the process
 * (memory-limit-store.repository.ts); scaled, in Redis (redis-limit-store.repository.ts).
 */

/** A recorded use, or the times that refused it (oldest first). */
export type WindowAdd =
  | { readonly added: true; readonly entry: string }
  | { readonly added: false; readonly times: readonly number[] };

export interface WindowStore {
  /** The times recorded under `key` after `now - windowMs`, oldest first; older ones are forgotten. */
  recent(key: string, now: number, windowMs: number): Promise<readonly number[]>;
  /** Records a use at `now` unless `max` uses already fall in the window (one atomic step). */
  add(key: string, now: number, windowMs: number, max: number): Promise<WindowAdd>;
  /** Forgets one recorded use (`entry` from `add`). */
  remove(key: string, entry: string): Promise<void>;
  /** Forgets every use of `key`. */
  clear(key: string): Promise<void>;
}

export interface OnceStore {
  /** True the first time `key` is claimed; it is remembered until `expiresAt` (epoch ms). */
  claim(key: string, expiresAt: number, now: number): Promise<boolean>;
}

/** The run mode's counters, one namespace per limit. */
export interface LimitStores {
  windows(name: string): WindowStore;
  once(name: string): OnceStore;
}

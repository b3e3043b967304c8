/**
 * How many WhatsApp lookups run (docs/decisions.md D165): each one asks WhatsApp up to five questions
 * from the operator's own account, and WhatsApp bans accounts that look up numbers in bulk. Two sliding
 * windows in memory (one process serves the embedded mode): per visitor, so one visitor cannot use up
 * everyone's share, and for the whole server, which bounds what the linked account does in any case.
 */
import { DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';

export interface WindowLimit {
  readonly max: number;
  readonly windowMs: number;
}

export type Taken =
  { readonly ok: true; release(): void } | { readonly ok: false; readonly retryAfterMs: number };

export interface SlidingWindow {
  /** Counts one use by `key` now, or says how long until one is possible. */
  take(key: string): Taken;
}

/** Keys are forgotten once their window is empty; a sweep runs every this many takes. */
const SWEEP_EVERY = 1000;

export function createSlidingWindow(limit: WindowLimit, now: () => number): SlidingWindow {
  const uses = new Map<string, number[]>();
  let takes = 0;
  const live = (key: string, at: number): number[] => {
    const kept = (uses.get(key) ?? []).filter((t) => t > at - limit.windowMs);
    if (kept.length === 0) uses.delete(key);
    else uses.set(key, kept);
    return kept;
  };
  return {
    take(key) {
      const at = now();
      if (++takes % SWEEP_EVERY === 0) for (const k of [...uses.keys()]) live(k, at);
      const kept = live(key, at);
      if (kept.length >= limit.max) {
        return { ok: false, retryAfterMs: Math.max(1, (kept[0] ?? at) + limit.windowMs - at) };
      }
      uses.set(key, [...kept, at]);
      return {
        ok: true,
        release() {
          const list = uses.get(key) ?? [];
          const i = list.indexOf(at);
          if (i !== -1) list.splice(i, 1);
        },
      };
    },
  };
}

export type LimitScope = 'visitor' | 'server';

/** 429 RATE_LIMITED, with whose limit it was and when to try again. */
export function lookupLimitError(scope: LimitScope, retryAfterMs: number): AppError {
  const message =
    scope === 'visitor' ? DOWNLOADER_MESSAGES.whatsappVisitorLimit : DOWNLOADER_MESSAGES.whatsappServerLimit;
  return new AppError(ERROR_CODES.RATE_LIMITED, message, {
    scope,
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  });
}

/** The server's limit as the extractor's `beforeLookup`: counts a lookup, or throws its refusal. */
export function serverLookupGate(window: SlidingWindow): () => void {
  return () => {
    const taken = window.take('server');
    if (!taken.ok) throw lookupLimitError('server', taken.retryAfterMs);
  };
}

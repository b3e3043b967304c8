/**
 * How many WhatsApp lookups run (docs/decisions.md D165): each one asks WhatsApp up to five questions
 * from the operator's own account, and WhatsApp bans accounts that look up numbers in bulk. Two sliding
 * windows: per visitor, so one visitor cannot use up everyone's share, and for the whole server, which
 * bounds what the linked account does in any case. They count in the run mode's window store (this
 * process embedded, Redis when several API nodes answer; D242), so the server's limit is the install's.
 */
import { DOWNLOADER_MESSAGES, ERROR_CODES, type ErrorCode } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { WindowStore } from '../../repositories/limits/limit-store.repository.js';

export interface WindowLimit {
  readonly max: number;
  readonly windowMs: number;
}

export type Taken =
  { readonly ok: true; release(): Promise<void> } | { readonly ok: false; readonly retryAfterMs: number };

export interface SlidingWindow {
  /** Counts one use by `key` now, or says how long until one is possible. */
  take(key: string): Promise<Taken>;
}

export function createSlidingWindow(
  limit: WindowLimit,
  store: WindowStore,
  now: () => number,
): SlidingWindow {
  return {
    async take(key) {
      const at = now();
      const added = await store.add(key, at, limit.windowMs, limit.max);
      if (!added.added) {
        return { ok: false, retryAfterMs: Math.max(1, (added.times[0] ?? at) + limit.windowMs - at) };
      }
      return { ok: true, release: () => store.remove(key, added.entry) };
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
export function serverLookupGate(window: SlidingWindow): () => Promise<void> {
  return async () => {
    const taken = await window.take('server');
    if (!taken.ok) throw lookupLimitError('server', taken.retryAfterMs);
  };
}

/**
 * Refusals that come before WhatsApp is asked anything (no device, no connection, the server's own
 * limit): the visitor's lookup is not spent.
 */
export function askedNothing(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  const notAsked: readonly ErrorCode[] = [
    ERROR_CODES.EXTRACTOR_NEEDS_DEVICE,
    ERROR_CODES.EXTRACTOR_UNAVAILABLE,
  ];
  return (
    notAsked.includes(error.code) ||
    (error.code === ERROR_CODES.RATE_LIMITED && error.context?.scope === 'server')
  );
}

/**
 * Runs one lookup of `visitor` within its limit: counted first (429 RATE_LIMITED scope visitor past
 * it), given back when the lookup asked WhatsApp nothing. Every way in to a lookup goes through this,
 * POST /downloader/whatsapp and POST /downloader/info alike (D259).
 */
export async function withinVisitorLimit<T>(
  window: SlidingWindow,
  visitor: string,
  lookup: () => Promise<T>,
): Promise<T> {
  const taken = await window.take(visitor);
  if (!taken.ok) throw lookupLimitError('visitor', taken.retryAfterMs);
  try {
    return await lookup();
  } catch (error) {
    if (askedNothing(error)) await taken.release();
    throw error;
  }
}

import {
  ACCOUNT_PATHS,
  DEFAULT_MAX_FILES_PER_UPLOAD,
  limitsResponseSchema,
  type LimitsResponse,
} from '@mediaforge/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { anonymousMaxFileSize } from './anonymous-session';
import { apiData, type AnswerSchema } from './api-client';
import { useAuthSession, type AuthState } from './auth-session';

/**
 * The visitor's limits object as the server is configured (GET /api/limits; CC §3 "Limits", §6 "Per-tier
 * limits … come from a limits object", CC-6.09; docs/decisions.md D77): what the upload area shows and
 * checks before a byte is sent. Until the answer arrives the spec's default count applies and no size is
 * checked in the browser; the server checks both either way.
 */
let current: LimitsResponse | undefined;
/** Whom `current` (or the request out) was asked for: 'anonymous' or the signed-in account. */
let askedFor: string | undefined;
const listeners = new Set<() => void>();

/** The answer's `data`, or undefined when it is not a limits object. */
export function parseLimits(data: unknown): LimitsResponse | undefined {
  const parsed = limitsResponseSchema.safeParse(data);
  if (!parsed.success) return undefined;
  return { ...parsed.data, maxFilesPerUpload: Math.max(1, parsed.data.maxFilesPerUpload) };
}

/** The limits object of GET /api/limits. */
const limitsAnswer: AnswerSchema<LimitsResponse | undefined> = {
  safeParse: (data) => ({ success: true, data: parseLimits(data) }),
};

function set(next: LimitsResponse | undefined): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Who the limits are for, as the browser knows it; a visitor not known yet reads as anonymous. */
export function limitsKey(auth: AuthState): string {
  return auth.status === 'signedIn' ? `user:${auth.user.id}:${auth.user.tier}` : 'anonymous';
}

/** Asks the server for the limits of `key`'s visitor, unless they are known or asked for already. */
export async function loadVisitorLimits(key: string): Promise<void> {
  if (askedFor === key) return;
  askedFor = key;
  try {
    const limits = await apiData({ path: ACCOUNT_PATHS.limits }, limitsAnswer);
    if (askedFor === key) set(limits);
  } catch {
    // No answer: the defaults stay, and the next visit to a page asks again.
    if (askedFor === key) askedFor = undefined;
  }
}

export function visitorLimits(): LimitsResponse | undefined {
  return current;
}

/** Files per upload (CC §5: "default 5" until the server has said). */
export function maxFilesPerUpload(): number {
  return current?.maxFilesPerUpload ?? DEFAULT_MAX_FILES_PER_UPLOAD;
}

/** The visitor's file size limit when known (before the answer, an anonymous session's own limits). */
export function maxFileSize(): number | undefined {
  return current?.maxFileSize ?? anonymousMaxFileSize();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The limits, asked for on first use and again when the visitor signs in or out. */
export function useVisitorLimits(): LimitsResponse | undefined {
  const key = limitsKey(useAuthSession());
  useEffect(() => {
    void loadVisitorLimits(key);
  }, [key]);
  return useSyncExternalStore(subscribe, visitorLimits, visitorLimits);
}

/** Forgets what was loaded (tests). */
export function resetVisitorLimits(): void {
  askedFor = undefined;
  set(undefined);
}

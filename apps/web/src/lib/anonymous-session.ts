import {
  ANONYMOUS_ALLOWED_FORMATS,
  ANONYMOUS_DAILY_CREDITS,
  ANONYMOUS_MAX_FILE_SIZE,
  ANONYMOUS_SESSION_ID_PREFIX,
  ANONYMOUS_SESSION_STORAGE_KEY,
  isAnonymousSessionExpired,
  isAcceptedAnonymousSessionId,
} from '@mediaforge/shared';
import { browserStorage } from './browser-storage';
import { randomId } from './random-id';

/**
 * The anonymous session kept in browser storage (spec: CC §3 "Anonymous session", CC-3.62, CC-3.63).
 * Until the accounts issue moves issuance to the server, the browser creates it; `ip` is unknown here
 * and stays null.
 */
export interface AnonymousSession {
  readonly id: string;
  readonly ip: string | null;
  readonly userAgent: string;
  /** ISO 8601 creation time. */
  readonly createdAt: string;
  readonly dailyConversions: number;
  readonly isExpired: boolean;
  readonly limits: {
    readonly dailyCredits: number;
    readonly maxFileSize: number;
    readonly allowedFormats: readonly string[];
  };
}

/** The storage the session lives in; injectable so tests need no browser. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function createdAtMs(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

function readStored(storage: SessionStorageLike, now: number): AnonymousSession | undefined {
  try {
    const raw = storage.getItem(ANONYMOUS_SESSION_STORAGE_KEY);
    if (raw === null) return undefined;
    const parsed = JSON.parse(raw) as Partial<AnonymousSession> | null;
    if (typeof parsed?.id !== 'string' || !isAcceptedAnonymousSessionId(parsed.id)) return undefined;
    // A session without a readable creation time counts as expired (limits.ts), so it is replaced.
    if (isAnonymousSessionExpired(createdAtMs(parsed.createdAt), now)) return undefined;
    return parsed as AnonymousSession;
  } catch {
    return undefined;
  }
}

export function newAnonymousSession(now: number, userAgent: string): AnonymousSession {
  return {
    id: `${ANONYMOUS_SESSION_ID_PREFIX}${randomId(16)}`,
    ip: null,
    userAgent,
    createdAt: new Date(now).toISOString(),
    dailyConversions: 0,
    isExpired: false,
    limits: {
      dailyCredits: ANONYMOUS_DAILY_CREDITS,
      maxFileSize: ANONYMOUS_MAX_FILE_SIZE,
      allowedFormats: [...ANONYMOUS_ALLOWED_FORMATS],
    },
  };
}

/**
 * The current anonymous session: the stored one while younger than 24 hours, otherwise a fresh one,
 * which is stored (CC-4.49). Without usable storage the fresh session still serves this page.
 */
export function ensureAnonymousSession(
  storage: SessionStorageLike | undefined = browserStorage(),
  now: number = Date.now(),
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): AnonymousSession {
  const stored = storage === undefined ? undefined : readStored(storage, now);
  if (stored !== undefined) return stored;
  const session = newAnonymousSession(now, userAgent);
  try {
    storage?.setItem(ANONYMOUS_SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session lives for this page only.
  }
  return session;
}

let pageSession: AnonymousSession | undefined;

/** The session id for request headers; re-read so a session that expires while the page is open is replaced. */
export function anonymousSessionId(): string {
  const now = Date.now();
  if (pageSession === undefined || isAnonymousSessionExpired(createdAtMs(pageSession.createdAt), now)) {
    pageSession = ensureAnonymousSession(browserStorage(), now);
  }
  return pageSession.id;
}

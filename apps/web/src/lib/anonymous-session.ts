import {
  ACCOUNT_PATHS,
  ANONYMOUS_SESSION_HEADER,
  ANONYMOUS_SESSION_STORAGE_KEY,
  ANONYMOUS_USER_AGENT_HEADER,
  anonymousSessionResponseSchema,
  isAcceptedAnonymousSessionId,
  type AnonymousSessionResponse,
} from '@mediaforge/shared';
import { ApiError, readData, type AnswerSchema, type Visitor } from './api-client';
import { authState, loadAuthSession } from './auth-session';
import { creditRefusalOfError, reportCreditRefusal } from './credit-events';
import { browserStorage } from './browser-storage';

/**
 * The anonymous session kept in browser storage (spec: CC §3 "Anonymous session", CC-3.62, CC-3.63).
 * The server issues it (POST /api/anonymous-session, docs/decisions.md D42): the id is signed, so the
 * browser cannot make one up; it is replaced once `expiresAt` (24 h after creation, CC-4.49) has passed.
 */
export interface AnonymousSession {
  readonly id: string;
  readonly ip: string | null;
  readonly userAgent: string;
  /** ISO 8601 creation time. */
  readonly createdAt: string;
  readonly expiresAt: string;
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

export interface SessionEnvironment {
  readonly storage?: SessionStorageLike | undefined;
  readonly now?: number;
  readonly userAgent?: string;
  readonly fetch?: typeof fetch;
}

function readStored(storage: SessionStorageLike | undefined, now: number): AnonymousSession | undefined {
  try {
    const raw = storage?.getItem(ANONYMOUS_SESSION_STORAGE_KEY);
    if (raw === null || raw === undefined) return undefined;
    const parsed = JSON.parse(raw) as Partial<AnonymousSession> | null;
    if (typeof parsed?.id !== 'string' || !isAcceptedAnonymousSessionId(parsed.id)) return undefined;
    // Sessions the browser made before the server issued them have no expiresAt: replace them too.
    const expiresAt = typeof parsed.expiresAt === 'string' ? Date.parse(parsed.expiresAt) : Number.NaN;
    if (!(now < expiresAt)) return undefined;
    return parsed as AnonymousSession;
  } catch {
    return undefined;
  }
}

/** The stored shape of the server's answer (CC-3.62's fields plus expiresAt). */
export function toStoredSession(data: AnonymousSessionResponse): AnonymousSession {
  return {
    id: data.id,
    ip: data.ip,
    userAgent: data.userAgent,
    createdAt: data.createdAt,
    expiresAt: data.expiresAt,
    dailyConversions: data.dailyConversions,
    isExpired: false,
    limits: {
      dailyCredits: data.limits.dailyCredits,
      maxFileSize: data.limits.maxFileSize,
      allowedFormats: [...data.limits.allowedFormats],
    },
  };
}

/** The `data` of POST /api/anonymous-session: a session whose id the server signed. */
const sessionAnswer: AnswerSchema<AnonymousSessionResponse> = {
  safeParse(data) {
    const parsed = anonymousSessionResponseSchema.safeParse(data);
    return parsed.success && isAcceptedAnonymousSessionId(parsed.data.id) ? parsed : { success: false };
  },
};

async function requestSession(
  env: SessionEnvironment,
  currentId: string | undefined,
): Promise<AnonymousSession> {
  const doFetch = env.fetch ?? globalThis.fetch.bind(globalThis);
  const path = ACCOUNT_PATHS.anonymousSession;
  let response: Response;
  let text: string;
  try {
    response = await doFetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        [ANONYMOUS_USER_AGENT_HEADER]: env.userAgent ?? globalThis.navigator?.userAgent ?? '',
        ...(currentId ? { [ANONYMOUS_SESSION_HEADER]: currentId } : {}),
      },
    });
    text = await response.text();
  } catch {
    throw new ApiError('network');
  }
  // A refusal keeps the server's code and words (429 SESSION_LIMIT_REACHED, D78): never "network error".
  const session = toStoredSession(readData(response.status, text, sessionAnswer));
  try {
    env.storage?.setItem(ANONYMOUS_SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session lives for this page only.
  }
  return session;
}

let pageSession: AnonymousSession | undefined;
let pending: Promise<AnonymousSession> | undefined;

/**
 * The current anonymous session: the stored one until it expires, otherwise one asked from the server
 * and stored. Calls made while a request is out share it. Await it before the first call that names
 * the session (the upload client and the job socket do).
 */
export function ensureAnonymousSession(env: SessionEnvironment = {}): Promise<AnonymousSession> {
  const storage = 'storage' in env ? env.storage : browserStorage();
  const now = env.now ?? Date.now();
  const known =
    pageSession && now < Date.parse(pageSession.expiresAt) ? pageSession : readStored(storage, now);
  if (known) {
    pageSession = known;
    return Promise.resolve(known);
  }
  pending ??= requestSession({ ...env, storage }, undefined)
    .then((session) => {
      pageSession = session;
      return session;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** Asks the server again (fresh usage: dailyConversions, CC-4.50); keeps the id while it is valid. */
export async function refreshAnonymousSession(env: SessionEnvironment = {}): Promise<AnonymousSession> {
  const storage = 'storage' in env ? env.storage : browserStorage();
  pageSession = await requestSession({ ...env, storage }, (await ensureAnonymousSession(env)).id);
  return pageSession;
}

/** Forgets the session (the server said it expired), so the next ensure asks for a new one. */
export function dropAnonymousSession(): void {
  pageSession = undefined;
  try {
    browserStorage()?.removeItem(ANONYMOUS_SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored, or storage blocked.
  }
}

/**
 * The session id for request headers, as known now (empty before the first ensureAnonymousSession; the
 * server then answers 401 SESSION_REQUIRED).
 */
export function anonymousSessionId(): string {
  const now = Date.now();
  if (pageSession === undefined || !(now < Date.parse(pageSession.expiresAt))) {
    pageSession = readStored(browserStorage(), now);
  }
  return pageSession?.id ?? '';
}

/** The current anonymous session's limits, when one is known and nobody is signed in (CC §6). */
function anonymousLimits(): AnonymousSession['limits'] | undefined {
  if (authState().status === 'signedIn') return undefined;
  return anonymousSessionId() === '' ? undefined : pageSession?.limits;
}

/** The file size limit of an anonymous visitor, when known (CC §6 anonymous 500 MB). */
export function anonymousMaxFileSize(): number | undefined {
  return anonymousLimits()?.maxFileSize;
}

/** The formats an anonymous visitor may add (CC-6.04), when known; signed-in visitors have no such list. */
export function anonymousAllowedFormats(): readonly string[] | undefined {
  return anonymousLimits()?.allowedFormats;
}

/**
 * DL-6.03: anonymous calls carry X-Anonymous-Session-ID and X-User-Agent. A signed-in visitor's calls
 * name the account (its cookie), not a session (D78).
 */
export function anonymousHeaders(): Record<string, string> {
  const userAgent = { [ANONYMOUS_USER_AGENT_HEADER]: globalThis.navigator?.userAgent ?? '' };
  if (authState().status === 'signedIn') return userAgent;
  return { [ANONYMOUS_SESSION_HEADER]: anonymousSessionId(), ...userAgent };
}

/**
 * Runs `run` once the page may call for the visitor: at once when someone is signed in or a session is
 * known (so callers stay synchronous, as an XMLHttpRequest upload must be to report progress from its
 * first byte), else after asking the server who is signed in and, for nobody, for a session. A
 * signed-in visitor never needs an anonymous session (D78).
 */
export function withAnonymousSession<T>(run: () => Promise<T>): Promise<T> {
  const auth = authState().status;
  if (auth === 'signedIn' || anonymousSessionId()) return run();
  const ready =
    auth === 'unknown'
      ? loadAuthSession().then(() =>
          authState().status === 'signedIn' ? undefined : ensureAnonymousSession().then(() => undefined),
        )
      : ensureAnonymousSession();
  return ready.then(run);
}

/** The visitor of upload, job and credit calls (lib/api-client.ts): the account, else this session. */
export const pageVisitor: Visitor = {
  ready: withAnonymousSession,
  headers: anonymousHeaders,
  // Out of credits (upload or convert refused): the page's credit prompt tells the visitor what to do.
  refused(error) {
    const refusal = creditRefusalOfError(error);
    if (refusal !== undefined) reportCreditRefusal(refusal);
  },
};

/** Sets the page's session without asking the server (tests, and a session the page just received). */
export function primeAnonymousSession(session: AnonymousSession): void {
  pageSession = session;
}

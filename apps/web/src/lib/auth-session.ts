import { ACCOUNT_PATHS, type Tier } from '@mediaforge/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { anyAnswer, apiBody, type AnswerSchema } from './api-client';
import { cachedQueryData, loadDataLayer, loadedQueryClient, watchQueryData } from './data-layer';

/**
 * Who is signed in, for every part of the app that cares (header, auth pages, credit prompts, pricing),
 * without one feature importing another. better-auth keeps the session in an HttpOnly cookie
 * (docs/decisions.md D43); the browser learns about it from GET /api/auth/get-session.
 */
export interface SignedInUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** Signed-in tiers (CC §3 "User"): FREE or PAID. */
  readonly tier: 'FREE' | 'PAID';
}

export type AuthState =
  | { readonly status: 'unknown' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'signedIn'; readonly user: SignedInUser };

const str = (value: unknown, key: string): string | undefined => {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : undefined;
};

/** better-auth's user object (sign-in/sign-up answers, get-session's `user`), or undefined. */
export function parseUser(value: unknown): SignedInUser | undefined {
  const id = str(value, 'id');
  const email = str(value, 'email');
  if (id === undefined || email === undefined) return undefined;
  return { id, email, name: str(value, 'name') ?? '', tier: str(value, 'tier') === 'PAID' ? 'PAID' : 'FREE' };
}

/** get-session answers `null` when signed out and `{session, user}` when signed in. */
export function parseSessionAnswer(body: unknown): SignedInUser | undefined {
  return typeof body === 'object' && body !== null
    ? parseUser((body as Record<string, unknown>).user)
    : undefined;
}

/** get-session's answer, checked: the signed-in user, or undefined when nobody is. */
export const sessionAnswer: AnswerSchema<SignedInUser | undefined> = {
  safeParse: (body) => ({ success: true, data: parseSessionAnswer(body) }),
};

/** better-auth's `{user}` answer of sign-in and sign-up; anything else is not what they promise. */
export const userAnswer: AnswerSchema<SignedInUser> = {
  safeParse(body) {
    const user = parseUser((body as { user?: unknown } | null)?.user);
    return user === undefined ? { success: false } : { success: true, data: user };
  },
};

/** How the header names the account: the name, else the e-mail address. */
export function displayName(user: SignedInUser): string {
  return user.name.trim() === '' ? user.email : user.name;
}

const UNKNOWN: AuthState = { status: 'unknown' };
const SIGNED_OUT: AuthState = { status: 'signedOut' };

/** The session's entry in the query cache (lib/query-client.ts). */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** GET /api/auth/get-session. No answer reads as signed out, the safe reading (a signed-in visitor can reload). */
async function fetchSession(): Promise<AuthState> {
  try {
    const user = await apiBody({ path: ACCOUNT_PATHS.session }, sessionAnswer);
    return user === undefined ? SIGNED_OUT : { status: 'signedIn', user };
  } catch {
    return SIGNED_OUT;
  }
}

/**
 * The session query: kept until the page signs in or out itself (setSignedIn, signOut) or reloads.
 * Calls made while one is out share it.
 */
export const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: Infinity,
} as const;

function set(next: AuthState): void {
  const client = loadedQueryClient();
  if (client !== undefined) client.setQueryData(SESSION_QUERY_KEY, next);
  else void loadDataLayer().then((loaded) => loaded.setQueryData(SESSION_QUERY_KEY, next));
}

export function setSignedIn(user: SignedInUser): void {
  set({ status: 'signedIn', user });
}

export function setSignedOut(): void {
  set(SIGNED_OUT);
}

/** The session as the query cache holds it now; unknown before the first answer. */
export function authState(): AuthState {
  return cachedQueryData<AuthState>(SESSION_QUERY_KEY) ?? UNKNOWN;
}

/** Asks the server who is signed in, unless the cache knows. */
export async function loadAuthSession(): Promise<void> {
  await (await loadDataLayer()).fetchQuery(sessionQuery);
}

/** The visitor's tier as the browser knows it (the credit pre-flight picks its call by it, CC §7). */
export async function visitorTier(): Promise<Tier> {
  if (authState().status === 'unknown') await loadAuthSession();
  const current = authState();
  return current.status === 'signedIn' ? current.user.tier : 'ANONYMOUS';
}

/** POST /api/auth/sign-out; the state is signed out afterwards whatever the server said. */
export async function signOut(): Promise<void> {
  try {
    await apiBody({ method: 'POST', path: ACCOUNT_PATHS.signOut, body: {} }, anyAnswer);
  } finally {
    setSignedOut();
  }
}

const subscribe = (listener: () => void) => watchQueryData(SESSION_QUERY_KEY, listener);

/**
 * The current state, asked from the server on first use. It reads the query cache without TanStack
 * Query's hooks: the header renders it in the first paint, before the library has loaded.
 */
export function useAuthSession(): AuthState {
  const current = useSyncExternalStore(subscribe, authState, authState);
  useEffect(() => {
    if (authState().status === 'unknown') void loadAuthSession();
  }, []);
  return current;
}

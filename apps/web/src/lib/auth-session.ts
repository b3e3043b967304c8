import { ACCOUNT_PATHS, type Tier } from '@mediaforge/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { sendJson } from './api-client';

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

/** How the header names the account: the name, else the e-mail address. */
export function displayName(user: SignedInUser): string {
  return user.name.trim() === '' ? user.email : user.name;
}

let state: AuthState = { status: 'unknown' };
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function setSignedIn(user: SignedInUser): void {
  set({ status: 'signedIn', user });
}

export function setSignedOut(): void {
  set({ status: 'signedOut' });
}

export function authState(): AuthState {
  return state;
}

/** Asks the server who is signed in; calls made while one is out share it. */
export function loadAuthSession(): Promise<void> {
  loading ??= sendJson(ACCOUNT_PATHS.session, { method: 'GET' })
    .then(
      (body) => {
        const user = parseSessionAnswer(body);
        set(user === undefined ? { status: 'signedOut' } : { status: 'signedIn', user });
      },
      // No answer: treated as signed out, the safe reading (a signed-in visitor can reload).
      () => set({ status: 'signedOut' }),
    )
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** The visitor's tier as the browser knows it (the credit pre-flight picks its call by it, CC §7). */
export async function visitorTier(): Promise<Tier> {
  if (state.status === 'unknown') await loadAuthSession();
  const current = authState();
  return current.status === 'signedIn' ? current.user.tier : 'ANONYMOUS';
}

/** POST /api/auth/sign-out; the state is signed out afterwards whatever the server said. */
export async function signOut(): Promise<void> {
  try {
    await sendJson(ACCOUNT_PATHS.signOut);
  } finally {
    setSignedOut();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current state, asked from the server on first use. */
export function useAuthSession(): AuthState {
  const current = useSyncExternalStore(subscribe, authState, authState);
  useEffect(() => {
    if (authState().status === 'unknown') void loadAuthSession();
  }, []);
  return current;
}

import { isDriveLoginFresh, type DriveSource } from '@mediaforge/shared';

/**
 * A drive login kept in the browser's local storage (CC §3 "Stored drive login": accessToken,
 * isSignedIn, timestamp), one entry per provider, restored only while younger than 48 hours (CC §4).
 * `scope` is ours: Google's export asks for more than its read-only login (docs/decisions.md D223).
 */
export interface StoredLogin {
  readonly accessToken: string;
  readonly isSignedIn: boolean;
  /** Epoch ms of the sign-in. */
  readonly timestamp: number;
  readonly scope?: string;
}

/** The localStorage key of a provider's login. */
export const storedLoginKey = (source: DriveSource): string => `mediaforge.drive-login.${source}`;

/** What the store needs of localStorage (absent where storage is blocked). */
export type LoginStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parse(text: string | null): StoredLogin | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof StoredLogin, unknown>>;
    const { accessToken, isSignedIn, timestamp, scope } = value;
    if (typeof accessToken !== 'string' || accessToken === '') return undefined;
    if (isSignedIn !== true || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined;
    return { accessToken, isSignedIn, timestamp, ...(typeof scope === 'string' ? { scope } : {}) };
  } catch {
    return undefined;
  }
}

/** The provider's login when one is stored and fresh; a stale or unreadable entry is removed. */
export function restoreLogin(
  storage: LoginStorage | undefined,
  source: DriveSource,
  now: number,
): StoredLogin | undefined {
  if (storage === undefined) return undefined;
  const key = storedLoginKey(source);
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  const login = parse(text);
  // A timestamp in the future is as unusable as an old one: the age cannot be told.
  if (login !== undefined && login.timestamp <= now && isDriveLoginFresh(login.timestamp, now)) return login;
  if (text !== null) clearLogin(storage, source);
  return undefined;
}

export function storeLogin(
  storage: LoginStorage | undefined,
  source: DriveSource,
  accessToken: string,
  now: number,
  scope?: string,
): StoredLogin {
  const login: StoredLogin = {
    accessToken,
    isSignedIn: true,
    timestamp: now,
    ...(scope === undefined ? {} : { scope }),
  };
  try {
    storage?.setItem(storedLoginKey(source), JSON.stringify(login));
  } catch {
    // Storage full or blocked: the login lives for this page only.
  }
  return login;
}

export function clearLogin(storage: LoginStorage | undefined, source: DriveSource): void {
  try {
    storage?.removeItem(storedLoginKey(source));
  } catch {
    // Nothing stored that could be read back either.
  }
}

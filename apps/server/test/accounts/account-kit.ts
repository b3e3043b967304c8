import { ACCOUNT_PATHS, CAPTCHA_TOKEN_HEADER } from '@mediaforge/shared';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Cheap proof of work for tests; the widget's real cost is configuration (ALTCHA_COST). */
export const FAST_CAPTCHA = { ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20' } as const;

export const STRONG_PASSWORD = 'Correct-horse-7';

/** Fetches a challenge and solves it like the ALTCHA widget does; returns the payload it would send. */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}${ACCOUNT_PATHS.captchaChallenge}`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the test challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface AuthAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly cookies: string[];
  /** The bearer token better-auth's bearer plugin exposes (`set-auth-token`). */
  readonly token: string | null;
}

export async function authCall(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AuthAnswer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    cookies: res.headers.getSetCookie(),
    token: res.headers.get('set-auth-token'),
  };
}

export async function signUp(
  baseUrl: string,
  email: string,
  password = STRONG_PASSWORD,
): Promise<AuthAnswer> {
  return authCall(
    baseUrl,
    ACCOUNT_PATHS.signUp,
    { name: 'Test User', email, password },
    { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(baseUrl) },
  );
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<AuthAnswer> {
  return authCall(
    baseUrl,
    ACCOUNT_PATHS.signIn,
    { email, password },
    { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(baseUrl) },
  );
}

/** `name=value` pairs of Set-Cookie lines, ready for a Cookie header. */
export function cookieHeader(cookies: readonly string[]): string {
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

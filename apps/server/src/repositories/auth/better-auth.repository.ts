import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins/bearer';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mediaforge/shared';
import type { AuthGateway, SessionUser } from '../../services/accounts/auth-gateway.js';
import { decodeCanonical } from '../../services/signed-values.js';
import type { Db } from '../database/database.js';
import { betterAuthModels } from './better-auth-models.js';
import { passwordHasher } from './password-hasher.repository.js';

export interface BetterAuthOptions {
  readonly db: Db;
  readonly secret: string;
  readonly baseUrl: string | undefined;
  readonly secureCookies: boolean;
  readonly google: { readonly clientId: string; readonly clientSecret: string } | undefined;
  readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const DAY_S = 24 * 60 * 60;

/** The origin a request was made to; with no BASE_URL it is the one origin trusted for that request. */
function requestOrigin(request: Request | undefined): string[] {
  if (!request) return [];
  try {
    return [new URL(request.url).origin];
  } catch {
    return [];
  }
}

/** better-auth on our database, SQLite or PostgreSQL (migration 0004 holds its tables under our names). */
export function createBetterAuth(options: BetterAuthOptions) {
  return betterAuth({
    appName: 'Mediaforge',
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    basePath: '/api/auth',
    secret: options.secret,
    // `sqlite` names better-auth's value conventions (dates as ISO text, booleans as 0/1), which our
    // columns keep on both adapters, so rows copied between them mean the same (D231). Its schema check
    // reads tables through Kysely's introspection, which follows the real dialect.
    database: { db: options.db, type: 'sqlite' },
    ...betterAuthModels,
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      // Self-hosted installs often have no mail server (docs/decisions.md D43).
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHasher,
    },
    socialProviders: options.google
      ? { google: { clientId: options.google.clientId, clientSecret: options.google.clientSecret } }
      : {},
    session: { ...betterAuthModels.session, expiresIn: 30 * DAY_S, updateAge: DAY_S },
    plugins: [bearer()],
    // Sign-in is throttled per account and per /64 in front of better-auth (routes/auth/auth.routes.ts).
    rateLimit: { enabled: false },
    trustedOrigins: (request) => [...(options.baseUrl ? [options.baseUrl] : []), ...requestOrigin(request)],
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'mediaforge',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        if (level === 'error') options.log.error({ args }, `better-auth: ${message}`);
        else options.log.warn({ args }, `better-auth: ${message}`);
      },
    },
  });
}

type BetterAuth = ReturnType<typeof createBetterAuth>;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?mediaforge\.session_token=/;
const SESSION_COOKIE_VALUES = /(?:^|;\s*)(?:__Secure-)?mediaforge\.session_token=([^;]*)/g;

/**
 * `token.signature` as better-auth writes it (URL-encoded, padded base64 HMAC). Its verifier decodes with
 * atob, which ignores the unused low bits of the last character, so four spellings of one signature
 * would pass: only the canonical one is let through (D67). An unsigned bearer token is the session
 * token itself, looked up exactly.
 */
function canonicalSigned(value: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  const dot = decoded.lastIndexOf('.');
  return dot > 0 && decodeCanonical(decoded.slice(dot + 1), 'base64') !== undefined;
}

function signedValuesCanonical(cookie: string, authorization: string): boolean {
  const cookies = [...cookie.matchAll(SESSION_COOKIE_VALUES)].map((m) => m[1] ?? '');
  const bearer = /^bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
  const signed = bearer?.includes('.') ? [...cookies, bearer] : cookies;
  return signed.every(canonicalSigned);
}

export function createAuthGateway(options: BetterAuthOptions): AuthGateway & { readonly auth: BetterAuth } {
  const auth = createBetterAuth(options);
  return {
    auth,
    googleEnabled: options.google !== undefined,
    handle: (request) => {
      const cookie = request.headers.get('cookie') ?? '';
      if (signedValuesCanonical(cookie, request.headers.get('authorization') ?? ''))
        return auth.handler(request);
      // A re-spelled session credential names no session here either (get-session, sign-out…).
      const headers = new Headers(request.headers);
      headers.delete('cookie');
      headers.delete('authorization');
      return auth.handler(new Request(request, { headers }));
    },
    async sessionOf(headers) {
      const cookie = headers.get('cookie') ?? '';
      const authorization = headers.get('authorization') ?? '';
      if (!SESSION_COOKIE.test(cookie) && !/^bearer\s+\S/i.test(authorization)) return undefined;
      if (!signedValuesCanonical(cookie, authorization)) return undefined;
      const found = await auth.api.getSession({ headers });
      if (!found) return undefined;
      const tier = (found.user as { tier?: unknown }).tier === 'PAID' ? 'PAID' : 'FREE';
      const user: SessionUser = {
        userId: found.user.id,
        email: found.user.email,
        name: found.user.name,
        tier,
      };
      return user;
    },
  };
}

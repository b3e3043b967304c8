/**
 * The accounts library as the rest of the server sees it (repositories/auth/better-auth.repository.ts
 * implements it): the `/api/auth/*` handler and "who is this request" from a session cookie or bearer token.
 */
export interface SessionUser {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly tier: 'FREE' | 'PAID';
}

export interface AuthGateway {
  /** Answers a `/api/auth/*` request (sign-up, sign-in, sign-out, get-session, Google's redirect…). */
  handle(request: Request): Promise<Response>;
  /** The signed-in user of a request, or undefined (no, expired or revoked session). */
  sessionOf(headers: Headers): Promise<SessionUser | undefined>;
  readonly googleEnabled: boolean;
}

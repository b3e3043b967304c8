import { ACCOUNT_PATHS, CAPTCHA_TOKEN_HEADER } from '@mediaforge/shared';
import { sendJson } from '../../../lib/api-client';
import { parseUser, type SignedInUser } from '../../../lib/auth-session';

export interface SignInRequest {
  readonly email: string;
  readonly password: string;
  /** better-auth: false makes the session cookie end with the browser session. */
  readonly rememberMe: boolean;
}

/**
 * POST /api/auth/sign-in/email with the solved bot check in X-Captcha-Token (D43, D46). Answers the
 * signed-in user; the session itself is the HttpOnly cookie the answer sets.
 */
export async function signInWithEmail(request: SignInRequest, captchaToken: string): Promise<SignedInUser> {
  const body = await sendJson(ACCOUNT_PATHS.signIn, {
    body: request,
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
  });
  const user = parseUser((body as { user?: unknown } | null)?.user);
  if (user === undefined) throw new TypeError(`unexpected answer from ${ACCOUNT_PATHS.signIn}`);
  return user;
}

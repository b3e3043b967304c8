import { ACCOUNT_PATHS, CAPTCHA_TOKEN_HEADER } from '@mediaforge/shared';
import { apiBody } from '../../../lib/api-client';
import { userAnswer, type SignedInUser } from '../../../lib/auth-session';

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
export function signInWithEmail(request: SignInRequest, captchaToken: string): Promise<SignedInUser> {
  return apiBody(
    {
      method: 'POST',
      path: ACCOUNT_PATHS.signIn,
      body: request,
      headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    },
    userAnswer,
  );
}

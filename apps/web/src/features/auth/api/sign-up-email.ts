import { ACCOUNT_PATHS, CAPTCHA_TOKEN_HEADER } from '@mediaforge/shared';
import { apiBody } from '../../../lib/api-client';
import { userAnswer, type SignedInUser } from '../../../lib/auth-session';

export interface SignUpRequest {
  /** better-auth requires the field; an empty name is allowed (the header then shows the address). */
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** POST /api/auth/sign-up/email with the bot check; the account is signed in at once (no e-mail step, D43). */
export function signUpWithEmail(request: SignUpRequest, captchaToken: string): Promise<SignedInUser> {
  return apiBody(
    {
      method: 'POST',
      path: ACCOUNT_PATHS.signUp,
      body: request,
      headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
    },
    userAnswer,
  );
}

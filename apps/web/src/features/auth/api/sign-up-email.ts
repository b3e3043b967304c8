import { ACCOUNT_PATHS, CAPTCHA_TOKEN_HEADER } from '@mediaforge/shared';
import { sendJson } from '../../../lib/api-client';
import { parseUser, type SignedInUser } from '../../../lib/auth-session';

export interface SignUpRequest {
  /** better-auth requires the field; an empty name is allowed (the header then shows the address). */
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** POST /api/auth/sign-up/email with the bot check; the account is signed in at once (no e-mail step, D43). */
export async function signUpWithEmail(request: SignUpRequest, captchaToken: string): Promise<SignedInUser> {
  const body = await sendJson(ACCOUNT_PATHS.signUp, {
    body: request,
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
  });
  const user = parseUser((body as { user?: unknown } | null)?.user);
  if (user === undefined) throw new TypeError(`unexpected answer from ${ACCOUNT_PATHS.signUp}`);
  return user;
}

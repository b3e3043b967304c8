import { ACCOUNT_PATHS } from '@mediaforge/shared';
import { apiBody, type AnswerSchema } from '../../../lib/api-client';

/** better-auth's `{url}`: an http(s) address to send the browser to. */
export const redirectAnswer: AnswerSchema<string> = {
  safeParse(body) {
    const url = (body as { url?: unknown } | null)?.url;
    return typeof url === 'string' && /^https?:\/\//.test(url)
      ? { success: true, data: url }
      : { success: false };
  },
};

/**
 * POST /api/auth/sign-in/social for Google: better-auth answers the consent page's URL, and after
 * consent sends the visitor to `callbackURL` (CC-2.73's redirect parameter; a path of this site, D43).
 */
export function startGoogleSignIn(callbackURL: string): Promise<string> {
  return apiBody(
    { method: 'POST', path: ACCOUNT_PATHS.signInSocial, body: { provider: 'google', callbackURL } },
    redirectAnswer,
  );
}

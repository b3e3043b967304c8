import { ACCOUNT_PATHS } from '@mediaforge/shared';
import { sendJson } from '../../../lib/api-client';

/**
 * POST /api/auth/sign-in/social for Google: better-auth answers the consent page's URL, and after
 * consent sends the visitor to `callbackURL` (CC-2.73's redirect parameter; a path of this site, D43).
 */
export async function startGoogleSignIn(callbackURL: string): Promise<string> {
  const body = await sendJson(ACCOUNT_PATHS.signInSocial, { body: { provider: 'google', callbackURL } });
  const url = (body as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
    throw new TypeError(`unexpected answer from ${ACCOUNT_PATHS.signInSocial}`);
  }
  return url;
}

import { DRIVE_POPUP_PATHS, DRIVE_SCOPES, type OneDriveClient } from '@mediaforge/shared';
import { randomId } from '../../../lib/random-id';
import { DriveError } from '../drives/drive-http';
import { pkceChallenge, randomVerifier } from './pkce';
import { openPopup, waitForPopup, type PopupMessage } from './popup';

/** CC §4: the OneDrive login's state value is kept in session storage while the popup is open. */
export const ONEDRIVE_STATE_KEY = 'mediaforge.onedrive-auth-state';

const providerError = (message: PopupMessage & { status: 'error' }) =>
  new DriveError(message.error === 'access_denied' ? 'accessDenied' : 'authFailed');

/**
 * Dropbox (CC §4 "Login popups"): the popup is our own page (DRIVE_POPUP_PATHS.dropbox), which signs in
 * with Dropbox and posts the token back; closing it fails the login, an error message fails it too
 * (the caller then clears the stored login).
 */
export async function dropboxSignIn(locale: string): Promise<string> {
  const popup = openPopup(
    `${DRIVE_POPUP_PATHS.dropbox}?lang=${encodeURIComponent(locale)}`,
    'mediaforge-dropbox',
  );
  return waitForPopup(popup, (message) => {
    if (message.source !== 'dropbox') return undefined;
    if (message.status === 'error') throw providerError(message);
    return message.status === 'success' && message.accessToken !== '' ? message.accessToken : undefined;
  });
}

export interface OneDriveCode {
  readonly code: string;
  readonly redirectUri: string;
  readonly codeVerifier: string;
}

/**
 * OneDrive (CC §4): a random state kept in session storage, the Microsoft sign-in in a popup that comes
 * back to our page (DRIVE_POPUP_PATHS.onedrive) with a code and the state; a state that does not match
 * fails the login. The code is exchanged by the server (CC-4.48), with the PKCE verifier.
 */
export async function onedriveCode(
  client: OneDriveClient,
  storage: Storage | undefined,
): Promise<OneDriveCode> {
  // Opened before anything is awaited: browsers let a click open one popup, not a later callback.
  const popup = openPopup('about:blank', 'mediaforge-onedrive');
  try {
    const state = randomId(16);
    const codeVerifier = randomVerifier();
    const { challenge, method } = await pkceChallenge(codeVerifier);
    const redirectUri = new URL(DRIVE_POPUP_PATHS.onedrive, window.location.origin).href;
    storage?.setItem(ONEDRIVE_STATE_KEY, state);
    const authorize = new URL(client.authorizeUrl);
    const params = {
      client_id: client.clientId,
      response_type: 'code',
      response_mode: 'query',
      redirect_uri: redirectUri,
      scope: DRIVE_SCOPES.onedrive.join(' '),
      state,
      code_challenge: challenge,
      code_challenge_method: method,
    };
    for (const [key, value] of Object.entries(params)) authorize.searchParams.set(key, value);
    popup.location.href = authorize.href;
    const code = await waitForPopup(popup, (message) => {
      if (message.source !== 'onedrive') return undefined;
      if (message.status === 'error') throw providerError(message);
      if (message.status !== 'code') return undefined;
      // Read when the answer comes: what the session holds then is what counts.
      if (message.state !== storage?.getItem(ONEDRIVE_STATE_KEY)) throw new DriveError('authFailed');
      return message.code;
    });
    return { code, redirectUri, codeVerifier };
  } catch (error) {
    if (!popup.closed) popup.close();
    throw error;
  } finally {
    storage?.removeItem(ONEDRIVE_STATE_KEY);
  }
}

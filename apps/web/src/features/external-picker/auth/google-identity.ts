import { DRIVE_AUTH_TIMEOUT_MS, DRIVE_SCRIPT_LOAD_TIMEOUT_MS } from '@mediaforge/shared';
import { DriveError } from '../drives/drive-http';

/**
 * Google Identity Services' token client, the part of `google.accounts.oauth2` the Google Drive login
 * uses (developers.google.com/identity/oauth2/web/reference/js-reference): initTokenClient with a
 * callback and an error_callback, requestAccessToken, revoke.
 */
interface TokenResponse {
  readonly access_token?: string;
  readonly scope?: string;
  readonly error?: string;
}
interface TokenClient {
  requestAccessToken(overrides?: { readonly scope?: string; readonly prompt?: string }): void;
}
interface GoogleOauth2 {
  initTokenClient(config: {
    readonly client_id: string;
    readonly scope: string;
    readonly include_granted_scopes?: boolean;
    readonly callback: (response: TokenResponse) => void;
    readonly error_callback?: (error: { readonly type?: string }) => void;
  }): TokenClient;
  revoke?(token: string, done?: () => void): void;
}

function oauth2(): GoogleOauth2 | undefined {
  const google = (window as { google?: { accounts?: { oauth2?: GoogleOauth2 } } }).google;
  return google?.accounts?.oauth2;
}

let loading: Promise<GoogleOauth2> | undefined;

/**
 * Loads the script once (its address is the server's configuration), failing after 10 s (CC §9 "Script
 * loading times out after 10 s"); a failed load may be tried again.
 */
export function loadGoogleIdentity(
  scriptUrl: string,
  timeoutMs = DRIVE_SCRIPT_LOAD_TIMEOUT_MS,
): Promise<GoogleOauth2> {
  const ready = oauth2();
  if (ready !== undefined) return Promise.resolve(ready);
  loading ??= new Promise<GoogleOauth2>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      loading = undefined;
      reject(new DriveError('scriptTimeout'));
    };
    const timer = setTimeout(fail, timeoutMs);
    script.src = scriptUrl;
    script.async = true;
    script.addEventListener('error', fail);
    script.addEventListener('load', () => {
      const api = oauth2();
      if (api === undefined) return fail();
      clearTimeout(timer);
      resolve(api);
    });
    document.head.append(script);
  });
  return loading;
}

export interface GoogleToken {
  readonly accessToken: string;
  readonly scope: string | undefined;
}

/**
 * Asks Google for a token with `scopes` (the read-only Drive scope to sign in, CC-6.12; drive.file
 * added for an export, D223), in Google's own popup. The visitor closing it, refusing, or 30 s
 * passing (CC §8) fail the login with the §8 texts.
 */
export function requestGoogleToken(
  api: GoogleOauth2,
  clientId: string,
  scopes: readonly string[],
  timeoutMs = DRIVE_AUTH_TIMEOUT_MS,
): Promise<GoogleToken> {
  return new Promise<GoogleToken>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DriveError('authTimeout')), timeoutMs);
    const settle = (end: () => void) => {
      clearTimeout(timer);
      end();
    };
    const client = api.initTokenClient({
      client_id: clientId,
      scope: scopes.join(' '),
      include_granted_scopes: true,
      callback: (response) => {
        const token = response.access_token;
        if (response.error !== undefined || token === undefined || token === '') {
          settle(() =>
            reject(new DriveError(response.error === 'access_denied' ? 'accessDenied' : 'authFailed')),
          );
          return;
        }
        settle(() => resolve({ accessToken: token, scope: response.scope }));
      },
      error_callback: (error) => {
        settle(() =>
          reject(new DriveError(error.type === 'popup_failed_to_open' ? 'popupBlocked' : 'authFailed')),
        );
      },
    });
    client.requestAccessToken({ prompt: '' });
  });
}

/** Gives the token back to Google when the visitor disconnects; the local login goes either way. */
export function revokeGoogleToken(token: string): void {
  oauth2()?.revoke?.(token);
}

import {
  DRIVE_SCOPES,
  type DriveClients,
  type DriveSource,
  type GoogleDriveClient,
} from '@mediaforge/shared';
import { DriveError } from '../drives/drive-http';
import { GoogleDriveApi } from '../drives/google-drive-api';
import { loadGoogleIdentity, requestGoogleToken, revokeGoogleToken } from './google-identity';
import { POPUP_LOCALE_KEY } from './popup';
import { dropboxSignIn, onedriveCode, type OneDriveCode } from './popup-logins';
import { clearLogin, storeLogin, type LoginStorage, type StoredLogin } from './stored-login';

export interface LoginDeps {
  /** localStorage: the stored logins (CC-3.61). */
  readonly storage: LoginStorage | undefined;
  /** sessionStorage: OneDrive's state (CC-4.47). */
  readonly session: Storage | undefined;
  readonly now: () => number;
  /** The page's language, for the popup pages. */
  readonly locale: string;
  readonly exchangeOnedriveCode: (code: OneDriveCode) => Promise<string>;
}

/**
 * Signs in to a drive the server configured and keeps the login (CC §3 "Stored drive login"). Google:
 * Google Identity Services' token client with the read-only scope, then the 'about' check. Dropbox:
 * our popup page, which posts the token; an error answer clears a stored login (CC-4.46). OneDrive:
 * the popup's code exchanged by the server.
 */
export async function signInToDrive(
  source: DriveSource,
  clients: DriveClients,
  deps: LoginDeps,
): Promise<StoredLogin> {
  try {
    deps.storage?.setItem(POPUP_LOCALE_KEY, deps.locale);
  } catch {
    // The popup then speaks English.
  }
  const { googleDrive, dropbox, onedrive } = clients;
  if (source === 'google-drive' && googleDrive !== undefined) {
    const api = await loadGoogleIdentity(googleDrive.scriptUrl);
    const token = await requestGoogleToken(api, googleDrive.clientId, DRIVE_SCOPES.googleDrive);
    await new GoogleDriveApi(googleDrive, token.accessToken).about();
    return storeLogin(deps.storage, source, token.accessToken, deps.now(), token.scope);
  }
  if (source === 'dropbox' && dropbox !== undefined) {
    try {
      return storeLogin(deps.storage, source, await dropboxSignIn(deps.locale), deps.now());
    } catch (error) {
      clearLogin(deps.storage, source);
      throw error;
    }
  }
  if (source === 'onedrive' && onedrive !== undefined) {
    const code = await onedriveCode(onedrive, deps.session);
    let token: string;
    try {
      token = await deps.exchangeOnedriveCode(code);
    } catch {
      throw new DriveError('authFailed');
    }
    return storeLogin(deps.storage, source, token, deps.now());
  }
  throw new DriveError('unknownService');
}

/** Whether a Google login may write the export (drive.file granted, D223). */
export function canExportToGoogle(login: StoredLogin): boolean {
  const granted = (login.scope ?? '').split(' ');
  return DRIVE_SCOPES.googleDriveExport.every((scope) => granted.includes(scope));
}

/**
 * Google's export asks, at the moment of the export, for drive.file on top of the read-only login
 * (an incremental grant, include_granted_scopes); the new token replaces the stored one.
 */
export async function grantGoogleExport(
  client: GoogleDriveClient,
  deps: Pick<LoginDeps, 'storage' | 'now'>,
): Promise<StoredLogin> {
  const api = await loadGoogleIdentity(client.scriptUrl);
  const token = await requestGoogleToken(api, client.clientId, [
    ...DRIVE_SCOPES.googleDrive,
    ...DRIVE_SCOPES.googleDriveExport,
  ]);
  return storeLogin(deps.storage, 'google-drive', token.accessToken, deps.now(), token.scope);
}

/** Preloads Google's script while the visitor looks at the tab, so a click opens its popup at once. */
export function preloadGoogleIdentity(client: GoogleDriveClient): void {
  loadGoogleIdentity(client.scriptUrl).catch(() => undefined);
}

/** Forgets the login here (and gives Google's token back); the drives keep no session of ours. */
export function signOut(source: DriveSource, login: StoredLogin, storage: LoginStorage | undefined): void {
  if (source === 'google-drive') revokeGoogleToken(login.accessToken);
  clearLogin(storage, source);
}

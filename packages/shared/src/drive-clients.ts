/**
 * What the browser needs to sign in to a cloud drive and call its API itself (converter-compressor.md
 * §4 "Drive connection", "Login popups", §6 scopes, §7 "Direct to third parties from the browser").
 * The server hands these out with GET /api/files/import/config (`drives`), from its configuration, so
 * an operator (or a test) points the browser at another base URL without a rebuild; only public values
 * are here: client ids and addresses, never a secret.
 */
import { parseUrl } from './parse-url.js';

export interface GoogleDriveClient {
  /** The OAuth client id of the Google Identity Services token client. */
  readonly clientId: string;
  /** Base of the Drive v3 API: `/drive/v3/…` and `/upload/drive/v3/…` (https://www.googleapis.com). */
  readonly apiBaseUrl: string;
  /** Google Identity Services' script (https://accounts.google.com/gsi/client). */
  readonly scriptUrl: string;
}

export interface DropboxClient {
  /** The Dropbox app key (the OAuth client id). */
  readonly appKey: string;
  /** Base of the RPC endpoints and the token endpoint: `/2/files/…`, `/oauth2/token` (https://api.dropboxapi.com). */
  readonly apiBaseUrl: string;
  /** Base of the content endpoints: `/2/files/upload` (https://content.dropboxapi.com). */
  readonly contentBaseUrl: string;
  /** The authorization page (https://www.dropbox.com/oauth2/authorize). */
  readonly authorizeUrl: string;
}

export interface OneDriveClient {
  /** The Microsoft identity platform application (client) id. */
  readonly clientId: string;
  /** Base of Microsoft Graph: `/v1.0/me/drive/…` (https://graph.microsoft.com). */
  readonly graphBaseUrl: string;
  /** The authorization endpoint (https://login.microsoftonline.com/common/oauth2/v2.0/authorize). */
  readonly authorizeUrl: string;
}

/** One entry per drive whose credentials the server has; a drive left out is unavailable (CC-5.58). */
export interface DriveClients {
  readonly googleDrive?: GoogleDriveClient;
  readonly dropbox?: DropboxClient;
  readonly onedrive?: OneDriveClient;
}

/** The providers' own addresses, the defaults of the server's configuration. */
export const DRIVE_CLIENT_DEFAULTS = {
  googleApiBaseUrl: 'https://www.googleapis.com',
  googleScriptUrl: 'https://accounts.google.com/gsi/client',
  dropboxApiBaseUrl: 'https://api.dropboxapi.com',
  dropboxContentBaseUrl: 'https://content.dropboxapi.com',
  dropboxAuthorizeUrl: 'https://www.dropbox.com/oauth2/authorize',
  graphBaseUrl: 'https://graph.microsoft.com',
  onedriveAuthorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
} as const;

/**
 * §6 "Drive access scopes requested: Google read-only; Dropbox content read and write; OneDrive file
 * read and read/write." Google's export asks for `drive.file` (files this app creates) only when the
 * visitor exports, as an incremental grant: the read-only login cannot write (docs/decisions.md D223).
 */
export const DRIVE_SCOPES = {
  googleDrive: ['https://www.googleapis.com/auth/drive.readonly'],
  googleDriveExport: ['https://www.googleapis.com/auth/drive.file'],
  dropbox: ['files.content.read', 'files.content.write'],
  onedrive: ['Files.Read', 'Files.ReadWrite'],
} as const;

/** The two popup pages on our own origin (CC §2 "Routes"); the redirect URIs operators register. */
export const DRIVE_POPUP_PATHS = {
  dropbox: '/drive-auth/dropbox.html',
  onedrive: '/drive-auth/onedrive.html',
} as const;

function originOf(url: string): string | undefined {
  const parsed = parseUrl(url);
  return parsed?.protocol === 'https:' || parsed?.protocol === 'http:' ? parsed.origin : undefined;
}

function unique(urls: readonly (string | undefined)[]): string[] {
  return [...new Set(urls.map((url) => (url === undefined ? undefined : originOf(url))))].filter(
    (origin): origin is string => origin !== undefined,
  );
}

/** Google serves Drive thumbnails (thumbnailLink) from its content hosts, not from the API's. */
const GOOGLE_THUMBNAIL_SOURCE = 'https://*.googleusercontent.com';

/**
 * The sources the page's Content-Security-Policy must add so the browser reaches the configured drives
 * and nothing else: `connect` for the API calls (listing, about, export uploads, Dropbox's token
 * exchange), `script` and `frame` for Google's sign-in library (Google documents its origin for
 * script-src, frame-src and connect-src), `img` for file thumbnails.
 */
export function driveBrowserSources(clients: DriveClients): {
  readonly connect: readonly string[];
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly img: readonly string[];
} {
  const { googleDrive, dropbox, onedrive } = clients;
  const googleScript = googleDrive === undefined ? [] : unique([googleDrive.scriptUrl]);
  const connect = unique([
    googleDrive?.apiBaseUrl,
    ...googleScript,
    dropbox?.apiBaseUrl,
    dropbox?.contentBaseUrl,
    onedrive?.graphBaseUrl,
  ]);
  const googleThumbnails =
    googleDrive === undefined
      ? []
      : originOf(googleDrive.apiBaseUrl) === DRIVE_CLIENT_DEFAULTS.googleApiBaseUrl
        ? [GOOGLE_THUMBNAIL_SOURCE]
        : unique([googleDrive.apiBaseUrl]);
  return { connect, script: googleScript, frame: googleScript, img: googleThumbnails };
}

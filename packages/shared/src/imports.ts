/**
 * Importing files from a web link or a cloud drive (converter-compressor.md §1, §2 "External file
 * picker", §3 "Import result", "Drive file entry", §5 "Web link import", "Dropbox import", §9).
 */
import type { DriveClients } from './drive-clients.js';
import { parseUrl } from './parse-url.js';

/** Cloud drive sources (§1). */
export const DRIVE_SOURCES = ['google-drive', 'dropbox', 'onedrive'] as const;
export type DriveSource = (typeof DRIVE_SOURCES)[number];

/** Import sources: the web link and the three drives; POST /files/import/{source}; importMethod. */
export const IMPORT_SOURCES = ['url', ...DRIVE_SOURCES] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export function isDriveSource(value: string): value is DriveSource {
  return (DRIVE_SOURCES as readonly string[]).includes(value);
}

export function isImportSource(value: string): value is ImportSource {
  return (IMPORT_SOURCES as readonly string[]).includes(value);
}

/** §2 "Upload area": the import dropdown's entries, in the spec's order ("device" opens the file chooser). */
export const IMPORT_MENU_ENTRIES = ['device', ...DRIVE_SOURCES, 'url'] as const;
export type ImportMenuEntry = (typeof IMPORT_MENU_ENTRIES)[number];

/**
 * GET /api/files/import/config: which import sources this server serves. Not a spec endpoint: the
 * spec's client knew from its own build which drives had credentials; ours asks the server, so the
 * picker shows the §5 "Unavailable" state instead of a flow that would fail.
 */
export const IMPORT_PATHS = {
  config: '/api/files/import/config',
  /** POST: import from a source (§7 writes `/files/import/{source}`; both spellings answer, NOTES.md 3). */
  source: (source: ImportSource): string => `/api/files/import/${source}`,
  /** GET: an import's answer again (done, still running, or its failure), for the 202 answer's follow-up. */
  job: (jobId: string): string => `/api/files/import/jobs/${encodeURIComponent(jobId)}`,
  /** POST: the OneDrive code exchanged for an access token (§4 "Login popups", §7). */
  onedriveToken: '/api/files/onedrive/token',
} as const;

/**
 * The answer's data (`{success: true, data}`): one flag per import source, and for each drive that is
 * on what the browser needs to sign in and call the drive itself (drive-clients.ts).
 */
export interface ImportConfig {
  readonly url: boolean;
  readonly googleDrive: boolean;
  readonly dropbox: boolean;
  readonly onedrive: boolean;
  readonly drives?: DriveClients;
}

/** The ImportConfig flag of each import source. */
export const IMPORT_CONFIG_KEYS: Readonly<Record<ImportSource, keyof ImportConfig>> = {
  url: 'url',
  'google-drive': 'googleDrive',
  dropbox: 'dropbox',
  onedrive: 'onedrive',
};

/** §5 "Web link import" messages. */
export const URL_IMPORT_MESSAGES = {
  invalidUrl: 'Invalid URL format',
  unsupportedScheme: 'Only HTTP and HTTPS URLs are supported',
} as const;
export type UrlImportProblem = keyof typeof URL_IMPORT_MESSAGES;

/** The web-link rule of §5 as a key of URL_IMPORT_MESSAGES (the web app translates it), or undefined. */
export function urlImportProblem(input: string): UrlImportProblem | undefined {
  const url = parseUrl(input.trim());
  if (url === undefined) return 'invalidUrl';
  return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'unsupportedScheme';
}

/** The web-link rule of §5: undefined when the link may be imported, else the message to show. */
export function urlImportError(input: string): string | undefined {
  const problem = urlImportProblem(input);
  return problem === undefined ? undefined : URL_IMPORT_MESSAGES[problem];
}

/** §5 "Dropbox import" messages. */
export const DROPBOX_IMPORT_MESSAGES = {
  missingToken: 'No Dropbox access token provided. Please authenticate first.',
  missingPath: 'No file path provided for Dropbox import.',
  invalidToken: 'Invalid Dropbox access token. Please re-authenticate.',
} as const;
/** §5: "A token shorter than 10 characters" is invalid. */
export const DROPBOX_MIN_TOKEN_LENGTH = 10;

/** §5: "The path is trimmed and gets a leading slash." */
export function normaliseDropboxPath(path: string): string {
  const p = path.trim();
  return p.startsWith('/') ? p : `/${p}`;
}

/** The Dropbox rule of §5: undefined when the import may go ahead, else the message. */
export function dropboxImportError(
  accessToken: string | undefined,
  path: string | undefined,
): string | undefined {
  if (!accessToken) return DROPBOX_IMPORT_MESSAGES.missingToken;
  if (!path || path.trim() === '') return DROPBOX_IMPORT_MESSAGES.missingPath;
  if (accessToken.length < DROPBOX_MIN_TOKEN_LENGTH) return DROPBOX_IMPORT_MESSAGES.invalidToken;
  return undefined;
}

/** §5 "Drive availability": the texts of a drive tab whose credentials are not configured. */
export const driveUnavailableTitle = (service: string): string => `${service} Unavailable`;
export const DRIVE_UNAVAILABLE_TEXT = 'API credentials not configured. Please contact support for access.';

/** §9 "Google Drive listing: page size 100, ordered by modified time descending, excluding trashed items." */
export const GOOGLE_DRIVE_LIST = {
  pageSize: 100,
  orderBy: 'modifiedTime desc',
  q: 'trashed = false',
} as const;

/** §9 "Script loading times out after 10 s. Authentication times out after 30 s." */
export const DRIVE_SCRIPT_LOAD_TIMEOUT_MS = 10_000;
export const DRIVE_AUTH_TIMEOUT_MS = 30_000;

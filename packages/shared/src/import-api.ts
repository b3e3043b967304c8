/**
 * The wire contract of the import calls (converter-compressor.md §7 "Own server: import", §3 "Import
 * result", §5 "Web link import", "Dropbox import", §8 "Authentication"): request bodies, the drives'
 * names and the server's messages. The answers are in api/import-responses.ts; paths in imports.ts
 * (IMPORT_PATHS). Every body field is the spec's; `sessionId` is accepted and not trusted (the owner is
 * the session header or the signed-in account, D18), `filename` names the stored file when given.
 */
import { z } from 'zod';
import type { DriveSource, ImportSource } from './imports.js';

/** The visitor's name for the file (sanitised on the server; derived from the source when absent). */
const fileNameField = z.string().max(1000).optional();
/** The spec's body carries it; the owner comes from the session header or the account instead. */
const sessionIdField = z.string().max(200).optional();
/** An OAuth access token of the visitor's; optional here so the server answers §5/§8's words, not zod's. */
const accessTokenField = z.string().max(8192).optional();

/** POST /files/import/url: url, filename, sessionId (§7). */
export const urlImportRequestSchema = z.object({
  url: z.string().max(8192),
  filename: fileNameField,
  sessionId: sessionIdField,
});

/** POST /files/import/google-drive: fileId, accessToken, filename, sessionId (§7). */
export const googleDriveImportRequestSchema = z.object({
  fileId: z.string().trim().min(1).max(512),
  accessToken: accessTokenField,
  filename: fileNameField,
  sessionId: sessionIdField,
});

/** POST /files/import/dropbox: path, accessToken, filename, sessionId (§7); §5's rules apply. */
export const dropboxImportRequestSchema = z.object({
  path: z.string().max(4096).optional(),
  accessToken: accessTokenField,
  filename: fileNameField,
  sessionId: sessionIdField,
});

/** POST /files/import/onedrive: fileId, accessToken, filename, sessionId (§7). */
export const onedriveImportRequestSchema = z.object({
  fileId: z.string().trim().min(1).max(512),
  accessToken: accessTokenField,
  filename: fileNameField,
  sessionId: sessionIdField,
});

export const IMPORT_REQUEST_SCHEMAS = {
  url: urlImportRequestSchema,
  'google-drive': googleDriveImportRequestSchema,
  dropbox: dropboxImportRequestSchema,
  onedrive: onedriveImportRequestSchema,
} as const satisfies Readonly<Record<ImportSource, z.ZodType>>;

export type ImportRequests = {
  readonly [S in ImportSource]: z.input<(typeof IMPORT_REQUEST_SCHEMAS)[S]>;
};
/** A parsed import request with its source (what the server's import service takes). */
export type ImportRequest = {
  [S in ImportSource]: { readonly source: S } & z.output<(typeof IMPORT_REQUEST_SCHEMAS)[S]>;
}[ImportSource];
export type UrlImportRequest = ImportRequests['url'];
export type GoogleDriveImportRequest = ImportRequests['google-drive'];
export type DropboxImportRequest = ImportRequests['dropbox'];
export type OnedriveImportRequest = ImportRequests['onedrive'];

/**
 * POST /files/onedrive/token: code, redirectUri, optionally codeVerifier (§7). The verifier is PKCE's
 * (RFC 7636 §4.1: 43–128 characters of the unreserved set).
 */
export const onedriveTokenRequestSchema = z.object({
  code: z.string().min(1).max(4096),
  redirectUri: z.string().min(1).max(2048),
  codeVerifier: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier (43–128 unreserved characters)')
    .optional(),
});
export type OnedriveTokenRequest = z.input<typeof onedriveTokenRequestSchema>;

/** The drives' names as the spec's texts write them ('{service} Unavailable', 'Not authenticated with {drive}'). */
export const DRIVE_NAMES: Readonly<Record<DriveSource, string>> = {
  'google-drive': 'Google Drive',
  dropbox: 'Dropbox',
  onedrive: 'OneDrive',
};

/** Messages of the import calls: the spec's words where it has them (§5, §8), the same style elsewhere. */
export const IMPORT_MESSAGES = {
  /** §8 "Not authenticated with {drive}": a drive import without an access token. */
  notAuthenticated: (drive: DriveSource): string => `Not authenticated with ${DRIVE_NAMES[drive]}`,
  /** §8, 401: the drive refused the visitor's token. */
  authFailed: 'Authentication failed. Please try signing in again.',
  /** §8, 403 (the spec's Google Drive sentence, with each drive's name). */
  accessDenied: (drive: DriveSource): string =>
    `Access denied. Please ensure you have granted permission to access ${DRIVE_NAMES[drive]} files.`,
  fileNotFound: (drive: DriveSource): string => `The file was not found in ${DRIVE_NAMES[drive]}`,
  /** §5 "Drive availability" (the title is the browser's: '{service} Unavailable'). */
  driveUnavailable: 'API credentials not configured. Please contact support for access.',
  urlUnavailable: 'Importing from a web link is not enabled on this server',
  /** §8 "Authentication failed": the OneDrive code could not be exchanged for a token. */
  tokenExchangeFailed: 'Authentication failed',
  /** §8's toast title, for a failure without a more precise reason. */
  importFailed: 'Import failed',
} as const;

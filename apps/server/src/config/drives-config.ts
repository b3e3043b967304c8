import { DRIVE_CLIENT_DEFAULTS } from '@mediaforge/shared';
import { z } from 'zod';
import { pageBaseUrl } from './extractors/page-base-url.js';

/**
 * Imports (docs/decisions.md D210–D216): whether the web-link import is on, how long an import call
 * waits for its job, and each drive's OAuth client and API base URLs. A drive is on only when its client
 * id is set (CC-5.58); the base URLs default to the providers' own and let tests point the production
 * clients (server and browser alike) at loopback servers. env.ts hands this module the cleaned variables.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A client id or key as the provider's console shows it: printable, no spaces. */
const clientId = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,512}$/, 'must be printable ASCII without spaces')
  .optional();

/** Microsoft's identity platform: the tenant segment decides who may sign in (common, consumers…). */
const ONEDRIVE_AUTHORITY_DEFAULT = 'https://login.microsoftonline.com/common';

export const drivesSchema = z.object({
  URL_IMPORT_ENABLED: booleanString.default(true),
  /** How long an import call waits for its job before answering 202 (under the browser's 30 s timeout). */
  IMPORT_ANSWER_WAIT_MS: z.coerce.number().int().min(0).max(25_000).default(20_000),
  GOOGLE_DRIVE_CLIENT_ID: clientId,
  GOOGLE_DRIVE_API_BASE_URL: pageBaseUrl(DRIVE_CLIENT_DEFAULTS.googleApiBaseUrl),
  GOOGLE_IDENTITY_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default(DRIVE_CLIENT_DEFAULTS.googleScriptUrl),
  DROPBOX_APP_KEY: clientId,
  DROPBOX_API_BASE_URL: pageBaseUrl(DRIVE_CLIENT_DEFAULTS.dropboxApiBaseUrl),
  DROPBOX_CONTENT_BASE_URL: pageBaseUrl(DRIVE_CLIENT_DEFAULTS.dropboxContentBaseUrl),
  DROPBOX_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).default(DRIVE_CLIENT_DEFAULTS.dropboxAuthorizeUrl),
  ONEDRIVE_CLIENT_ID: clientId,
  /** Sent with the code exchange when set (a "web" registration); a public client uses PKCE alone. */
  ONEDRIVE_CLIENT_SECRET: z.string().min(1).max(1024).optional(),
  ONEDRIVE_AUTHORITY: pageBaseUrl(ONEDRIVE_AUTHORITY_DEFAULT),
  ONEDRIVE_GRAPH_BASE_URL: pageBaseUrl(DRIVE_CLIENT_DEFAULTS.graphBaseUrl),
});

export interface GoogleDriveConfig {
  readonly clientId: string;
  /** https://www.googleapis.com: `/drive/v3/files/{id}` (D214). */
  readonly apiBaseUrl: string;
  readonly scriptUrl: string;
}

export interface DropboxConfig {
  readonly appKey: string;
  readonly apiBaseUrl: string;
  /** https://content.dropboxapi.com: `/2/files/download`. */
  readonly contentBaseUrl: string;
  readonly authorizeUrl: string;
}

export interface OnedriveConfig {
  readonly clientId: string;
  /** Never logged, never handed to the browser. */
  readonly clientSecret: string | undefined;
  /** `{authority}/oauth2/v2.0/authorize` (the browser's) and `/token` (the server's exchange). */
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  /** https://graph.microsoft.com: `/v1.0/me/drive/items/{id}`. */
  readonly graphBaseUrl: string;
}

export interface DrivesConfig {
  readonly urlImport: boolean;
  readonly answerWaitMs: number;
  readonly googleDrive: GoogleDriveConfig | undefined;
  readonly dropbox: DropboxConfig | undefined;
  readonly onedrive: OnedriveConfig | undefined;
}

export function toDrivesConfig(d: z.infer<typeof drivesSchema>): DrivesConfig {
  return {
    urlImport: d.URL_IMPORT_ENABLED,
    answerWaitMs: d.IMPORT_ANSWER_WAIT_MS,
    googleDrive: d.GOOGLE_DRIVE_CLIENT_ID
      ? {
          clientId: d.GOOGLE_DRIVE_CLIENT_ID,
          apiBaseUrl: d.GOOGLE_DRIVE_API_BASE_URL,
          scriptUrl: d.GOOGLE_IDENTITY_SCRIPT_URL,
        }
      : undefined,
    dropbox: d.DROPBOX_APP_KEY
      ? {
          appKey: d.DROPBOX_APP_KEY,
          apiBaseUrl: d.DROPBOX_API_BASE_URL,
          contentBaseUrl: d.DROPBOX_CONTENT_BASE_URL,
          authorizeUrl: d.DROPBOX_AUTHORIZE_URL,
        }
      : undefined,
    onedrive: d.ONEDRIVE_CLIENT_ID
      ? {
          clientId: d.ONEDRIVE_CLIENT_ID,
          clientSecret: d.ONEDRIVE_CLIENT_SECRET,
          authorizeUrl: `${d.ONEDRIVE_AUTHORITY}/oauth2/v2.0/authorize`,
          tokenUrl: `${d.ONEDRIVE_AUTHORITY}/oauth2/v2.0/token`,
          graphBaseUrl: d.ONEDRIVE_GRAPH_BASE_URL,
        }
      : undefined,
  };
}

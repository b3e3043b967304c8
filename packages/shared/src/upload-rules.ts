/**
 * Server-side upload rules both sides need to agree on (converter-compressor.md §7, §8; docs/decisions.md
 * D17–D21): which anonymous session ids own an upload, the stable error texts, and the download paths.
 */
import { ANONYMOUS_SESSION_ID_PREFIX } from './limits.js';
import { formatFileSize } from './uploads.js';

/**
 * The `X-Anonymous-Session-ID` value the upload endpoints accept as an owner: `anon_` followed by 8–64
 * URL-safe characters. Stricter than `isAnonymousSessionId` (any non-empty suffix), because the id becomes
 * the key that separates one visitor's files from another's: a short id could be guessed.
 */
export const ANONYMOUS_SESSION_ID_PATTERN = new RegExp(`^${ANONYMOUS_SESSION_ID_PREFIX}[A-Za-z0-9_-]{8,64}$`);

export function isAcceptedAnonymousSessionId(id: string): boolean {
  return ANONYMOUS_SESSION_ID_PATTERN.test(id);
}

/** English messages of the upload error codes (the web app translates the codes). */
export const UPLOAD_ERROR_MESSAGES = {
  sessionRequired: 'An anonymous session id is required (header X-Anonymous-Session-ID)',
  uploadNotFound: 'Upload session not found',
  fileNotFound: 'File not found',
  hashMismatch: 'File integrity check failed: the uploaded data does not match its SHA-256',
  unsupportedMedia: 'The file is not a supported audio or video file',
  tooManyUploads: 'Too many unfinished uploads: finish or cancel one first',
  uploadBusy: 'The upload is being completed or cancelled by another request',
  invalidDownloadToken: 'The download link is invalid or has expired',
  /** Scaled mode (D256): no worker checked the file in time. Ours, in the style of the messages above. */
  checkUnavailable: 'The file could not be checked right now: try the upload again in a moment',
} as const;

/**
 * A stream whose codec this server cannot decode (D57), named as ffmpeg names it: "This file's video
 * codec is not supported: H.266 / VVC (Versatile Video Coding)". Ours, in the style of §8's "This file
 * format is not supported".
 */
export function codecNotSupportedMessage(kind: 'video' | 'audio', codec: string): string {
  return `This file's ${kind} codec is not supported: ${codec}`;
}

/**
 * An anonymous upload outside CC §6's format list (CC-6.04). Ours: the spec gives the list, not the
 * refusal's wording.
 */
export function formatNotAllowedMessage(allowedFormats: readonly string[]): string {
  return `Without an account only ${allowedFormats.join(', ')} files can be uploaded. Sign up free to use other formats.`;
}

/** "File exceeds the maximum size of 500 MB" (the limit in the units the browser shows, CC §9). */
export function fileTooLargeMessage(maxFileSize: number): string {
  return `File exceeds the maximum size of ${formatFileSize(maxFileSize)}`;
}

/**
 * Download of a stored file (CC §7 "Processing": "falls back to a GET of /files/download/{fileId}");
 * answered with and without /api (NOTES.md 3). `token` is the upload answer's accessToken.
 */
export function fileDownloadPath(fileId: string, token?: string): string {
  const path = `/api/files/download/${encodeURIComponent(fileId)}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/**
 * The token of `GET {api}/files/download?token=…` (DL §7, CC-7.25), which names no file id in its path:
 * the file id, a dot, then the file's download token (`<expiry>.<mac>`). File ids never contain a dot.
 */
export function fileLinkToken(fileId: string, token: string): string {
  return `${fileId}.${token}`;
}

/** The file id and download token a link token carries, or undefined when it has no such shape. */
export function splitFileLinkToken(linkToken: string): { fileId: string; token: string } | undefined {
  const dot = linkToken.indexOf('.');
  if (dot <= 0) return undefined;
  return { fileId: linkToken.slice(0, dot), token: linkToken.slice(dot + 1) };
}

export function fileTokenDownloadPath(linkToken: string): string {
  return `/api/files/download?token=${encodeURIComponent(linkToken)}`;
}

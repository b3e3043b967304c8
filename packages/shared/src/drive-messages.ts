/**
 * The drive picker's error texts (converter-compressor.md §8 "Upload and import", "Authentication"),
 * keyed for the web app's translations; `{{service}}` is the drive's name. Where the spec gives no
 * wording (access denied by the user, the time-outs) the text is ours, in the same style.
 */
export const DRIVE_ERROR_MESSAGES = {
  browseFailed: 'Failed to browse files',
  uploadFailed: 'Failed to upload file',
  folderFailed: 'Failed to create folder',
  unknownService: 'Unknown service type',
  authFailed: 'Authentication failed',
  popupBlocked: 'Sign-in popup was blocked by browser. Please allow popups for this site and try again.',
  accessDenied: 'Access was denied in the sign-in window.',
  forbidden: 'Access denied. Please ensure you have granted permission to access {{service}} files.',
  unauthorized: 'Authentication failed. Please try signing in again.',
  authTimeout: 'Sign-in timed out. Please try again.',
  scriptTimeout: 'The sign-in script could not be loaded. Please try again.',
  notAuthenticated: 'Not authenticated with {{service}}',
} as const;
export type DriveErrorKind = keyof typeof DRIVE_ERROR_MESSAGES;

/** A drive's message with its name filled in (English; the web app translates the same keys). */
export function driveErrorMessage(kind: DriveErrorKind, service: string): string {
  return DRIVE_ERROR_MESSAGES[kind].replace('{{service}}', service);
}

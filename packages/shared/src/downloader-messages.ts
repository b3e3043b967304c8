/**
 * What the downloader's form, downloads and job tracker say (downloader.md §4, §8), verbatim: the browser
 * shows them (translated) and its English resource is filled from here, so a text lives once (D95).
 * Input validation messages are in downloader-input.ts, the server's refusals in downloader-api.ts.
 */
import { normaliseToolType } from './platforms.js';

export const DOWNLOADER_FORM_MESSAGES = {
  /** §8 "Analysis" fallbacks of the WhatsApp and story calls. */
  whatsappFailed: 'Failed to fetch WhatsApp data',
  storiesFailed: 'Failed to fetch Instagram stories',
  /** §8 "Download". */
  missingInfo: 'Missing video information or job ID',
  invalidDownloadUrl: 'Invalid URL for download',
  downloadFailed: 'Download failed. Please try again.',
  profilePictureFailed: 'Profile picture download failed. Please try again.',
  failedToStart: 'Failed to start download',
  /** §8 "Tracker". */
  invalidResponse: 'Invalid response structure',
  statusFetchFailed: 'Failed to fetch job status',
  connectionFailed: 'Connection failed',
  connectionError: 'Connection error',
  realtimeUnavailable: 'Failed to connect to real-time updates',
  /** §8 "Limits": the title of the daily-limit and credit toasts. */
  limitTitle: 'Download Failed',
  /** §8 "Credit check failure toast". */
  creditCheckTitle: 'Error',
} as const;

/**
 * Tools that look a profile up rather than analyse a post (§8 "Failed to get {kind} information"):
 * WhatsApp's, Instagram's profile tools and Snapchat's profile picture.
 */
const PROFILE_TOOLS = new Set([
  'dp-downloader',
  'profile-details',
  'profile-details-with-dp',
  'profile-picture-downloader',
  'bio-copier',
  'story-downloader',
  'highlights-downloader',
  'highlight-cover-downloader',
]);

export function isProfileLookupTool(toolType: string | undefined): boolean {
  return toolType !== undefined && PROFILE_TOOLS.has(normaliseToolType(toolType));
}

/**
 * The word of §8's fallbacks: the tool's kind of §5 without a trailing "information", so the profile
 * tools read "Failed to get profile information" and "Failed to get bio information", not "… information
 * information".
 */
export function fallbackKind(kind: string): string {
  return kind.replace(/\s+information$/, '');
}

/** §8: "Failed to get {kind} information" for profile tools, "Failed to analyze {kind}" for the rest. */
export function analysisFallbackMessage(kind: string, profileTool: boolean): string {
  const word = fallbackKind(kind);
  return profileTool ? `Failed to get ${word} information` : `Failed to analyze ${word}`;
}

/**
 * Browser-side timings and sizes the spec fixes (converter-compressor.md §2, §4, §8, §9;
 * downloader-results.md §9). Kept here so the web app and its end-to-end tests read one value.
 */

/** CC §8 "Error toast with actions lasts 10 s. The daily-limit warning lasts 8 s." */
export const ERROR_TOAST_WITH_ACTIONS_MS = 10_000;
export const DAILY_LIMIT_WARNING_MS = 8_000;

/** CC §2 / §9 banners: "Success banner: dialog closes after 3 s. Error banner: fades after 5 s." */
export const SUCCESS_BANNER_CLOSE_MS = 3_000;
export const ERROR_BANNER_FADE_MS = 5_000;
/** CC §2 "Disconnect notice: fades after 3 s." */
export const DISCONNECT_NOTICE_FADE_MS = 3_000;

/** CC §4 / §9 "Stored drive login lifetime: 48 hours". */
export const DRIVE_LOGIN_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** A stored drive login is restored only while younger than 48 hours (CC §4). */
export function isDriveLoginFresh(storedAtMs: number, nowMs: number): boolean {
  return nowMs - storedAtMs < DRIVE_LOGIN_LIFETIME_MS;
}

/** CC §9 "Mobile breakpoint for the picker and settings modal: 768 px" (mobile is narrower). */
export const MOBILE_BREAKPOINT_PX = 768;
/** CC §9 "The file-list breakpoint is 640 px." */
export const FILE_LIST_BREAKPOINT_PX = 640;

/** CC §2 / DR §9 file names are "truncated to 20 characters on mobile, 35 on desktop". */
export const FILE_NAME_MAX_CHARS_MOBILE = 20;
export const FILE_NAME_MAX_CHARS_DESKTOP = 35;

/** Keeps the first `max` characters and marks the cut with an ellipsis. */
export function truncateFileName(name: string, max: number): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

/** CC §2 bottom sheets: close "on a drag of more than 120 px, or more than 60 px at a speed above 500". */
export const SHEET_CLOSE_DRAG_PX = 120;
export const SHEET_FAST_CLOSE_DRAG_PX = 60;
/** The spec gives no unit; the gesture library's velocity (px/s) is meant. */
export const SHEET_FAST_CLOSE_VELOCITY = 500;

export function shouldCloseSheet(dragPx: number, velocity: number): boolean {
  return (
    dragPx > SHEET_CLOSE_DRAG_PX ||
    (dragPx > SHEET_FAST_CLOSE_DRAG_PX && velocity > SHEET_FAST_CLOSE_VELOCITY)
  );
}

/** CC §2 "Desktop dialog up to 4xl wide." */
export const SETTINGS_MODAL_MAX_WIDTH = '4xl';

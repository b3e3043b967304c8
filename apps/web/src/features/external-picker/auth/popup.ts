import { DRIVE_AUTH_TIMEOUT_MS } from '@mediaforge/shared';
import { DriveError } from '../drives/drive-http';

/** The page's language for the popup pages, set by the opener (local storage survives redirects). */
export const POPUP_LOCALE_KEY = 'mediaforge.drive-popup-locale';

/** How often a popup is looked at to see whether the visitor closed it. */
const CLOSED_POLL_MS = 500;
/**
 * Our popup pages post their answer and close at once; the close can be seen here before the message
 * arrives, so a closed popup fails the login only if no answer came within this time.
 */
const CLOSED_GRACE_MS = 1_000;

/** The message our popup pages send the page that opened them (popup-pages/). */
export type PopupMessage =
  | {
      readonly type: 'mediaforge:drive-auth';
      readonly source: 'dropbox';
      readonly status: 'success';
      readonly accessToken: string;
    }
  | {
      readonly type: 'mediaforge:drive-auth';
      readonly source: 'onedrive';
      readonly status: 'code';
      readonly code: string;
      readonly state: string;
    }
  | {
      readonly type: 'mediaforge:drive-auth';
      readonly source: 'dropbox' | 'onedrive';
      readonly status: 'error';
      /** The provider's error code (access_denied when the visitor refused). */
      readonly error: string;
      readonly state?: string;
    };

export function isPopupMessage(value: unknown): value is PopupMessage {
  const v = value as Partial<Record<string, unknown>> | null;
  return (
    typeof v === 'object' && v !== null && v.type === 'mediaforge:drive-auth' && typeof v.status === 'string'
  );
}

/** A centred popup; a browser that blocks it is the §8 popup-blocked error. */
export function openPopup(url: string, name: string): Window {
  const width = 520;
  const height = 680;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open(url, name, `popup,width=${width},height=${height},left=${left},top=${top}`);
  if (popup === null) throw new DriveError('popupBlocked');
  return popup;
}

/**
 * Waits for the popup's answer: a message from our own origin that `accept` takes. Closing the
 * popup fails the login (CC §4 "Login popups"), and so does silence for 30 s (CC §8, §9), which also
 * closes it.
 */
export function waitForPopup<T>(
  popup: Window,
  accept: (message: PopupMessage) => T | undefined,
  timeoutMs: number = DRIVE_AUTH_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (end: () => void) => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      clearTimeout(timer);
      clearTimeout(closedTimer);
      end();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPopupMessage(event.data)) return;
      let answer: T | undefined;
      try {
        answer = accept(event.data);
      } catch (error) {
        finish(() => reject(error instanceof Error ? error : new DriveError('authFailed')));
        return;
      }
      if (answer !== undefined) finish(() => resolve(answer));
    };
    const watch = setInterval(() => {
      if (!popup.closed || closedTimer !== undefined) return;
      closedTimer = setTimeout(() => finish(() => reject(new DriveError('authFailed'))), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    const timer = setTimeout(() => {
      finish(() => reject(new DriveError('authTimeout')));
      popup.close();
    }, timeoutMs);
    window.addEventListener('message', onMessage);
  });
}

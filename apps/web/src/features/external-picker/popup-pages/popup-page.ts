import { isLocale, localeDirection, type Locale } from '@mediaforge/shared';
import en from '../../../locales/en/external-picker.json';
import fa from '../../../locales/fa/external-picker.json';
import fr from '../../../locales/fr/external-picker.json';
import { POPUP_LOCALE_KEY, type PopupMessage } from '../auth/popup';

/**
 * What the two login popup pages (drive-auth/*.html, CC §2 "Routes") share: the page's language, set
 * by the page that opened them (local storage survives the provider's redirects), its texts, and the
 * message back to the opener, after which the popup closes.
 */
type PopupTexts = typeof en.popup;
const TEXTS: Readonly<Record<Locale, PopupTexts>> = { en: en.popup, fa: fa.popup, fr: fr.popup };

export function popupLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(POPUP_LOCALE_KEY);
  } catch {
    // Storage blocked: English.
  }
  return stored !== null && isLocale(stored) ? stored : 'en';
}

/** Sets the page's language and direction and shows one of its texts. */
export function show(key: keyof PopupTexts, service: string): void {
  const locale = popupLocale();
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
  const status = document.getElementById('status');
  if (status !== null) status.textContent = TEXTS[locale][key].replace('{{service}}', service);
}

/** Hands the result to the opener and closes; opened by hand (no opener), the page says it is done. */
export function answer(message: PopupMessage, service: string): void {
  const opener = window.opener as Window | null;
  if (opener === null) {
    show(message.status === 'error' ? 'failed' : 'done', service);
    return;
  }
  opener.postMessage(message, window.location.origin);
  show(message.status === 'error' ? 'failed' : 'done', service);
  window.close();
}

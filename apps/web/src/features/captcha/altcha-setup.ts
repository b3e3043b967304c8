/**
 * ALTCHA's widget built for a strict Content-Security-Policy (docs/decisions.md D51): `altcha/external`
 * carries no inline worker and no inline styles, so the proof-of-work worker is bundled by Vite as a file
 * of our own origin (`script-src 'self'` covers it) and the stylesheet is a plain CSS asset. The server's
 * challenges use PBKDF2/SHA-256 (apps/server captcha.service.ts); the SHA workers are registered too so
 * a change of algorithm on the server does not break the widget.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-dark.css';
import 'altcha/i18n/fa';
import 'altcha/i18n/fr-fr';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import type { Locale } from '@mediaforge/shared';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

/** The widget's language key for a locale of ours (its French is registered as "fr-fr"). */
export function altchaLanguage(locale: Locale): string {
  return locale === 'fr' ? 'fr-fr' : locale;
}

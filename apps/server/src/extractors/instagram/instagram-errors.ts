/**
 * Instagram's refusals as stable codes (D137). Its web and app APIs answer a missing account with 404,
 * a private account the caller may not see with 400 `"Not authorized to view user"`, a logged-out or
 * throttled caller with 401/403 `require_login`, 429, or a redirect to `/accounts/login/` (or
 * `/challenge/` when it wants the logged-in account to prove itself); gallery-dl, yt-dlp and
 * instaloader read the same signs. Pure: an answer's status, redirect and body in, an error out.
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { ExtractorError } from '../extractor.js';

export interface AnswerFacts {
  readonly status: number;
  /** The Location of a redirect, when the answer is one. */
  readonly location: string | undefined;
  readonly body: string;
  /** Whether the request carried the operator's login. */
  readonly loggedIn: boolean;
  /** An API answer (JSON, whose `"status": "fail"` is a refusal even with a 2xx) or a page. */
  readonly kind: 'json' | 'page';
}

const LOGIN_PATHS = /\/(accounts\/login|challenge|checkpoint)\b/;

function loginError(facts: AnswerFacts, detail: string): ExtractorError {
  return facts.loggedIn
    ? new ExtractorError('EXTRACTOR_NEEDS_LOGIN', detail, DOWNLOADER_MESSAGES.instagramLoginRefused)
    : new ExtractorError('EXTRACTOR_NEEDS_LOGIN', detail, DOWNLOADER_MESSAGES.platformRefusing('Instagram'));
}

function redirectsToLogin(location: string): boolean {
  try {
    const path = new URL(location, 'https://www.instagram.com').pathname;
    return LOGIN_PATHS.test(path) || path === '/';
  } catch {
    return false;
  }
}

/** The error an answer means, or undefined when it is a 2xx the caller should parse. */
export function answerError(facts: AnswerFacts): ExtractorError | undefined {
  const { status, body } = facts;
  const detail = `instagram answered ${status}`;
  if (status >= 300 && status < 400) {
    return facts.location !== undefined && redirectsToLogin(facts.location)
      ? loginError(facts, `${detail}: redirect to the login page`)
      : new ExtractorError('EXTRACTOR_CHANGED', `${detail}: redirect to ${facts.location ?? 'nowhere'}`);
  }
  if (status === 404) return new ExtractorError('CONTENT_UNAVAILABLE', detail);
  if (status === 429) {
    return new ExtractorError(
      'EXTRACTOR_NEEDS_LOGIN',
      detail,
      DOWNLOADER_MESSAGES.platformRefusing('Instagram'),
    );
  }
  // A 2xx is an answer unless it is the APIs' JSON failure (`"status": "fail"`).
  const ok = status >= 200 && status < 300;
  if (ok && (facts.kind === 'page' || !/"status"\s*:\s*"fail"/.test(body))) return undefined;
  if (/not authorized to view user/i.test(body)) {
    return new ExtractorError('CONTENT_UNAVAILABLE', detail, DOWNLOADER_MESSAGES.instagramPrivate);
  }
  if (/checkpoint_required|challenge_required/.test(body)) return loginError(facts, `${detail}: checkpoint`);
  if (status === 401 || status === 403 || /"require_login"\s*:\s*true|login_required/.test(body)) {
    return loginError(facts, `${detail}: login required`);
  }
  if (status >= 500) {
    return new ExtractorError(
      'EXTRACTOR_UNAVAILABLE',
      detail,
      DOWNLOADER_MESSAGES.platformRefusing('Instagram'),
    );
  }
  return new ExtractorError('EXTRACTOR_CHANGED', `${detail}: ${body.slice(0, 200)}`);
}

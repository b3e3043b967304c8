/**
 * The bot check as the form around it sees it (downloader.md §4 "Form flow"; DL-4.08–4.10): a token once
 * solved, "Verification Successful!" on success, "Security verification failed. Please try again." on an
 * error (the widget is reset for another try), and a silent reset when a solution expires.
 */
export type CaptchaStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'verifying' }
  | { readonly kind: 'verified'; readonly token: string }
  | { readonly kind: 'failed' };

export type CaptchaEvent =
  | { readonly type: 'verifying' }
  | { readonly type: 'verified'; readonly token: string }
  | { readonly type: 'error' }
  | { readonly type: 'expired' }
  /** The form used the token (it is good for one call) or started over. */
  | { readonly type: 'reset' };

export const CAPTCHA_IDLE: CaptchaStatus = { kind: 'idle' };

export function captchaReducer(status: CaptchaStatus, event: CaptchaEvent): CaptchaStatus {
  switch (event.type) {
    case 'verifying':
      return { kind: 'verifying' };
    case 'verified':
      return event.token === '' ? { kind: 'failed' } : { kind: 'verified', token: event.token };
    case 'error':
      return { kind: 'failed' };
    case 'expired':
      // DL-4.10: back to the start without a message.
      return CAPTCHA_IDLE;
    case 'reset':
      return status.kind === 'idle' ? status : CAPTCHA_IDLE;
  }
}

/** The token to send, if the check is solved. */
export function captchaToken(status: CaptchaStatus): string | undefined {
  return status.kind === 'verified' ? status.token : undefined;
}

/** Key of captcha.json for the status line under the widget, if any. */
export function captchaMessageKey(status: CaptchaStatus): 'success' | 'failed' | undefined {
  if (status.kind === 'verified') return 'success';
  if (status.kind === 'failed') return 'failed';
  return undefined;
}

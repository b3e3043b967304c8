import type { Locale } from '@mediaforge/shared';
import type { Ref } from 'react';
import type { CaptchaEvent } from '../captcha-status';

/** What the form may ask of a bot-check widget. */
export interface CaptchaHandle {
  /** Drops the current solution (each is accepted once) and, if the visitor already solved one, starts again. */
  reset(): void;
}

export interface CaptchaWidgetProps {
  readonly locale: Locale;
  /**
   * When the proof of work starts by itself: when the form around it gets focus (a sign-in form), or at
   * once (the downloader's captcha step, shown after submit). The visitor can always start it by hand.
   */
  readonly auto?: 'onfocus' | 'onload';
  readonly onEvent: (event: CaptchaEvent) => void;
  readonly ref?: Ref<CaptchaHandle>;
}

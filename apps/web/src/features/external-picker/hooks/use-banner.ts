import { DISCONNECT_NOTICE_FADE_MS, ERROR_BANNER_FADE_MS, SUCCESS_BANNER_CLOSE_MS } from '@mediaforge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** CC §2 "Banners": success, error, and the disconnect notice. */
export type BannerTone = 'success' | 'error' | 'notice';

export interface Banner {
  /** A new banner, even with the same text, is timed and announced afresh. */
  readonly key: number;
  readonly tone: BannerTone;
  readonly title?: string | undefined;
  readonly text: string;
}

/**
 * CC §2, §9: the dialog closes 3 s after a success banner, an error banner fades after 5 s and the
 * disconnect notice after 3 s. An error or notice waits while the pointer is on it (WCAG 2.2.1, as the
 * toasts do, D73); the success banner's close does not wait.
 */
export const BANNER_MS: Readonly<Record<BannerTone, number>> = {
  success: SUCCESS_BANNER_CLOSE_MS,
  error: ERROR_BANNER_FADE_MS,
  notice: DISCONNECT_NOTICE_FADE_MS,
};

export interface BannerControls {
  readonly banner: Banner | undefined;
  readonly show: (tone: BannerTone, text: string, title?: string) => void;
  readonly dismiss: () => void;
  readonly setPaused: (paused: boolean) => void;
}

export function useBanner(onSuccessElapsed: () => void): BannerControls {
  const [banner, setBanner] = useState<Banner>();
  const [paused, setPaused] = useState(false);
  const counter = useRef(0);
  const onSuccess = useRef(onSuccessElapsed);
  useEffect(() => {
    onSuccess.current = onSuccessElapsed;
  });

  useEffect(() => {
    if (banner === undefined || (paused && banner.tone !== 'success')) return undefined;
    const timer = setTimeout(() => {
      setBanner(undefined);
      if (banner.tone === 'success') onSuccess.current();
    }, BANNER_MS[banner.tone]);
    return () => clearTimeout(timer);
  }, [banner, paused]);

  const show = useCallback((tone: BannerTone, text: string, title?: string) => {
    counter.current += 1;
    setBanner({ key: counter.current, tone, text, title });
  }, []);
  const dismiss = useCallback(() => setBanner(undefined), []);
  return { banner, show, dismiss, setPaused };
}

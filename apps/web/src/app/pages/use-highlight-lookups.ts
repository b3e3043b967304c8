import { CAPTCHA_TO_ANALYSIS_DELAY_MS, type DownloaderQuality } from '@mediaforge/shared';
import { useEffect, useRef, useState } from 'react';
import type { CaptchaStepProps } from '../../features/downloader-form/components/downloader-form';
import type { CaptchaSignal } from '../../features/downloader-form/form-state';
import { lookupHighlight } from '../../features/instagram-results/api/lookup-highlight';
import { readHighlightAnswer } from '../../features/instagram-results/highlight-answer';
import { fieldsOf } from '../../features/instagram-results/instagram-answer';
import type { HighlightLookup } from '../../features/instagram-results/slots';
import { visitorTier } from '../../lib/auth-session';
import { logWarning } from '../../lib/browser-log';

export interface HighlightLookups {
  readonly lookups: ReadonlyMap<string, HighlightLookup>;
  readonly onHighlight: (quality: DownloaderQuality) => void;
  /** The bot check an anonymous visitor passes before a lookup (it is an analysis, D123), or none. */
  readonly captcha: CaptchaStepProps | undefined;
}

/**
 * The highlight cards' lookups (downloader-results.md §4, §7, §8; D192): one at a time, each an analysis
 * of the highlight's own link, so anonymous visitors pass the bot check first (the captcha step, which
 * solves by itself); what fails is only logged and the card goes back to waiting (DR-8.04).
 */
export function useHighlightLookups(): HighlightLookups {
  const [lookups, setLookups] = useState<ReadonlyMap<string, HighlightLookup>>(new Map());
  const [captcha, setCaptcha] = useState<{ attempt: number; status: CaptchaStepProps['status'] }>();
  const pending = useRef<DownloaderQuality>(undefined);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const settle = (formatId: string, lookup: HighlightLookup | undefined) => {
    if (!live.current) return;
    setLookups((was) => {
      const next = new Map(was);
      if (lookup === undefined) next.delete(formatId);
      else next.set(formatId, lookup);
      return next;
    });
  };

  const run = async (quality: DownloaderQuality, token: string | undefined) => {
    const url = fieldsOf(quality).originalUrl;
    if (url === undefined) {
      logWarning('a highlight without its link cannot be looked up', quality.formatId);
      settle(quality.formatId, undefined);
      return;
    }
    try {
      const info = readHighlightAnswer(await lookupHighlight(url, token));
      if (info === undefined) logWarning('highlight not found or empty; ignored', url);
      settle(quality.formatId, info === undefined ? undefined : { status: 'loaded', info });
    } catch (error) {
      logWarning('highlight lookup failed', error);
      settle(quality.formatId, undefined);
    }
  };

  const onHighlight = (quality: DownloaderQuality) => {
    if ([...lookups.values()].some((lookup) => lookup.status === 'loading')) return;
    settle(quality.formatId, { status: 'loading' });
    void visitorTier().then((tier) => {
      if (tier !== 'ANONYMOUS') return run(quality, undefined);
      pending.current = quality;
      setCaptcha((was) => ({ attempt: (was?.attempt ?? 0) + 1, status: { kind: 'idle' } }));
      return undefined;
    });
  };

  const onEvent = (signal: CaptchaSignal) => {
    const quality = pending.current;
    if (signal.type === 'verifying') setCaptcha((was) => was && { ...was, status: { kind: 'verifying' } });
    else if (signal.type === 'expired' || signal.type === 'reset')
      setCaptcha((was) => was && { ...was, status: { kind: 'idle' } });
    else if (signal.type === 'error') {
      logWarning('the bot check of a highlight lookup failed');
      pending.current = undefined;
      setCaptcha(undefined);
      if (quality) settle(quality.formatId, undefined);
    } else if (quality !== undefined) {
      pending.current = undefined;
      setCaptcha((was) => was && { ...was, status: { kind: 'verified', token: signal.token } });
      // "Verification Successful!" stays a moment, as on the form (DL §9: 1000 ms).
      setTimeout(() => {
        if (!live.current) return;
        setCaptcha(undefined);
        void run(quality, signal.token);
      }, CAPTCHA_TO_ANALYSIS_DELAY_MS);
    }
  };

  return {
    lookups,
    onHighlight,
    captcha:
      captcha === undefined ? undefined : { attempt: captcha.attempt, status: captcha.status, onEvent },
  };
}

import { ACCOUNT_PATHS } from '@mediaforge/shared';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { altchaLanguage } from '../altcha-setup';
import type { CaptchaWidgetProps } from './widget-props';

type AltchaElement = HTMLElementTagNameMap['altcha-widget'];

/**
 * ALTCHA's self-hosted proof of work (DESIGN.md §4; docs/decisions.md D46, D51) in the spec's dark theme
 * and normal size (CC-2.80): the standard checkbox display, with the dark palette of altcha-dark.css.
 * Its states become CaptchaEvents; an expired solution is reset silently (DL-4.10).
 */
export function AltchaWidget({ locale, auto = 'onfocus', onEvent, ref }: CaptchaWidgetProps) {
  const element = useRef<AltchaElement>(null);
  const handler = useRef(onEvent);
  const autoStart = useRef(auto);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    const node = element.current;
    if (node === null) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      switch (detail.state) {
        case 'verifying':
          handler.current({ type: 'verifying' });
          return;
        case 'verified':
          handler.current({ type: 'verified', token: detail.payload ?? '' });
          return;
        case 'error':
          handler.current({ type: 'error' });
          // DL-4.09: verification resets, so the visitor can try again (our text says why).
          node.reset();
          return;
        case 'expired':
          handler.current({ type: 'expired' });
          node.reset();
          return;
      }
    };
    // The widget starts on the form's first focusin once it has mounted; a visitor (or autofill) that
    // is already in the form by then would wait for a second focus that may never come.
    const startIfFocused = () => {
      const form = node.closest('form');
      const focused = form !== null && form.contains(document.activeElement);
      if (autoStart.current === 'onfocus' && focused && String(node.getState()) === 'unverified')
        void node.verify();
    };
    node.addEventListener('statechange', onStateChange);
    node.addEventListener('load', startIfFocused);
    return () => {
      node.removeEventListener('statechange', onStateChange);
      node.removeEventListener('load', startIfFocused);
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        const node = element.current;
        if (node === null) return;
        const wasSolved = String(node.getState()) !== 'unverified';
        node.reset();
        // A visitor who solved one is still at the form: solve the next one straight away.
        if (wasSolved) void node.verify();
      },
    }),
    [],
  );

  return (
    <altcha-widget
      ref={element}
      challenge={ACCOUNT_PATHS.captchaChallenge}
      auto={auto}
      language={altchaLanguage(locale)}
      display="standard"
      type="checkbox"
      className="altcha-dark"
    />
  );
}

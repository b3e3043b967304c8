import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTurnstile } from '../turnstile-script';
import type { CaptchaWidgetProps } from './widget-props';

interface TurnstileWidgetProps extends CaptchaWidgetProps {
  readonly siteKey: string;
}

/**
 * Cloudflare Turnstile, when the operator configured it (docs/decisions.md D46), in the dark theme and
 * normal size (CC-2.80). Its script comes from Cloudflare: the server's CSP names that origin only then.
 */
export function TurnstileWidget({ siteKey, locale, onEvent, ref }: TurnstileWidgetProps) {
  const { t } = useTranslation('captcha');
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | undefined>(undefined);
  const handler = useRef(onEvent);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    let live = true;
    loadTurnstile().then(
      (turnstile) => {
        if (!live || container.current === null) return;
        widgetId.current = turnstile.render(container.current, {
          sitekey: siteKey,
          theme: 'dark',
          size: 'normal',
          language: locale,
          callback: (token: string) => handler.current({ type: 'verified', token }),
          'error-callback': () => {
            handler.current({ type: 'error' });
            if (widgetId.current !== undefined) turnstile.reset(widgetId.current);
          },
          'expired-callback': () => {
            handler.current({ type: 'expired' });
            if (widgetId.current !== undefined) turnstile.reset(widgetId.current);
          },
        });
      },
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
      if (widgetId.current !== undefined) window.turnstile?.remove(widgetId.current);
      widgetId.current = undefined;
    };
  }, [siteKey, locale]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (widgetId.current !== undefined) window.turnstile?.reset(widgetId.current);
      },
    }),
    [],
  );

  return unavailable ? (
    <p className="text-sm text-red-700">{t('unavailable')}</p>
  ) : (
    <div ref={container} className="min-h-[65px]" />
  );
}

import { lazy, Suspense } from 'react';
import { getI18n } from 'react-i18next';
import type { LinkCaptchaProps } from '../../features/link-generator/components/link-form';
import { withTexts } from './file-controls-lazy';

/**
 * The WhatsApp link generator loads with its route, not with the downloader page: libphonenumber-js's
 * metadata, the flags and the template texts are for the WhatsApp tools alone (bench/web, D41); the QR
 * code's package loads later still, with the first result, and the bot check (ALTCHA) when an anonymous
 * visitor first presses Generate. withTexts adds the sheet's texts (`ui`).
 */
const LinkGenerator = lazy(async () => {
  const [{ LinkGeneratorScreen }, { renderWhatsAppPhoneField }, { addLinkGeneratorResources }] =
    await Promise.all([
      withTexts(import('../../features/link-generator/components/link-generator-screen')),
      import('./whatsapp-phone-field'),
      import('../../lib/i18n-link-generator'),
    ]);
  addLinkGeneratorResources(getI18n());
  return {
    default: function LinkGeneratorTool() {
      return (
        <LinkGeneratorScreen renderPhoneField={renderWhatsAppPhoneField} renderCaptcha={renderCaptcha} />
      );
    },
  };
});

const Captcha = lazy(async () => ({
  default: (await import('./link-generator-captcha')).LinkGeneratorCaptcha,
}));

function renderCaptcha(props: LinkCaptchaProps) {
  return (
    <Suspense fallback={null}>
      <Captcha key={props.attempt} {...props} />
    </Suspense>
  );
}

/** The screen of /downloader/whatsapp/link-generator; nothing shows for the moment it loads. */
export function LinkGeneratorSlot() {
  return (
    <Suspense fallback={null}>
      <LinkGenerator />
    </Suspense>
  );
}

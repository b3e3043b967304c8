import { lazy, Suspense } from 'react';
import { getI18n } from 'react-i18next';
import type { CaptchaStepProps } from '../../features/downloader-form/components/downloader-form';
import type { PhoneFieldProps } from '../../features/downloader-form/components/input-field';
import { withTexts } from './file-controls-lazy';

/**
 * Parts of the downloader form that only some visitors need load when first shown: the bot check
 * (ALTCHA and its workers) for anonymous visitors after a submit, and the WhatsApp number field
 * (libphonenumber-js's metadata, the flags) on the WhatsApp tools.
 */
const CaptchaStep = lazy(async () => ({ default: (await import('./downloader-captcha')).DownloaderCaptcha }));
const PhoneField = lazy(async () => {
  // The country selector's texts are the link generator's namespace (and the sheet's, `ui`).
  const [module, { addLinkGeneratorResources }] = await Promise.all([
    withTexts(import('./downloader-phone-field')),
    import('../../lib/i18n-link-generator'),
  ]);
  addLinkGeneratorResources(getI18n());
  return { default: module.DownloaderPhoneField };
});

export function renderCaptchaStep(props: CaptchaStepProps) {
  return (
    <Suspense fallback={null}>
      <CaptchaStep key={props.attempt} {...props} />
    </Suspense>
  );
}

export function renderPhoneField(props: PhoneFieldProps) {
  return (
    <Suspense fallback={<div className="h-[4.25rem]" />}>
      <PhoneField {...props} />
    </Suspense>
  );
}

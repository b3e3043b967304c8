/**
 * The WhatsApp link generator (DL §2 "Link generator screen", tool type link-generator): the number
 * with its country, the message with its templates and emoji, a live chat preview, and the result
 * with the link, its QR code and their actions. The link is made by POST /api/downloader/whatsapp,
 * after the bot check for anonymous visitors (DL §4 "Form flow"), so it is an analysis like any other.
 *
 * Props (slots app/ fills, because they are other features, DESIGN.md §3.8):
 * - renderPhoneField(props): the phone input beside the country selector; props are the phone input's.
 * - renderCaptcha(props): the bot check's panel; it calls onVerified with the token, or onFailed.
 */
import { DEFAULT_MESSAGE_TEMPLATE_ID, WHATSAPP_SEND_BASE_URL } from '@mediaforge/shared';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { handOffFocus } from '../../../components/ui/focus-handoff';
import { showToast } from '../../../components/ui/toast';
import { dialCodeFor } from '../../../lib/dial-codes';
import { generateFailureText } from '../failure-text';
import { useLinkRequest } from '../hooks/use-link-request';
import { draftDigits, initialDraft, isDraftChanged, isPhoneAccepted, type LinkDraft } from '../link-draft';
import { ChatPreview } from './chat-preview';
import { LinkForm, type LinkCaptchaProps, type PhoneFieldProps } from './link-form';
import { LinkResult, type GeneratedLink } from './link-result';

export interface LinkGeneratorScreenProps {
  readonly renderPhoneField: (props: PhoneFieldProps) => ReactNode;
  readonly renderCaptcha: (props: LinkCaptchaProps) => ReactNode;
}

export function LinkGeneratorScreen({ renderPhoneField, renderCaptcha }: LinkGeneratorScreenProps) {
  const { t } = useTranslation('link-generator');
  const { t: tDownloader } = useTranslation('downloader');
  const defaultMessage = t(`templates.${DEFAULT_MESSAGE_TEMPLATE_ID}.message`);
  const [draft, setDraft] = useState<LinkDraft>(() => initialDraft(defaultMessage));
  const [invalid, setInvalid] = useState(false);
  const [result, setResult] = useState<GeneratedLink>();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const phoneId = `${useId()}-phone`;
  const dialCode = dialCodeFor(draft.countryCode);

  const request = useLinkRequest({
    onDone: (answer, sent) => {
      // The server makes the same wa.me link (NOTES.md 2); anything else is not shown as one.
      if (!answer.url.startsWith(WHATSAPP_SEND_BASE_URL)) {
        showToast('error', t('toasts.generateFailedTitle'), { description: t('toasts.generateFailedText') });
        return;
      }
      setResult({ link: answer.url, digits: sent.phoneNumber });
      // The form gives way to the result; its heading takes focus and is read out.
      handOffFocus({
        always: true,
        to: () => [resultHeading.current],
        message: t('announcements.generated'),
      });
    },
    onFailed: (error) => {
      showToast('error', t('toasts.generateFailedTitle'), {
        description: generateFailureText(error, t, tDownloader),
      });
    },
  });

  const generate = () => {
    if (!isPhoneAccepted(dialCode, draft.phone)) {
      setInvalid(true);
      document.getElementById(phoneId)?.focus();
      return;
    }
    const captchaFailed = request.step.kind === 'verifying' && request.step.failed;
    void request.start({ phoneNumber: draftDigits(dialCode, draft), message: draft.message }, captchaFailed);
  };

  // DL §4 Reset: phone, message (the default template), country (+1), result, error and captcha.
  const reset = () => {
    request.cancel();
    setDraft(initialDraft(defaultMessage));
    setInvalid(false);
    setResult(undefined);
    handOffFocus({
      from: resetButton.current,
      always: result !== undefined,
      to: () => [document.getElementById(phoneId)],
      message: t('announcements.reset'),
    });
  };

  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      {result !== undefined ? (
        <LinkResult result={result} onReset={reset} headingRef={resultHeading} />
      ) : (
        <LinkForm
          draft={draft}
          onChange={(change) => {
            setDraft((current) => ({ ...current, ...change }));
            if (change.phone !== undefined) setInvalid(false);
          }}
          phoneId={phoneId}
          invalid={invalid}
          changed={isDraftChanged(draft, defaultMessage)}
          step={request.step}
          onGenerate={generate}
          onReset={reset}
          onCaptchaVerified={request.verified}
          onCaptchaFailed={request.captchaFailed}
          resetRef={resetButton}
          renderPhoneField={renderPhoneField}
          renderCaptcha={renderCaptcha}
        />
      )}
      <ChatPreview dialCode={dialCode} phone={draft.phone} message={draft.message} />
    </div>
  );
}

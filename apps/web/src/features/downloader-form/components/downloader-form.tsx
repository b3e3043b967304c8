import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { handOffFocus } from '../../../components/ui/focus-handoff';
import { cx } from '../../../lib/class-names';
import { noticeText } from '../../../lib/downloader-notice';
import type { CaptchaSignal, CaptchaState, DownloaderFormState } from '../form-state';
import type { FormSession } from '../form-session';
import { useFormSession } from '../hooks/use-form-session';
import { linkPlatform, type InputContext } from '../input-rules';
import { DownloadTypeField } from './download-type-field';
import { InputField, type PhoneFieldProps } from './input-field';

/** What the page's captcha step gets (features/captcha's CaptchaPanel). */
export interface CaptchaStepProps {
  /** Changes with every captcha step: a new widget, which starts by itself. */
  readonly attempt: number;
  readonly status: CaptchaState;
  readonly onEvent: (signal: CaptchaSignal) => void;
}

export interface DownloaderFormProps {
  readonly session: FormSession;
  readonly input: InputContext;
  readonly renderCaptcha: (props: CaptchaStepProps) => ReactNode;
  /** The result of an analysis (features/downloader-jobs' list), composed by the page. */
  readonly renderResult: (state: DownloaderFormState) => ReactNode;
  /** The WhatsApp tools' number field (features/phone-input with the country selector). */
  readonly renderPhoneInput: (props: PhoneFieldProps) => ReactNode;
}

const BUTTON =
  'inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The one downloader form, reused per platform and tool (DL §2 "Downloader form"). Buttons that cannot
 * act say so with aria-disabled and keep focus, so focus is never dropped while the form is busy (D71).
 */
export function DownloaderForm({
  session,
  input,
  renderCaptcha,
  renderResult,
  renderPhoneInput,
}: DownloaderFormProps) {
  const { t } = useTranslation('downloader');
  const state = useFormSession(session);
  const { shape } = session;
  const id = useId();
  const fieldId = `${id}-field`;
  const errorId = `${id}-error`;
  const fieldRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const busy = state.isAnalyzing || state.isVerifying;
  const empty = state.url.trim() === '';
  const detectedPlatform = shape.detectsPlatform ? linkPlatform(state.url, input) : undefined;
  const detected =
    detectedPlatform !== undefined && detectedPlatform !== 'invalid' && input.isEnabled(detectedPlatform)
      ? detectedPlatform
      : undefined;

  // The captcha step goes when the analysis starts: focus that was inside it moves to the submit button.
  const showCaptcha = state.showCaptcha;
  const shownBefore = useRef(showCaptcha);
  useEffect(() => {
    const went = shownBefore.current && !showCaptcha;
    shownBefore.current = showCaptcha;
    if (went) handOffFocus({ to: () => [submitRef.current] });
  }, [showCaptcha]);
  const invalid =
    state.error !== undefined && 'key' in state.error && state.error.key.startsWith('validation.');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void session.submit();
  };

  const label = state.isVerifying
    ? t('form.submit.verifying')
    : state.isAnalyzing
      ? t('form.submit.analyzing')
      : t(`form.submit.${shape.submitLabel}`);

  return (
    <div className="mt-8 max-w-3xl space-y-6">
      <form
        onSubmit={onSubmit}
        noValidate
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div ref={fieldRef} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <InputField
            id={fieldId}
            shape={shape}
            value={state.url}
            onChange={(value) => session.setUrl(value)}
            invalid={invalid}
            describedBy={state.error === undefined ? undefined : errorId}
            detected={detected}
            phone={{
              countryCode: state.countryCode,
              onCountryChange: (code, dialCode) => session.setCountry(code, dialCode),
            }}
            renderPhoneInput={renderPhoneInput}
          />
          <button
            ref={submitRef}
            type="submit"
            aria-disabled={busy || empty}
            data-busy={busy || undefined}
            onClick={(event) => {
              // Disabled for the pointer. Enter in the field (a click without a pointer) still submits:
              // a busy form ignores it and an empty one is told what to enter (DL §5).
              if ((busy || empty) && event.detail > 0) event.preventDefault();
            }}
            className={cx(
              BUTTON,
              busy || empty
                ? 'cursor-not-allowed bg-indigo-300 text-white'
                : 'bg-indigo-600 text-white hover:bg-indigo-700',
            )}
          >
            {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
            {label}
          </button>
        </div>
        {shape.offersDownloadType && (
          <div className="mt-4">
            <DownloadTypeField
              name={`${id}-type`}
              value={state.downloadType}
              onChange={(value) => session.setDownloadType(value)}
            />
          </div>
        )}
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden">
          {state.error === undefined ? '' : noticeText(t, state.error)}
        </p>
      </form>
      {state.showCaptcha && (
        <div>
          {renderCaptcha({
            attempt: state.captchaAttempt,
            status: state.captcha,
            onEvent: (signal) => session.captchaEvent(signal),
          })}
        </div>
      )}
      {state.videoInfo !== undefined && (
        <ResultArea state={state} onStartOver={() => session.reset()} fieldRef={fieldRef}>
          {renderResult(state)}
        </ResultArea>
      )}
    </div>
  );
}

interface ResultAreaProps {
  readonly state: DownloaderFormState;
  readonly onStartOver: () => void;
  readonly fieldRef: RefObject<HTMLDivElement | null>;
  readonly children: ReactNode;
}

/** The result and "try another one" (DL §2), which empties the form and hands focus to its field. */
function ResultArea({ state, onStartOver, fieldRef, children }: ResultAreaProps) {
  const { t } = useTranslation('downloader');
  const blocked = state.isDownloading;
  return (
    <section aria-label={t('result.label')} data-testid="downloader-result" className="space-y-4">
      {children}
      <button
        type="button"
        aria-disabled={blocked}
        onClick={(event) => {
          if (blocked) return;
          const from = event.currentTarget;
          onStartOver();
          handOffFocus({ from, to: () => [fieldRef.current?.querySelector('input') ?? null] });
        }}
        className={cx(
          'inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          blocked ? 'cursor-not-allowed text-slate-500' : 'hover:bg-slate-50',
        )}
      >
        {t('form.startOver')}
      </button>
    </section>
  );
}

import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { handOffFocus } from '../../../components/ui/focus-handoff';
import type { RequestStep } from '../hooks/use-link-request';
import type { LinkDraft } from '../link-draft';
import { MessageField } from './message-field';

/** The phone input's props (features/phone-input), which app/ renders with the country selector. */
export interface PhoneFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly countryCode: string;
  readonly onCountryChange: (countryCode: string) => void;
  readonly id: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  readonly label: string;
}

/** The bot check for anonymous visitors, rendered by app/ with the captcha feature's panel. */
export interface LinkCaptchaProps {
  /** A new number for each check: a new widget, which starts by itself. */
  readonly attempt: number;
  readonly onVerified: (token: string) => void;
  readonly onFailed: () => void;
}

interface LinkFormProps {
  readonly draft: LinkDraft;
  readonly onChange: (change: Partial<LinkDraft>) => void;
  readonly phoneId: string;
  readonly invalid: boolean;
  readonly changed: boolean;
  readonly step: RequestStep;
  readonly onGenerate: () => void;
  readonly onReset: () => void;
  readonly onCaptchaVerified: (token: string) => void;
  readonly onCaptchaFailed: () => void;
  readonly resetRef: Ref<HTMLButtonElement>;
  readonly renderPhoneField: (props: PhoneFieldProps) => ReactNode;
  readonly renderCaptcha: (props: LinkCaptchaProps) => ReactNode;
}

/**
 * The form of the link generator (DL §2): number, message, the bot check when one is due, Generate
 * (disabled while the number is empty; busy while verifying or sending, keeping focus, D71) and Reset
 * (shown once anything changed).
 */
export function LinkForm({
  draft,
  onChange,
  phoneId,
  invalid,
  changed,
  step,
  onGenerate,
  onReset,
  onCaptchaVerified,
  onCaptchaFailed,
  resetRef,
  renderPhoneField,
  renderCaptcha,
}: LinkFormProps) {
  const { t } = useTranslation('link-generator');
  const hintId = `${phoneId}-hint`;
  const errorId = `${phoneId}-error`;
  const busy = step.kind === 'sending' || (step.kind === 'verifying' && !step.failed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && draft.phone !== '') onGenerate();
  };
  // When the bot check's panel goes, focus that was in it moves to Generate, not to the page (D71).
  const submitButton = useRef<HTMLButtonElement>(null);
  const verifying = step.kind === 'verifying';
  const wasVerifying = useRef(verifying);
  useEffect(() => {
    if (wasVerifying.current && !verifying) handOffFocus({ to: () => [submitButton.current] });
    wasVerifying.current = verifying;
  }, [verifying]);

  let label = t('form.generate');
  if (step.kind === 'sending') label = t('form.generating');
  else if (busy) label = t('form.verifying');

  return (
    <form
      aria-label={t('form.label')}
      noValidate
      onSubmit={submit}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        {renderPhoneField({
          value: draft.phone,
          onChange: (phone) => onChange({ phone }),
          countryCode: draft.countryCode,
          onCountryChange: (countryCode) => onChange({ countryCode }),
          id: phoneId,
          invalid,
          describedBy: invalid ? `${errorId} ${hintId}` : hintId,
          label: t('form.phoneLabel'),
        })}
        {invalid && (
          <p id={errorId} className="mt-1 text-sm text-red-700" data-testid="phone-error">
            {t('form.invalidPhone')}
          </p>
        )}
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t('form.phoneHint')}
        </p>
      </div>
      <MessageField value={draft.message} onChange={(message) => onChange({ message })} />
      {step.kind === 'verifying' &&
        renderCaptcha({
          attempt: step.attempt,
          onVerified: onCaptchaVerified,
          onFailed: onCaptchaFailed,
        })}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          variant="primary"
          disabled={draft.phone === ''}
          aria-disabled={busy || undefined}
        >
          {label}
        </Button>
        {changed && (
          <Button ref={resetRef} onClick={onReset}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('form.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}

import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import type { SignedInUser } from '../../../lib/auth-session';
import type { AuthMode } from '../auth-validation';
import { useAuthForm } from '../hooks/use-auth-form';
import { FormAlert } from './form-alert';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

export interface AuthFormProps {
  readonly mode: AuthMode;
  /** The bot-check widget (CC-2.79), composed by the page. */
  readonly captcha: ReactNode;
  readonly captchaToken: string | undefined;
  readonly onCaptchaSpent: () => void;
  readonly onSignedIn: (user: SignedInUser) => void;
}

/**
 * The e-mail form of /auth/signup and /auth/signin (CC §2 "Auth form pieces"): labelled fields with
 * error text and required stars, the password with its toggle and (sign-up) checklist, a checkbox, the
 * bot check and the server's answer. Errors show once a submit was tried; the first wrong field gets focus.
 */
export function AuthForm({ mode, captcha, captchaToken, onCaptchaSpent, onSignedIn }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const checklistId = useId();
  const captchaLabelId = useId();
  const captchaErrorId = useId();
  const form = useAuthForm(mode, { captchaToken, onCaptchaSpent, onSignedIn });
  const { values, setField, errors } = form;
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLDivElement>(null);
  const text = (key: string | undefined) => (key === undefined ? undefined : t(`errors.${key}`));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit().then((field) => {
      const target = { email: emailRef, password: passwordRef, terms: termsRef, captcha: captchaRef };
      if (field !== undefined) target[field].current?.focus();
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={form.busy}>
      {mode === 'signUp' && (
        <TextField
          label={t('fields.name')}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
        />
      )}
      <TextField
        ref={emailRef}
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete={mode === 'signUp' ? 'email' : 'username'}
        inputMode="email"
        required
        value={values.email}
        onChange={(event) => setField('email', event.target.value)}
        error={text(errors.email)}
      />
      <div>
        <PasswordField
          ref={passwordRef}
          value={values.password}
          onChange={(value) => setField('password', value)}
          error={text(errors.password)}
          autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
          describedBy={mode === 'signUp' && values.password !== '' ? checklistId : undefined}
        />
        {mode === 'signUp' && <PasswordChecklist id={checklistId} password={values.password} />}
      </div>
      {mode === 'signUp' ? (
        <CheckboxField
          ref={termsRef}
          name="terms"
          label={t('fields.terms')}
          required
          checked={values.terms}
          onChange={(checked) => setField('terms', checked)}
          error={text(errors.terms)}
        />
      ) : (
        <CheckboxField
          name="remember"
          label={t('fields.remember')}
          checked={values.remember}
          onChange={(checked) => setField('remember', checked)}
        />
      )}
      <div
        ref={captchaRef}
        tabIndex={-1}
        role="group"
        aria-labelledby={captchaLabelId}
        aria-describedby={errors.captcha === undefined ? undefined : captchaErrorId}
        className="rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
      >
        <p id={captchaLabelId} className="sr-only">
          {t('fields.captcha')}
        </p>
        {captcha}
        {errors.captcha !== undefined && (
          <p id={captchaErrorId} className="mt-1 text-sm text-red-700">
            {text(errors.captcha)}
          </p>
        )}
      </div>
      <FormAlert error={form.serverError} />
      <Button type="submit" variant="primary" className="h-11 w-full" disabled={form.busy}>
        {form.busy ? t(`${mode}.busy`) : t(`${mode}.submit`)}
      </Button>
    </form>
  );
}

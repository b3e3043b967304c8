import { useCallback, useState } from 'react';
import { setSignedIn, type SignedInUser } from '../../../lib/auth-session';
import { signInWithEmail } from '../api/sign-in-email';
import { signUpWithEmail } from '../api/sign-up-email';
import { authErrorText, type AuthErrorText } from '../auth-errors';
import {
  EMPTY_AUTH_VALUES,
  firstInvalidField,
  validateAuthForm,
  type AuthField,
  type AuthFieldErrors,
  type AuthMode,
  type AuthValues,
} from '../auth-validation';

export interface AuthFormOptions {
  /** The solved bot check, if any (the page composes the captcha feature's widget). */
  readonly captchaToken: string | undefined;
  /** The token went with a call and cannot be used again. */
  readonly onCaptchaSpent: () => void;
  readonly onSignedIn: (user: SignedInUser) => void;
}

/**
 * The state of an auth form: values, errors shown once a submit was tried (then kept current as the
 * visitor fixes them), the server's refusal, and the call itself.
 */
export function useAuthForm(mode: AuthMode, options: AuthFormOptions) {
  const { captchaToken, onCaptchaSpent, onSignedIn } = options;
  const [values, setValues] = useState<AuthValues>(EMPTY_AUTH_VALUES);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<AuthErrorText | undefined>(undefined);
  const errors: AuthFieldErrors = tried ? validateAuthForm(mode, values, captchaToken !== undefined) : {};

  const setField = useCallback(<K extends keyof AuthValues>(key: K, value: AuthValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  /** Sends the form; answers the first field to fix (for focus) when it cannot be sent. */
  const submit = async (): Promise<AuthField | undefined> => {
    if (busy) return undefined;
    setTried(true);
    setServerError(undefined);
    const first = firstInvalidField(validateAuthForm(mode, values, captchaToken !== undefined));
    if (first !== undefined || captchaToken === undefined) return first ?? 'captcha';
    setBusy(true);
    try {
      const email = values.email.trim();
      const user =
        mode === 'signUp'
          ? await signUpWithEmail(
              { name: values.name.trim(), email, password: values.password },
              captchaToken,
            )
          : await signInWithEmail(
              { email, password: values.password, rememberMe: values.remember },
              captchaToken,
            );
      setSignedIn(user);
      onSignedIn(user);
    } catch (error) {
      setServerError(authErrorText(error));
      onCaptchaSpent();
    } finally {
      setBusy(false);
    }
    return undefined;
  };

  return { values, setField, errors, busy, serverError, submit };
}

import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuthErrorText } from '../auth-errors';

/**
 * The server's refusal of a sign-in or sign-up (wrong password, throttled, existing account…). The
 * element stays in place, so its role="alert" announces each new text.
 */
export function FormAlert({ error }: { readonly error: AuthErrorText | undefined }) {
  const { t } = useTranslation('auth');
  let text: string | undefined;
  if (error !== undefined) text = 'raw' in error ? error.raw : t(`errors.${error.key}`, error.values);
  return (
    <div
      role="alert"
      className={text === undefined ? undefined : 'flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800'}
    >
      {text !== undefined && (
        <>
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          <p>{text}</p>
        </>
      )}
    </div>
  );
}

import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

interface PasswordFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly describedBy?: string | undefined;
  readonly ref?: Ref<HTMLInputElement>;
}

/** The password field with its show/hide toggle (CC-2.76); the toggle says which way it will switch. */
export function PasswordField({
  value,
  onChange,
  error,
  autoComplete,
  describedBy,
  ref,
}: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      ref={ref}
      label={t('fields.password')}
      type={visible ? 'text' : 'password'}
      name="password"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      describedBy={describedBy}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('password.hide') : t('password.show')}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}

import { PASSWORD_MIN_LENGTH } from '@mediaforge/shared';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { checklistItems } from '../checklist-items';

interface PasswordChecklistProps {
  readonly id: string;
  readonly password: string;
}

/**
 * The requirements under the sign-up password (CC-2.77, CC-5.59–5.64), ticking as the visitor types.
 * Hidden while the password is empty. Linked to the field with aria-describedby, so a screen reader
 * reads it with the field rather than after every keystroke; each line says "met" or "not met yet".
 */
export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  const { t } = useTranslation('auth');
  const items = checklistItems(password);
  if (items === undefined) return null;
  return (
    <div id={id} className="mt-2 rounded-lg bg-slate-50 px-3 py-2">
      <p className="text-sm font-medium text-slate-700">{t('password.checklistTitle')}</p>
      <ul className="mt-1 space-y-0.5" data-testid="password-checklist">
        {items.map(({ rule, met }) => {
          const Icon = met ? Check : X;
          return (
            <li
              key={rule}
              data-rule={rule}
              data-met={met}
              className={cx('flex items-center gap-2 text-sm', met ? 'text-emerald-800' : 'text-slate-700')}
            >
              <Icon
                aria-hidden="true"
                className={cx('size-4 shrink-0', met ? 'text-emerald-700' : 'text-slate-500')}
              />
              <span>
                {t(`password.rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
                <span className="sr-only"> ({met ? t('password.met') : t('password.unmet')})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

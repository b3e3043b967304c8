import { SUPPORTED_LOCALES, isLocale, type Locale } from '@mediaforge/shared';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { splitLocale, switchLocalePath } from '../../../lib/locale-path';
import { LANGUAGE_ENDONYMS } from '../language-names';

/** Switches language by swapping the URL's locale prefix, keeping the page (spec: CC §2, DL §2). */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const { locale } = splitLocale(pathname);

  const optionText = (option: Locale) =>
    option === locale
      ? LANGUAGE_ENDONYMS[option]
      : `${LANGUAGE_ENDONYMS[option]} (${t(`language.names.${option}`)})`;

  return (
    <div className="flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4 text-slate-500" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void navigate({ pathname: switchLocalePath(pathname, next), search, hash });
        }}
        className="h-9 max-w-36 rounded-lg border sm:max-w-none border-slate-300 bg-white ps-2 pe-7 text-sm text-slate-900 hover:border-slate-400"
      >
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

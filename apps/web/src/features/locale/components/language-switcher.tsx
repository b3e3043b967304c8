import { SUPPORTED_LOCALES, isLocale } from '@mediaforge/shared';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useChoiceSelect } from '../../../components/ui/use-choice-select';
import { splitLocale, switchLocalePath } from '../../../lib/locale-path';
import { LANGUAGE_ENDONYMS } from '../language-names';

/**
 * Switches language by swapping the URL's locale prefix, keeping the page (spec: CC §2, DL §2). Arrow
 * keys browse the languages without navigating; choosing one navigates (D72). Each option names its
 * language in that language only, marked with its own lang, so a screen reader reads "فارسی" in
 * Persian (a gloss in the page's language would be read in the wrong voice).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const { locale } = splitLocale(pathname);
  const select = useChoiceSelect(locale, (next) => {
    if (isLocale(next)) void navigate({ pathname: switchLocalePath(pathname, next), search, hash });
  });

  return (
    <div className="flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4 text-slate-500" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        {...select}
        className="h-9 max-w-36 rounded-lg border sm:max-w-none border-slate-300 bg-white ps-2 pe-7 text-sm text-slate-900 hover:border-slate-400"
      >
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_ENDONYMS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

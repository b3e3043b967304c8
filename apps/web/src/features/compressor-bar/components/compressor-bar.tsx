import {
  COMPRESSOR_CATEGORIES,
  compressorCategoryOf,
  type CompressorCategoryId,
  type CompressorOption,
} from '@mediaforge/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PillLink } from '../../../components/ui/pill-link';
import { keepFocusOnNextPage } from '../../../components/ui/use-page-focus';
import { useLocalePath } from '../../../lib/use-locale-path';

interface CompressorBarProps {
  /** The option of /compressor/{option}, if any. */
  readonly activeOption: CompressorOption | undefined;
}

const chipButton =
  'rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-indigo-300 hover:bg-indigo-50 hover:text-indigo-800';

/** Categories first, then one category's options with a back button to /compressor (spec: CC §2). */
export function CompressorBar({ activeOption }: CompressorBarProps) {
  const { t } = useTranslation('compressor');
  const navigate = useNavigate();
  const { to } = useLocalePath();
  const categoryOfRoute = activeOption && compressorCategoryOf(activeOption).id;
  const [categoryId, setCategoryId] = useState<CompressorCategoryId | undefined>(categoryOfRoute);
  const [routeCategory, setRouteCategory] = useState(categoryOfRoute);
  // The route wins whenever it changes (browser back, language switch); clicks only change local state.
  if (routeCategory !== categoryOfRoute) {
    setRouteCategory(categoryOfRoute);
    setCategoryId(categoryOfRoute);
  }

  // The clicked button disappears when the bar swaps views, so focus moves to the first control of the new view.
  const focusAfterSwap = useRef(false);
  const firstControl = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusAfterSwap.current) return;
    focusAfterSwap.current = false;
    firstControl.current?.focus();
  }, [categoryId]);

  const category = COMPRESSOR_CATEGORIES.find((entry) => entry.id === categoryId);

  if (category === undefined) {
    return (
      <nav aria-label={t('barLabel')}>
        <ul aria-label={t('categoriesLabel')} className="flex flex-wrap gap-2">
          {COMPRESSOR_CATEGORIES.map((entry, index) => (
            <li key={entry.id}>
              <button
                ref={index === 0 ? firstControl : undefined}
                type="button"
                className={chipButton}
                onClick={() => {
                  focusAfterSwap.current = true;
                  setCategoryId(entry.id);
                }}
              >
                {t(`categories.${entry.id}.label`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  const categoryLabel = t(`categories.${category.id}.label`);
  return (
    <nav aria-label={t('barLabel')} className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <button
        ref={firstControl}
        type="button"
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        onClick={() => {
          focusAfterSwap.current = true;
          setCategoryId(undefined);
          keepFocusOnNextPage();
          void navigate(to('/compressor'));
        }}
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('back')}
      </button>
      <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
      <span className="text-sm font-semibold text-slate-900">{categoryLabel}</span>
      <ul aria-label={categoryLabel} className="flex flex-wrap gap-2">
        {category.options.map((option) => (
          <li key={option}>
            <PillLink
              to={to(`/compressor/${option}`)}
              active={option === activeOption}
              current={option === activeOption ? 'page' : undefined}
            >
              {t(`options.${option}`)}
            </PillLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { ChevronFirst, ChevronLast } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatNumber } from '../../../lib/intl-format';
import { pageButtons } from '../pagination';

export interface PaginationBarProps {
  readonly page: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** §2.6: up to five page buttons with first and last shortcuts (a navigation landmark of its own). */
export function PaginationBar({ page, total, onPage }: PaginationBarProps) {
  const { t, i18n } = useTranslation('media-results');
  if (total <= 1) return null;
  return (
    <nav aria-label={t('pages.label')} className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        aria-label={t('pages.first')}
        aria-disabled={page === 1}
        onClick={() => onPage(1)}
        className={cx(BUTTON, 'border-slate-300 bg-white text-slate-700')}
      >
        <ChevronFirst aria-hidden="true" className="size-4 rtl:rotate-180" />
      </button>
      {pageButtons(page, total).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pages.page', { number: formatNumber(n, i18n.language) })}
          onClick={() => onPage(n)}
          className={cx(
            BUTTON,
            n === page
              ? 'border-indigo-600 bg-indigo-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {formatNumber(n, i18n.language)}
        </button>
      ))}
      <button
        type="button"
        aria-label={t('pages.last')}
        aria-disabled={page === total}
        onClick={() => onPage(total)}
        className={cx(BUTTON, 'border-slate-300 bg-white text-slate-700')}
      >
        <ChevronLast aria-hidden="true" className="size-4 rtl:rotate-180" />
      </button>
    </nav>
  );
}

import { LayoutGrid, List, Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { isSortKey, SORT_KEYS, type SortKey } from '../file-browser';

export type BrowserView = 'list' | 'grid';

interface ToolbarProps {
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly sort: SortKey;
  readonly onSort: (sort: SortKey) => void;
  readonly view: BrowserView;
  readonly onView: (view: BrowserView) => void;
}

const VIEWS = [
  { view: 'list', Icon: List },
  { view: 'grid', Icon: LayoutGrid },
] as const;

/** The browser's search box (CC-2.40), sort (CC-2.42) and list/grid toggle (CC-2.41). */
export function FileBrowserToolbar({ query, onQuery, sort, onSort, view, onView }: ToolbarProps) {
  const { t } = useTranslation('external-picker');
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-700">
          {t('browser.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-3 size-4 text-slate-500"
          />
          <input
            id={`${id}-search`}
            type="search"
            data-focus-first=""
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            placeholder={t('browser.searchPlaceholder')}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="text-sm font-medium text-slate-700">
          {t('browser.sortLabel')}
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => isSortKey(event.target.value) && onSort(event.target.value)}
          className="h-10 rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-sm text-slate-900 shadow-sm hover:border-slate-400"
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`browser.sort.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div
        role="group"
        aria-label={t('browser.view')}
        className="flex rounded-lg border border-slate-300 bg-white p-0.5"
      >
        {VIEWS.map(({ view: option, Icon }) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onView(option)}
            className={cx(
              'inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
              view === option ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`browser.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

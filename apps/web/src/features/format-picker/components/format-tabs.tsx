import * as Tabs from '@radix-ui/react-tabs';
import { FORMAT_CATEGORIES, FORMAT_PICKER, formatLabel, type FormatCategory } from '@mediaforge/shared';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';

interface FormatTabsProps {
  readonly initialTab: FormatCategory;
  /** Lower case. */
  readonly value: string;
  readonly sourceFormat?: string;
  readonly onChoose: (format: string) => void;
}

/** The picker's three tabs (CC §9 "Format picker video / audio / image") with a grid of formats each. */
export function FormatTabs({ initialTab, value, sourceFormat, onChoose }: FormatTabsProps) {
  const { t } = useTranslation('pickers');
  return (
    <Tabs.Root defaultValue={initialTab} className="flex flex-col gap-3">
      <Tabs.List aria-label={t('format.title')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {FORMAT_CATEGORIES.map((category) => (
          <Tabs.Trigger
            key={category}
            value={category}
            className="flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
          >
            {t(`format.tabs.${category}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FORMAT_CATEGORIES.map((category) => (
        <Tabs.Content key={category} value={category}>
          <ul className="grid grid-cols-3 gap-2">
            {FORMAT_PICKER[category].map((format) => {
              const current = format === value;
              return (
                <li key={format}>
                  <button
                    type="button"
                    aria-pressed={current}
                    data-format={format}
                    onClick={() => onChoose(format)}
                    className={cx(
                      'flex w-full flex-col items-center rounded-lg border px-2 py-2 text-sm font-semibold transition-colors',
                      current
                        ? 'border-indigo-600 bg-indigo-600 text-white'
                        : 'border-slate-200 bg-white text-slate-800 hover:border-indigo-300 hover:bg-indigo-50',
                    )}
                  >
                    <span className="flex items-center gap-1">
                      {current && <Check aria-hidden="true" className="size-3.5" />}
                      {formatLabel(format)}
                    </span>
                    {format === sourceFormat && (
                      <span
                        className={cx('text-xs font-normal', current ? 'text-indigo-100' : 'text-slate-500')}
                      >
                        {t('format.source')}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

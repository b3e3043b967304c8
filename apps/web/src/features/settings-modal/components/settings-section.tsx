import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';

interface SettingsSectionProps {
  readonly id: string;
  readonly title: string;
  readonly expanded: boolean;
  readonly onToggle: () => void;
  readonly errorCount: number;
  readonly children: ReactNode;
}

/**
 * A collapsible category (CC-2.62): a heading whose button shows or hides the fields (WAI-ARIA APG
 * "Disclosure"). A collapsed section still shows how many errors it holds, so none go unseen.
 */
export function SettingsSection({
  id,
  title,
  expanded,
  onToggle,
  errorCount,
  children,
}: SettingsSectionProps) {
  const { t } = useTranslation('settings');
  const panelId = `${id}-panel`;
  return (
    <section className="rounded-xl border border-slate-200" data-section={id}>
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-start text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span className="flex-1">{title}</span>
          {errorCount > 0 && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t('sectionErrors', { count: errorCount })}
            </span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={cx('size-4 text-slate-500 transition-transform', expanded && 'rotate-180')}
          />
        </button>
      </h3>
      <div
        id={panelId}
        hidden={!expanded}
        className="grid gap-4 border-t border-slate-200 px-4 py-4 sm:grid-cols-2"
      >
        {children}
      </div>
    </section>
  );
}

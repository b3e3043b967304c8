import { IMPORT_MENU_ENTRIES } from '@mediaforge/shared';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-media-query';
import { IMPORT_ENTRY_ICONS, IMPORT_TRIGGER_CLASS, type ImportEntryHandlers } from './import-entries';

const ImportMenu = lazy(async () => ({ default: (await import('./import-menu')).ImportMenu }));

/**
 * The drop zone's import entries: a dropdown, or under 768 px a grid of buttons instead (CC-2.19,
 * CC-2.20; the spec names no breakpoint, so the picker's mobile one is used, lib/use-media-query.ts).
 */
export function ImportControls(props: ImportEntryHandlers) {
  const { t } = useTranslation('upload');
  const mobile = useIsMobile();
  if (!mobile) {
    return (
      <Suspense
        fallback={
          // Replaced by the menu a moment after the first paint; disabled until then.
          <button type="button" disabled className={IMPORT_TRIGGER_CLASS}>
            {t('import.trigger')}
            <ChevronDown aria-hidden="true" className="size-4" />
          </button>
        }
      >
        <ImportMenu {...props} />
      </Suspense>
    );
  }
  return (
    <div role="group" aria-label={t('import.trigger')} className="grid w-full max-w-sm grid-cols-3 gap-2">
      {IMPORT_MENU_ENTRIES.map((entry) => {
        const Icon = IMPORT_ENTRY_ICONS[entry];
        return (
          <button
            key={entry}
            type="button"
            data-import-entry={entry}
            onClick={() => (entry === 'device' ? props.onDevice() : props.onImport(entry))}
            className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-2 py-2 text-xs font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <Icon aria-hidden="true" className="size-5 text-slate-500" />
            {t(`import.entries.${entry}`)}
          </button>
        );
      })}
    </div>
  );
}

import { ArrowLeftRight, Download, Minimize2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { APP_TABS, tabFromPath, tabPath, type AppTab } from '../../../lib/app-tabs';
import { cx } from '../../../lib/class-names';
import { screenKeyFor } from '../../../lib/screen-key';
import { useLocalePath } from '../../../lib/use-locale-path';

const TAB_ICONS: Readonly<Record<AppTab, LucideIcon>> = {
  converter: ArrowLeftRight,
  compressor: Minimize2,
  downloader: Download,
};

interface TopTabBarProps {
  /** Drops the files of a converter/compressor screen; false when it had none. */
  readonly clearScreen: (screenKey: string) => boolean;
}

/** The three top-level tabs (spec: DL §2 "Tab bar"); the active one follows the path. */
export function TopTabBar({ clearScreen }: TopTabBarProps) {
  const { t } = useTranslation('common');
  const { rest, to } = useLocalePath();
  const { pathname } = useLocation();
  const active = tabFromPath(rest);
  const screenKey = screenKeyFor(pathname);

  return (
    <nav aria-label={t('nav.tools')} className="-mb-px overflow-x-auto">
      <ul className="flex sm:gap-1">
        {APP_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab];
          const isActive = tab === active;
          return (
            <li key={tab}>
              <Link
                to={to(tabPath(tab))}
                aria-current={isActive ? 'page' : undefined}
                onClick={(event) => {
                  // The active converter/compressor tab clicked while files are listed clears them
                  // and stays on the screen (CC-2.16).
                  if (!isActive || screenKey === undefined || !clearScreen(screenKey)) return;
                  event.preventDefault();
                }}
                className={cx(
                  'inline-flex items-center gap-2 border-b-2 px-2 py-3 sm:px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-indigo-600 text-indigo-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

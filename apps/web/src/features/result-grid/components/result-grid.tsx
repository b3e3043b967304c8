import { formatCountBadge } from '@mediaforge/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatNumber } from '../../../lib/intl-format';
import type { GridTab } from '../grid-item';
import { skeletonCount, tabCount, tabDisabled } from '../grid-rules';
import { useInfiniteCount } from '../hooks/use-infinite-count';
import { GridCard, SkeletonCard } from './grid-card';

export interface ResultGridProps {
  readonly tabs: readonly GridTab[];
  readonly activeTab: string;
  readonly onTabChange: (tab: string) => void;
  /** §9: 10, or 12 for the audio tool. */
  readonly pageSize: number;
  readonly platform: string;
  /** A card was chosen: its tab and its place in that tab. */
  readonly onOpen: (tab: string, index: number) => void;
  /** The tab list's name ("Stories, highlights and reels of nasa"). */
  readonly label: string;
}

/**
 * The tabbed result grid (downloader-results.md §2.2): Radix tabs (arrow keys between tabs, in the
 * page's direction) with count badges (99+ past 99), empty tabs disabled unless custom, a grid of 2 to 5
 * columns by width, and infinite scroll within each tab. The ref is the tab list's box (the avatar
 * scrolls to it, §2.3).
 */
export const ResultGrid = forwardRef<HTMLDivElement, ResultGridProps>(function ResultGrid(props, ref) {
  const { tabs, activeTab, onTabChange, pageSize, platform, onOpen, label } = props;
  const { t, i18n } = useTranslation('media-results');
  const badge = (count: number) => {
    const text = formatCountBadge(count);
    return text.endsWith('+')
      ? `${formatNumber(count > 99 ? 99 : count, i18n.language)}+`
      : formatNumber(count, i18n.language);
  };
  return (
    <Tabs.Root value={activeTab} onValueChange={onTabChange} className="space-y-4">
      <div ref={ref} data-testid="result-tabs" className="scroll-mt-20">
        <Tabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              disabled={tabDisabled(tab)}
              className={cx(
                '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                'border-transparent text-slate-600 hover:text-slate-900 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700',
                'disabled:cursor-not-allowed disabled:text-slate-400',
              )}
            >
              {tab.label}
              <span
                data-testid="tab-count"
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
              >
                {badge(tabCount(tab))}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          className="focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {tab.custom === true && tab.content !== undefined ? (
            tab.content
          ) : tab.items.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">{t('noItemsToDisplay')}</p>
          ) : (
            <GridPanel key={tab.id} tab={tab} pageSize={pageSize} platform={platform} onOpen={onOpen} />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
});

function GridPanel(props: {
  readonly tab: GridTab;
  readonly pageSize: number;
  readonly platform: string;
  readonly onOpen: (tab: string, index: number) => void;
}) {
  const { tab, pageSize, platform, onOpen } = props;
  const total = tab.items.length;
  const { visible, sentinel } = useInfiniteCount(total, pageSize);
  return (
    <>
      <ul
        data-testid="result-grid"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5"
      >
        {tab.items.slice(0, visible).map((item, index) => (
          <li key={item.id}>
            <GridCard item={item} platform={platform} onOpen={() => onOpen(tab.id, index)} />
          </li>
        ))}
        {Array.from({ length: skeletonCount(visible, total) }, (_, i) => (
          <li key={`skeleton-${String(i)}`} aria-hidden="true">
            <SkeletonCard />
          </li>
        ))}
      </ul>
      {visible < total && <div ref={sentinel} data-testid="grid-sentinel" className="h-px" />}
    </>
  );
}

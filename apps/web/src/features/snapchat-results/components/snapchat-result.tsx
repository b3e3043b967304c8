import type { DownloaderInfo } from '@mediaforge/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { Info, RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../components/ui/live-announcer';
import { readSnapchatAnswer, type SnapTab } from '../snapchat-answer';
import { ProfileCard } from './profile-card';
import { ReelStats } from './reel-stats';
import { SnapItemList, type SnapDownloads } from './snap-item-list';

export interface SnapchatResultProps extends SnapDownloads {
  readonly info: DownloaderInfo;
  /** "Download Another": back to an empty form. */
  readonly onStartOver: (from: HTMLElement) => void;
}

const TAB =
  'rounded-t-lg border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=active]:border-yellow-400 data-[state=active]:text-slate-900';

/**
 * A Snapchat answer (downloader-results.md §2.10): a profile's card with its Stories, Highlights and
 * Spotlights tabs (only those with content); one highlight or Spotlight as a single tab (a Spotlight
 * with its details); otherwise the list of items with "N items found". "Download Another" and the tip
 * close every layout.
 */
export function SnapchatResult({ info, onStartOver, ...actions }: SnapchatResultProps) {
  const { t } = useTranslation('platform-results');
  const headingId = useId();
  const view = useMemo(() => readSnapchatAnswer(info), [info]);
  const [now] = useState(() => Date.now());
  const [tab, setTab] = useState<SnapTab | undefined>(view.tabs[0]?.tab);
  const count = view.items.length;

  useEffect(() => {
    announce(t('snapchat.itemsFound', { count }));
  }, [info.jobId, count, t]);

  const tabLabel = (entry: (typeof view.tabs)[number]) =>
    t(`snapchat.tabs.${entry.tab}`, { count: entry.items.length });

  return (
    <article
      aria-labelledby={headingId}
      data-testid="snapchat-result"
      data-layout={view.layout}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {view.layout === 'profile' && view.profile !== null ? (
        <ProfileCard profile={view.profile} headingId={headingId} />
      ) : (
        <h2 id={headingId} className="text-xl font-semibold break-words text-slate-900">
          {view.title}
        </h2>
      )}
      {view.reel !== null && <ReelStats reel={view.reel} />}
      {view.layout === 'list' || view.tabs.length === 0 ? (
        <>
          {count > 1 && (
            <p data-testid="items-found" className="text-sm font-medium text-slate-700">
              {t('snapchat.itemsFound', { count })}
            </p>
          )}
          <SnapItemList items={view.items} label={t('snapchat.items')} actions={actions} now={now} />
        </>
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as SnapTab)}>
          <Tabs.List
            aria-label={t('snapchat.tabsLabel')}
            className="flex flex-wrap gap-1 border-b border-slate-200"
          >
            {view.tabs.map((entry) => (
              <Tabs.Trigger key={entry.tab} value={entry.tab} className={TAB}>
                {tabLabel(entry)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {view.tabs.map((entry) => (
            <Tabs.Content
              key={entry.tab}
              value={entry.tab}
              className="pt-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <SnapItemList items={entry.items} label={tabLabel(entry)} actions={actions} now={now} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('snapchat.tip')}
      </p>
      <button
        type="button"
        aria-disabled={actions.isDownloading}
        onClick={(event) => {
          if (!actions.isDownloading) onStartOver(event.currentTarget);
        }}
        className="inline-flex h-10 items-center gap-2 rounded-lg bg-yellow-300 px-4 text-sm font-semibold text-slate-900 shadow-sm hover:bg-yellow-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        <RotateCcw aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('snapchat.downloadAnother')}
      </button>
    </article>
  );
}

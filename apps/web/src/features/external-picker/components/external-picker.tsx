import * as Tabs from '@radix-ui/react-tabs';
import { DRIVE_SOURCES, IMPORT_SOURCES, isImportSource, type ImportSource } from '@mediaforge/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogOrSheet } from '../../../components/ui/dialog-or-sheet';
import { useImportConfig } from '../api/get-import-config';
import { sourceStatus } from '../source-status';
import { SourceNotice } from './source-notice';
import { WebLinkTab } from './web-link-tab';

export interface ExternalPickerProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The tab shown each time the picker opens. */
  readonly initialTab: ImportSource;
}

/**
 * The external file picker in import mode (CC §2): a dialog, a full-screen sheet under 768 px (CC-2.34),
 * with the tabs web link, google-drive, dropbox, onedrive (CC-2.35). Export mode comes with downloads
 * to drives.
 */
export function ExternalPicker({ open, onOpenChange, initialTab }: ExternalPickerProps) {
  const { t } = useTranslation('external-picker');
  const config = useImportConfig();
  const [tab, setTab] = useState(initialTab);
  // Each opening starts on the entry the user chose (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState({ open, initialTab });
  if (shown.open !== open || shown.initialTab !== initialTab) {
    setShown({ open, initialTab });
    if (open) setTab(initialTab);
  }

  return (
    <DialogOrSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      width="xl"
    >
      <Tabs.Root
        value={tab}
        onValueChange={(value) => isImportSource(value) && setTab(value)}
        className="flex flex-col gap-5 px-4 py-5 sm:px-6"
      >
        <Tabs.List
          aria-label={t('tabsLabel')}
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4"
        >
          {IMPORT_SOURCES.map((source) => (
            <Tabs.Trigger
              key={source}
              value={source}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {t(`tabs.${source}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="url">
          <WebLinkTab status={sourceStatus(config, 'url')} service={t('tabs.url')} />
        </Tabs.Content>
        {DRIVE_SOURCES.map((source) => {
          const status = sourceStatus(config, source);
          return (
            <Tabs.Content key={source} value={source}>
              <SourceNotice
                id={`drive-${source}-status`}
                // This build has no Connect or File browser state (CC-2.39); they come with the drive
                // import flows, and until then a drive is unavailable here whatever a server reports.
                status={status === 'available' ? 'unavailable' : status}
                service={t(`tabs.${source}`)}
                unavailableText={t('driveUnavailableText')}
              />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </DialogOrSheet>
  );
}

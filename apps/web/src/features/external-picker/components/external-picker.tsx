import * as Tabs from '@radix-ui/react-tabs';
import {
  DRIVE_SOURCES,
  IMPORT_SOURCES,
  isImportSource,
  type DriveSource,
  type ImportSource,
  type ProcessingMode,
} from '@mediaforge/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogOrSheet } from '../../../components/ui/dialog-or-sheet';
import { useImportConfig } from '../api/get-import-config';
import { useBanner } from '../hooks/use-banner';
import { useImports } from '../hooks/use-imports';
import type { ImportedFile } from '../import-runner';
import { sourceStatus } from '../source-status';
import { DriveTab } from './drive-tab';
import { PickerBanner } from './picker-banner';
import { WebLinkTab } from './web-link-tab';

/** A finished result the export mode saves in a drive (CC-1.05). */
export interface ExportSubject {
  readonly name: string;
  readonly load: () => Promise<Blob>;
}

interface PickerBase {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export type ExternalPickerProps = PickerBase &
  (
    | {
        readonly mode: 'import';
        readonly initialTab: ImportSource;
        readonly processingMode: ProcessingMode;
        readonly admit: <F extends { readonly name: string; readonly type: string; readonly size?: number }>(
          files: readonly F[],
        ) => readonly F[];
        readonly onImported: (files: readonly ImportedFile[]) => void;
      }
    | { readonly mode: 'export'; readonly initialTab: DriveSource; readonly subject: ExportSubject }
  );

const ignore = () => undefined;

/**
 * The external file picker (CC §2): a dialog, a full-screen sheet under 768 px (CC-2.34); import mode
 * with the tabs web link, google-drive, dropbox, onedrive (CC-2.35), export mode with the three drives
 * (CC-2.36); the banner above the tabs (CC §2 "Banners").
 */
export function ExternalPicker(props: ExternalPickerProps) {
  const { open, onOpenChange, mode } = props;
  const { t } = useTranslation('external-picker');
  const config = useImportConfig();
  const sources: readonly ImportSource[] = mode === 'import' ? IMPORT_SOURCES : DRIVE_SOURCES;
  const firstOffered = (wanted: ImportSource): ImportSource => {
    // Export opens on the first drive the server offers, when the one asked for is not.
    if (mode === 'import' || typeof config !== 'object' || sourceStatus(config, wanted) === 'available')
      return wanted;
    return DRIVE_SOURCES.find((source) => sourceStatus(config, source) === 'available') ?? wanted;
  };
  const [tab, setTab] = useState<ImportSource>(props.initialTab);
  // Each opening starts on the entry the user chose (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState({ open, initialTab: props.initialTab, configReady: false });
  const configReady = typeof config === 'object';
  if (shown.open !== open || shown.initialTab !== props.initialTab || shown.configReady !== configReady) {
    setShown({ open, initialTab: props.initialTab, configReady });
    if (open) setTab(firstOffered(props.initialTab));
  }
  const banner = useBanner(() => onOpenChange(false));
  const imports = useImports(open, banner, mode === 'import' ? props.onImported : ignore);
  const clients = typeof config === 'object' ? (config.drives ?? {}) : {};

  return (
    <DialogOrSheet
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'import' ? t('title') : t('exportTitle')}
      description={
        mode === 'import' ? t('description') : t('exportDescription', { name: props.subject.name })
      }
      width="xl"
    >
      <div className="flex flex-col gap-4 px-4 py-5 sm:px-6">
        <PickerBanner controls={banner} />
        <Tabs.Root
          value={tab}
          onValueChange={(value) => isImportSource(value) && setTab(value)}
          className="flex flex-col gap-5"
        >
          <Tabs.List
            aria-label={mode === 'import' ? t('tabsLabel') : t('exportTabsLabel')}
            className={
              mode === 'import'
                ? 'grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4'
                : 'grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1'
            }
          >
            {sources.map((source) => (
              <Tabs.Trigger
                key={source}
                value={source}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
              >
                {t(`tabs.${source}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {mode === 'import' && (
            <Tabs.Content value="url">
              <WebLinkTab status={sourceStatus(config, 'url')} service={t('tabs.url')} imports={imports} />
            </Tabs.Content>
          )}
          {DRIVE_SOURCES.map((source) => (
            <Tabs.Content key={source} value={source}>
              <DriveTab
                source={source}
                status={sourceStatus(config, source)}
                clients={clients}
                banner={banner}
                {...(mode === 'import'
                  ? { mode, imports, processingMode: props.processingMode, admit: props.admit }
                  : { mode, subject: props.subject })}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </DialogOrSheet>
  );
}

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { IMPORT_MENU_ENTRIES, type ImportSource } from '@mediaforge/shared';
import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_ENTRY_ICONS, IMPORT_TRIGGER_CLASS, type ImportEntryHandlers } from './import-entries';

/**
 * The drop zone's import dropdown (CC-2.19): device, google-drive, dropbox, onedrive, url. Loaded after
 * the first paint (import-controls.tsx): Radix's menu and its positioning would not fit the
 * /converter budget (bench/web).
 */
export function ImportMenu({ onDevice, onImport }: ImportEntryHandlers) {
  const { t } = useTranslation('upload');
  // The picker opens once the menu has closed and handed focus back to its trigger, so the picker
  // returns focus there when it closes (opened during the menu's close, it would record the menu item).
  const chosen = useRef<ImportSource | undefined>(undefined);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={IMPORT_TRIGGER_CLASS} data-testid="import-menu-trigger">
        {t('import.trigger')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          onCloseAutoFocus={() => {
            const source = chosen.current;
            chosen.current = undefined;
            if (source !== undefined) onImport(source);
          }}
        >
          {IMPORT_MENU_ENTRIES.map((entry) => {
            const Icon = IMPORT_ENTRY_ICONS[entry];
            return (
              <DropdownMenu.Item
                key={entry}
                data-import-entry={entry}
                // The file chooser must open inside the user's gesture, so "device" does not wait.
                onSelect={() => {
                  if (entry === 'device') onDevice();
                  else chosen.current = entry;
                }}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-highlighted:bg-indigo-50 data-highlighted:outline-2 data-highlighted:outline-solid data-highlighted:-outline-offset-2 data-highlighted:outline-indigo-600"
              >
                <Icon aria-hidden="true" className="size-4 text-slate-500" />
                {t(`import.entries.${entry}`)}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

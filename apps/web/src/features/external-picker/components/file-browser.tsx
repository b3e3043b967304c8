import {
  isAcceptedInputFile,
  type DriveClients,
  type DriveSource,
  type ProcessingMode,
} from '@mediaforge/shared';
import { LoaderCircle } from 'lucide-react';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { handOffFocus } from '../../../components/ui/focus-handoff';
import { cx } from '../../../lib/class-names';
import type { StoredLogin } from '../auth/stored-login';
import { searchFiles, selectedFiles, sortFiles, toggleSelected, type SortKey } from '../file-browser';
import type { BannerControls } from '../hooks/use-banner';
import type { DriveControls } from '../hooks/use-drive';
import { useDriveFiles } from '../hooks/use-drive-files';
import type { ImportControls } from '../hooks/use-imports';
import { importItems } from '../import-items';
import { DriveFileItem } from './drive-file-item';
import { DriveStatusBar } from './drive-status-bar';
import { FileBrowserToolbar, type BrowserView } from './file-browser-toolbar';

interface FileBrowserProps {
  readonly source: DriveSource;
  readonly clients: DriveClients;
  readonly drive: DriveControls;
  readonly login: StoredLogin;
  readonly banner: BannerControls;
  readonly imports: ImportControls;
  readonly processingMode: ProcessingMode;
  readonly admit: <F extends { readonly name: string; readonly type: string; readonly size?: number }>(
    files: readonly F[],
  ) => readonly F[];
  readonly root: RefObject<HTMLElement | null>;
}

/**
 * The file browser (CC-2.39–2.45): the drive's media files, searchable, sortable, as a list or a grid,
 * with multi-select, the selected count, clear selection and import selected. Imported files leave the
 * selection; failed ones stay selected to try again (CC-2.50).
 */
export function FileBrowser(props: FileBrowserProps) {
  const { source, clients, drive, login, banner, imports, processingMode, admit, root } = props;
  const { t, i18n } = useTranslation('external-picker');
  const service = t(`tabs.${source}`);
  const listing = useDriveFiles(source, clients, login, drive, banner);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('modified');
  const [view, setView] = useState<BrowserView>('list');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const media = useMemo(
    () =>
      listing.status === 'ready'
        ? listing.files.filter((file) => isAcceptedInputFile(file.name, file.mimeType, processingMode))
        : [],
    [listing, processingMode],
  );
  const shown = useMemo(
    () => sortFiles(searchFiles(media, query, i18n.language), sort, i18n.language),
    [media, query, sort, i18n.language],
  );
  const chosen = selectedFiles(media, selected);
  const busy = imports.percent !== undefined;

  const importSelected = async () => {
    if (chosen.length === 0 || busy) return;
    const admitted = admit(chosen.map((file) => ({ ...file, type: file.mimeType, size: file.size ?? 0 })));
    if (admitted.length === 0) return;
    const run = await imports.run(importItems(admitted, login.accessToken), service);
    const failed = new Set(run.failures.map((failure) => failure.name));
    setSelected(new Set(admitted.filter((file) => failed.has(file.name)).map((file) => file.id)));
  };
  const clear = (from: HTMLElement) => {
    setSelected(new Set());
    handOffFocus({ from, to: () => [root.current?.querySelector('input[type="checkbox"]')] });
  };

  return (
    <div className="flex flex-col gap-4">
      <DriveStatusBar service={service} drive={drive} root={root} />
      <FileBrowserToolbar
        query={query}
        onQuery={setQuery}
        sort={sort}
        onSort={setSort}
        view={view}
        onView={setView}
      />
      {listing.status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('drive.loading')}
        </p>
      )}
      {listing.status === 'error' && (
        <div className="flex items-center gap-3 text-sm text-red-800">
          <p>{t('errors.browseFailed')}</p>
          <Button size="sm" onClick={listing.retry}>
            {t('drive.retry')}
          </Button>
        </div>
      )}
      {listing.status === 'ready' && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {shown.length === 0 && media.length > 0
              ? t('drive.noMatch')
              : media.length === 0
                ? t('drive.empty')
                : t('browser.fileCount', { count: shown.length })}
          </p>
          <ul
            aria-label={t('browser.label', { service })}
            className={cx(
              'max-h-80 overflow-y-auto p-0.5',
              view === 'grid' ? 'grid grid-cols-2 gap-2 sm:grid-cols-3' : 'flex flex-col gap-2',
            )}
          >
            {shown.map((file) => (
              <DriveFileItem
                key={file.id}
                file={file}
                view={view}
                selected={selected.has(file.id)}
                onToggle={() => setSelected((current) => toggleSelected(current, file.id))}
              />
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <p
          className="me-auto text-sm font-medium text-slate-800"
          aria-live="polite"
          data-selected-count={chosen.length}
        >
          {busy
            ? t('browser.importing', { percent: imports.percent })
            : t('browser.selected', { count: chosen.length })}
        </p>
        <Button
          size="sm"
          aria-disabled={chosen.length === 0 || busy || undefined}
          onClick={(event) => chosen.length > 0 && !busy && clear(event.currentTarget)}
        >
          {t('browser.clearSelection')}
        </Button>
        <Button
          size="sm"
          variant="primary"
          aria-disabled={chosen.length === 0 || busy || undefined}
          onClick={() => void importSelected()}
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {t('browser.importSelected')}
        </Button>
      </div>
    </div>
  );
}

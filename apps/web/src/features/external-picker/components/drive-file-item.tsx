import { FileVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatDate, formatFileSize } from '../../../lib/intl-format';
import type { DriveFile } from '../drives/drive-file';

interface DriveFileItemProps {
  readonly file: DriveFile;
  readonly view: 'list' | 'grid';
  readonly selected: boolean;
  readonly onToggle: () => void;
}

/**
 * One file of the browser (CC-3.58: name, size, modified time and thumbnail): a labelled checkbox, so
 * the whole entry selects it and a screen reader reads its name and state.
 */
export function DriveFileItem({ file, view, selected, onToggle }: DriveFileItemProps) {
  const { t, i18n } = useTranslation('external-picker');
  const { language } = i18n;
  const size = file.size === undefined ? t('browser.unknownSize') : formatFileSize(file.size, language);
  const modified =
    file.modifiedTime === undefined || Number.isNaN(Date.parse(file.modifiedTime))
      ? undefined
      : t('browser.modified', { date: formatDate(Date.parse(file.modifiedTime), language) });
  return (
    <li data-drive-file={file.name}>
      <label
        className={cx(
          'flex cursor-pointer gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
          selected ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 bg-white hover:bg-slate-50',
          view === 'grid' ? 'h-full flex-col' : 'items-center',
        )}
      >
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          className={cx('size-4 shrink-0 accent-indigo-600', view === 'grid' && 'self-start')}
        />
        <span
          className={cx(
            'flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100',
            view === 'grid' ? 'aspect-video w-full' : 'size-10',
          )}
        >
          {file.thumbnailUrl === undefined ? (
            <FileVideo
              aria-hidden="true"
              className={cx('text-slate-400', view === 'grid' ? 'size-8' : 'size-5')}
            />
          ) : (
            <img
              src={file.thumbnailUrl}
              alt=""
              referrerPolicy="no-referrer"
              className="size-full object-cover"
            />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <bdi className="block truncate text-sm font-medium text-slate-900" title={file.name}>
            {file.name}
          </bdi>
          <span className="block text-xs text-slate-600">
            <span dir="ltr">{size}</span>
            {modified !== undefined && <> · {modified}</>}
          </span>
        </span>
      </label>
    </li>
  );
}

import type { DriveFile } from './drives/drive-file';

/** CC §2 "File browser": sort by name, modified or size. */
export const SORT_KEYS = ['name', 'modified', 'size'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const isSortKey = (value: string): value is SortKey =>
  (SORT_KEYS as readonly string[]).includes(value);

/** The search box (CC-2.40): every word typed appears in the name, in any case. */
export function searchFiles(
  files: readonly DriveFile[],
  query: string,
  locale: string,
): readonly DriveFile[] {
  const words = query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return files;
  return files.filter((file) => {
    const name = file.name.toLocaleLowerCase(locale);
    return words.every((word) => name.includes(word));
  });
}

const modified = (file: DriveFile): number => {
  const time = file.modifiedTime === undefined ? Number.NaN : Date.parse(file.modifiedTime);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * CC-2.42: names A to Z in the page's language, the newest first, the largest first; ties by name, so
 * the order never jumps. A file without a date or size goes last.
 */
export function sortFiles(files: readonly DriveFile[], key: SortKey, locale: string): readonly DriveFile[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const byName = (a: DriveFile, b: DriveFile) => collator.compare(a.name, b.name);
  const compare: Record<SortKey, (a: DriveFile, b: DriveFile) => number> = {
    name: byName,
    modified: (a, b) => modified(b) - modified(a) || byName(a, b),
    size: (a, b) => (b.size ?? -1) - (a.size ?? -1) || byName(a, b),
  };
  return [...files].sort(compare[key]);
}

/** The selection (CC-2.43, CC-2.44): file ids, kept only while their file is still listed. */
export function toggleSelected(selected: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

export function selectedFiles(
  files: readonly DriveFile[],
  selected: ReadonlySet<string>,
): readonly DriveFile[] {
  return files.filter((file) => selected.has(file.id));
}

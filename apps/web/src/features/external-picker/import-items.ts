import type { DriveFile } from './drives/drive-file';
import type { ImportItem } from './import-runner';

/**
 * The import call of each chosen drive file (CC-7.10–7.12): Google Drive and OneDrive by file id,
 * Dropbox by its lowercase path (CC-3.60), each with the visitor's token and the file's name.
 */
export function importItems(files: readonly DriveFile[], accessToken: string): readonly ImportItem[] {
  return files.map((file): ImportItem => {
    const where: Record<string, string> =
      file.source === 'dropbox' ? { path: file.downloadUrl ?? '' } : { fileId: file.id };
    return {
      key: `${file.source}:${file.id}`,
      name: file.name,
      source: file.source,
      body: { ...where, accessToken, filename: file.name },
    };
  });
}

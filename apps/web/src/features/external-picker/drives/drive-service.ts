import type { DriveClients, DriveSource } from '@mediaforge/shared';
import { DropboxApi } from './dropbox-api';
import { DriveError } from './drive-http';
import type { DriveFile, DrivePage } from './drive-file';
import { GoogleDriveApi } from './google-drive-api';
import { OneDriveApi } from './onedrive-api';

/** The folder exports land in, in every drive. */
export const EXPORT_FOLDER = 'Mediaforge';

/** Listings stop after this many pages (100–2000 files each): a browser list, not a sync. */
export const MAX_LIST_PAGES = 10;

/** What the picker does with a drive once signed in (CC §7 "Direct to third parties from the browser"). */
export interface DriveService {
  readonly source: DriveSource;
  list(signal?: AbortSignal): Promise<readonly DriveFile[]>;
  /** Folder create, then upload into it (CC-1.05). */
  exportFile(blob: Blob, name: string, signal?: AbortSignal): Promise<void>;
}

interface DriveApi {
  list(signal?: AbortSignal): Promise<DrivePage>;
  folder(name: string, signal?: AbortSignal): Promise<string>;
  upload(blob: Blob, name: string, folder: string, signal?: AbortSignal): Promise<void>;
}

async function allPages(first: DrivePage): Promise<DriveFile[]> {
  const files = [...first.files];
  let page = first;
  for (let n = 1; n < MAX_LIST_PAGES && page.next !== undefined; n += 1) {
    page = await page.next();
    files.push(...page.files);
  }
  return files;
}

function service(source: DriveSource, api: DriveApi): DriveService {
  return {
    source,
    list: async (signal) => allPages(await api.list(signal)),
    exportFile: async (blob, name, signal) =>
      api.upload(blob, name, await api.folder(EXPORT_FOLDER, signal), signal),
  };
}

/**
 * The drive's calls with the visitor's token. A source this build does not know is the §8 'Unknown
 * service type'; a drive the server has not configured cannot be reached (CC-5.58).
 */
export function createDriveService(source: string, clients: DriveClients, token: string): DriveService {
  switch (source) {
    case 'google-drive':
      if (clients.googleDrive !== undefined)
        return service(source, new GoogleDriveApi(clients.googleDrive, token));
      break;
    case 'dropbox':
      if (clients.dropbox !== undefined) return service(source, new DropboxApi(clients.dropbox, token));
      break;
    case 'onedrive':
      if (clients.onedrive !== undefined) return service(source, new OneDriveApi(clients.onedrive, token));
      break;
    default:
      throw new DriveError('unknownService');
  }
  throw new DriveError('notAuthenticated');
}

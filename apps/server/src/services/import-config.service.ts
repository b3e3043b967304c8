import type { DriveClients, ImportConfig } from '@mediaforge/shared';
import type { DrivesConfig } from '../config/drives-config.js';

/**
 * Which import sources this server serves (GET /api/files/import/config), from its configuration: the
 * web link unless URL_IMPORT_ENABLED is false, a drive when its client id is set (CC-5.58). For each
 * drive that is on, the public values the browser needs to sign in and call the drive itself (client
 * ids and base URLs; never a secret), so the browser talks to the same bases as the server.
 */
export function readImportConfig(drives: DrivesConfig): ImportConfig {
  const { googleDrive, dropbox, onedrive } = drives;
  const clients: DriveClients = {
    ...(googleDrive ? { googleDrive: { ...googleDrive } } : {}),
    ...(dropbox ? { dropbox: { ...dropbox } } : {}),
    ...(onedrive
      ? {
          onedrive: {
            clientId: onedrive.clientId,
            graphBaseUrl: onedrive.graphBaseUrl,
            authorizeUrl: onedrive.authorizeUrl,
          },
        }
      : {}),
  };
  return {
    url: drives.urlImport,
    googleDrive: googleDrive !== undefined,
    dropbox: dropbox !== undefined,
    onedrive: onedrive !== undefined,
    drives: clients,
  };
}

import type { ImportConfig } from '@mediaforge/shared';

/**
 * Which import sources this server serves (GET /api/files/import/config). None yet: the import
 * endpoints (POST /files/import/{source}, converter-compressor.md §7) and the drives' API credentials
 * come with the imports issue, which turns each flag on from the configuration it then reads. Until
 * then the web app's picker shows every source as unavailable (CC-5.58) rather than a flow that fails.
 */
export function readImportConfig(): ImportConfig {
  return { url: false, googleDrive: false, dropbox: false, onedrive: false };
}

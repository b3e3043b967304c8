import { IMPORT_PATHS, importConfigSchema, type ImportConfig } from '@mediaforge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** The `data` of GET /api/files/import/config: `{url, googleDrive, dropbox, onedrive}`, four booleans. */
export const importConfigAnswer = importConfigSchema;

/** One request per page load: the flags change only when the server is reconfigured and restarted. */
const importConfigQuery = {
  queryKey: ['imports', 'config'],
  queryFn: () => apiData({ path: IMPORT_PATHS.config }, importConfigAnswer),
} as const;

/** The server's import config: 'loading', the config, or 'error' when it could not be read. */
export type ImportConfigState = 'loading' | 'error' | ImportConfig;

export function useImportConfig(): ImportConfigState {
  const { data, isError, isFetching } = useQuery(importConfigQuery, queryClient);
  // A failed read is asked again when the picker opens again: 'loading' until that answer.
  return data ?? (isError && !isFetching ? 'error' : 'loading');
}

import type { DriveClients, DriveSource } from '@mediaforge/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../../lib/query-client';
import type { StoredLogin } from '../auth/stored-login';
import { failureText } from '../drive-texts';
import type { DriveFile } from '../drives/drive-file';
import { isDriveError } from '../drives/drive-http';
import { createDriveService } from '../drives/drive-service';
import type { BannerControls } from './use-banner';
import type { DriveControls } from './use-drive';

export type DriveFilesState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly files: readonly DriveFile[] };

/**
 * The drive's files, listed by the browser straight from the drive (CC §7), kept a minute per login.
 * A refused token (401) ends the login (Connect again); any other failure is the §8 'Failed to browse
 * files' banner with a retry.
 */
export function useDriveFiles(
  source: DriveSource,
  clients: DriveClients,
  login: StoredLogin,
  drive: DriveControls,
  banner: BannerControls,
): DriveFilesState {
  const { t } = useTranslation('external-picker');
  const query = useQuery(
    {
      queryKey: ['drives', source, 'files', login.accessToken],
      queryFn: ({ signal }) => createDriveService(source, clients, login.accessToken).list(signal),
      staleTime: 60_000,
      gcTime: 5 * 60_000,
      retry: false,
    },
    queryClient,
  );
  const { error, errorUpdatedAt } = query;
  const { expire } = drive;
  const { show } = banner;
  useEffect(() => {
    if (error === null) return;
    const service = t(`tabs.${source}`);
    show('error', failureText(error, service, t) ?? t('errors.browseFailed'), t('banners.loadFiles'));
    if (isDriveError(error) && error.kind === 'unauthorized') expire();
  }, [error, errorUpdatedAt, expire, show, source, t]);

  if (query.data !== undefined) return { status: 'ready', files: query.data };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}

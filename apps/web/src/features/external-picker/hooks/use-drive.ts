import type { DriveClients, DriveSource } from '@mediaforge/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage } from '../../../lib/browser-storage';
import { exchangeOnedriveCode } from '../api/exchange-onedrive-code';
import { signInToDrive, signOut } from '../auth/drive-login';
import { clearLogin, restoreLogin, type StoredLogin } from '../auth/stored-login';
import { DriveConnections, type DriveConnection } from '../drive-connection';
import { failureText } from '../drive-texts';
import type { BannerControls } from './use-banner';

/** One set of connections for the page's life: the picker can close and open again, still connected. */
const connections = new DriveConnections((source) => restoreLogin(browserStorage(), source, Date.now()));

function sessionStore(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

export interface DriveControls {
  readonly connection: DriveConnection;
  readonly connect: () => Promise<void>;
  readonly disconnect: () => void;
  /** The drive refused the token (401): the login is dropped and the visitor signs in again. */
  readonly expire: () => void;
  /** A new token (Google's export grant) replaces the login. */
  readonly renew: (login: StoredLogin) => void;
}

/** A drive's connection and what the picker can do with it (CC §4 "Drive connection", "Login popups"). */
export function useDrive(source: DriveSource, clients: DriveClients, banner: BannerControls): DriveControls {
  const { t, i18n } = useTranslation('external-picker');
  const service = t(`tabs.${source}`);
  const connection = useSyncExternalStore(
    useCallback((listener: () => void) => connections.subscribe(listener), []),
    () => connections.get(source),
  );

  const connect = useCallback(async () => {
    if (connections.get(source).status !== 'disconnected') return;
    connections.dispatch(source, { type: 'connect' });
    try {
      const login = await signInToDrive(source, clients, {
        storage: browserStorage(),
        session: sessionStore(),
        now: () => Date.now(),
        locale: i18n.language,
        exchangeOnedriveCode,
      });
      connections.dispatch(source, { type: 'signedIn', login });
    } catch (error) {
      connections.dispatch(source, { type: 'failed' });
      banner.show('error', failureText(error, service, t) ?? t('errors.authFailed'), t('banners.authFailed'));
    }
  }, [source, clients, banner, service, t, i18n.language]);

  const disconnect = useCallback(() => {
    const current = connections.get(source);
    if (current.status !== 'connected') return;
    connections.dispatch(source, { type: 'disconnect' });
    signOut(source, current.login, browserStorage());
    connections.dispatch(source, { type: 'signedOut' });
    banner.show('notice', t('banners.logout', { service }));
  }, [source, banner, service, t]);

  const expire = useCallback(() => {
    clearLogin(browserStorage(), source);
    connections.dispatch(source, { type: 'expired' });
  }, [source]);

  const renew = useCallback(
    (login: StoredLogin) => connections.dispatch(source, { type: 'renewed', login }),
    [source],
  );

  return { connection, connect, disconnect, expire, renew };
}

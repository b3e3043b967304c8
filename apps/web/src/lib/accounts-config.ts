import { ACCOUNT_PATHS, type AccountsConfigResponse } from '@mediaforge/shared';
import { useEffect, useState } from 'react';
import { getJson, successData } from './api-client';

/**
 * What this server offers (GET /api/accounts/config): Google sign-in, the captcha provider and its site
 * key, payments. Read by the auth pages and the captcha widget; asked once per page load.
 */
export function parseAccountsConfig(body: unknown): AccountsConfigResponse {
  const data = successData(body, ACCOUNT_PATHS.config) as Partial<AccountsConfigResponse> | undefined;
  const captcha = data?.captcha;
  const provider = captcha?.provider === 'turnstile' ? 'turnstile' : 'altcha';
  const siteKey = typeof captcha?.siteKey === 'string' ? captcha.siteKey : undefined;
  if (provider === 'turnstile' && siteKey === undefined) throw new TypeError('Turnstile without a site key');
  return {
    google: data?.google === true,
    captcha: siteKey === undefined ? { provider } : { provider, siteKey },
    payments: data?.payments === true,
  };
}

let cached: Promise<AccountsConfigResponse> | undefined;

export function getAccountsConfig(): Promise<AccountsConfigResponse> {
  cached ??= getJson(ACCOUNT_PATHS.config)
    .then(parseAccountsConfig)
    .catch((error: unknown) => {
      // Not kept: the next page that asks tries again.
      cached = undefined;
      throw error;
    });
  return cached;
}

export type AccountsConfigState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly config: AccountsConfigResponse }
  | { readonly status: 'failed' };

export function useAccountsConfig(): AccountsConfigState {
  const [state, setState] = useState<AccountsConfigState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getAccountsConfig().then(
      (config) => live && setState({ status: 'ready', config }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

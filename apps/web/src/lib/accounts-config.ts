import { ACCOUNT_PATHS, accountsConfigResponseSchema, type AccountsConfigResponse } from '@mediaforge/shared';
import { useQuery } from '@tanstack/react-query';
import { apiData, type AnswerSchema } from './api-client';
import { queryClient } from './query-client';

/**
 * What this server offers (GET /api/accounts/config): Google sign-in, the captcha provider and its site
 * key, payments. Read by the auth pages and the captcha widget; asked once per page load.
 */
export const accountsConfigAnswer: AnswerSchema<AccountsConfigResponse> = {
  safeParse(value) {
    const parsed = accountsConfigResponseSchema.safeParse(value);
    if (!parsed.success) return parsed;
    const { captcha } = parsed.data;
    // Turnstile cannot run without its site key.
    if (captcha.provider === 'turnstile' && captcha.siteKey === undefined) return { success: false };
    return parsed;
  },
};

/** Asked once per page load; a failed read is not kept, so the next page that asks tries again. */
export const accountsConfigQuery = {
  queryKey: ['accounts', 'config'],
  queryFn: () => apiData({ path: ACCOUNT_PATHS.config }, accountsConfigAnswer),
} as const;

export type AccountsConfigState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly config: AccountsConfigResponse }
  | { readonly status: 'failed' };

export function useAccountsConfig(): AccountsConfigState {
  const { data, isError, isFetching } = useQuery(accountsConfigQuery, queryClient);
  if (data !== undefined) return { status: 'ready', config: data };
  return isError && !isFetching ? { status: 'failed' } : { status: 'loading' };
}

import type { PricingResponse } from '@mediaforge/shared';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { getPricing } from '../api/get-pricing';

export type PricingState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly pricing: PricingResponse }
  | { readonly status: 'failed' };

/** GET /api/pricing once per visit of the page: nothing is kept once the page is left. */
const pricingQuery = {
  queryKey: ['pricing'],
  queryFn: ({ signal }: { signal: AbortSignal }) => getPricing(signal),
  gcTime: 0,
} as const;

export function usePricing(): PricingState {
  const { data, isError } = useQuery(pricingQuery, queryClient);
  if (data !== undefined) return { status: 'ready', pricing: data };
  return isError ? { status: 'failed' } : { status: 'loading' };
}

import type { PricingResponse } from '@mediaforge/shared';
import { useEffect, useState } from 'react';
import { getPricing } from '../api/get-pricing';

export type PricingState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly pricing: PricingResponse }
  | { readonly status: 'failed' };

/** GET /api/pricing once per visit of the page. */
export function usePricing(): PricingState {
  const [state, setState] = useState<PricingState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getPricing(controller.signal).then(
      (pricing) => setState({ status: 'ready', pricing }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}

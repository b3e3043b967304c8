import { ACCOUNT_PATHS } from '@mediaforge/shared';
import { sendJson, successData } from '../../../lib/api-client';

/** POST /api/payments/checkout (signed in): the Stripe Checkout page to send the visitor to (D47). */
export async function startCheckout(priceId: string): Promise<string> {
  const data = successData(
    await sendJson(ACCOUNT_PATHS.checkout, { body: { priceId } }),
    ACCOUNT_PATHS.checkout,
  );
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
    throw new TypeError(`unexpected answer from ${ACCOUNT_PATHS.checkout}`);
  }
  return url;
}

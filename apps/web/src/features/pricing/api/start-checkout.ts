import { ACCOUNT_PATHS, checkoutResponseSchema } from '@mediaforge/shared';
import { apiData, type AnswerSchema } from '../../../lib/api-client';

/** `{url}` of the Stripe Checkout page: an http(s) address. */
const checkoutAnswer: AnswerSchema<string> = {
  safeParse(data) {
    const parsed = checkoutResponseSchema.safeParse(data);
    return parsed.success && /^https?:\/\//.test(parsed.data.url)
      ? { success: true, data: parsed.data.url }
      : { success: false };
  },
};

/** POST /api/payments/checkout (signed in): the Stripe Checkout page to send the visitor to (D47). */
export function startCheckout(priceId: string): Promise<string> {
  return apiData({ method: 'POST', path: ACCOUNT_PATHS.checkout, body: { priceId } }, checkoutAnswer);
}

import type { ApiSuccess, PricingResponse } from '@mediaforge/shared';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/owner.plugin.js';
import type { PaymentsService } from '../../services/payments/payments.service.js';
import { parseWith } from '../validation.js';
import { checkoutRequestSchema, PAYMENTS_CONTRACTS } from './payments.contract.js';

/** /pricing's data, Stripe Checkout for a signed-in account, and Stripe's signed webhook (D47). */
export function paymentsRoutes(
  app: FastifyInstance,
  deps: { readonly payments: PaymentsService; readonly emailOf: (userId: string) => Promise<string> },
): void {
  app.get('/api/pricing', PAYMENTS_CONTRACTS.pricing, (): ApiSuccess<PricingResponse> => ({
    success: true,
    data: deps.payments.pricing(),
  }));

  app.post('/api/payments/checkout', PAYMENTS_CONTRACTS.checkout, async (request) => {
    const owner = requireUser(request);
    const { priceId } = parseWith(checkoutRequestSchema, request.body);
    const origin = `${request.protocol}://${request.host}`;
    return {
      success: true,
      data: await deps.payments.checkout(owner, await deps.emailOf(owner.userId), priceId, origin),
    };
  });

  // The signature covers the exact bytes Stripe sent: this scope keeps JSON bodies raw.
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, next) => {
      next(null, body);
    });
    scope.post('/api/payments/stripe/webhook', PAYMENTS_CONTRACTS.webhook, async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return {
        received: true,
        ...(await deps.payments.handleWebhook(raw, typeof signature === 'string' ? signature : '')),
      };
    });
    done();
  });
}

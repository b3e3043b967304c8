import Stripe from 'stripe';

/**
 * Stripe Checkout and signed webhooks (https://docs.stripe.com/payments/checkout,
 * https://docs.stripe.com/webhooks#verify-events). The API base URL is configuration so tests talk to a
 * loopback fake; webhook signatures are checked with the library's own constructEvent.
 */
export interface CheckoutRequest {
  readonly mode: 'payment' | 'subscription';
  readonly name: string;
  readonly amount: number;
  readonly currency: string;
  readonly stripePriceId: string | undefined;
  readonly userId: string;
  readonly email: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** The parts of an event we read; everything else stays in Stripe's object. */
export interface PaymentEvent {
  readonly id: string;
  readonly type: string;
  readonly object: Readonly<Record<string, unknown>>;
}

export interface PaymentsGateway {
  createCheckout(request: CheckoutRequest): Promise<{ readonly url: string }>;
  /** Verifies `Stripe-Signature` over the raw body; throws when it does not match or is too old. */
  parseEvent(rawBody: Buffer, signature: string): PaymentEvent;
}

export function createStripeGateway(options: {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly apiBaseUrl: string | undefined;
}): PaymentsGateway {
  const base = options.apiBaseUrl ? new URL(options.apiBaseUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    async createCheckout(r) {
      const lineItem = r.stripePriceId
        ? { price: r.stripePriceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: r.currency,
              unit_amount: r.amount,
              product_data: { name: r.name },
              ...(r.mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {}),
            },
          };
      const session = await stripe.checkout.sessions.create({
        mode: r.mode,
        line_items: [lineItem],
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
        client_reference_id: r.userId,
        customer_email: r.email,
        metadata: { ...r.metadata },
        ...(r.mode === 'subscription' ? { subscription_data: { metadata: { ...r.metadata } } } : {}),
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { url: session.url };
    },
    parseEvent(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}

import { ERROR_CODES, type PriceEntry, type PricingConfig, type PricingResponse } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { CreditsRepository } from '../../repositories/database/credits.repository.js';
import type { UsersRepository } from '../../repositories/database/users.repository.js';
import type { PaymentEvent, PaymentsGateway } from '../../repositories/payments/stripe.repository.js';
import type { UserOwner } from '../owner.js';

/**
 * /pricing and Stripe Checkout (docs/decisions.md D47). A plan is a monthly subscription: paying makes the
 * account PAID and adds the plan's subscription credits each period; a pack adds pay-as-you-go credits
 * once. Credits are granted only from verified webhook events, each applied once.
 */
export interface PaymentsService {
  pricing(): PricingResponse;
  checkout(
    owner: UserOwner,
    email: string,
    priceId: string,
    origin: string,
  ): Promise<{ readonly url: string }>;
  handleWebhook(rawBody: Buffer, signature: string): Promise<{ readonly applied: boolean }>;
}

export interface PaymentsServiceDeps {
  readonly pricing: PricingConfig;
  readonly gateway: PaymentsGateway | undefined;
  readonly users: Pick<UsersRepository, 'setTier' | 'recordPaymentEvent'>;
  readonly credits: Pick<CreditsRepository, 'grant'>;
  readonly now: () => number;
}

type Metadata = Readonly<Record<string, string>>;

function metadataOf(value: unknown): Metadata {
  return typeof value === 'object' && value !== null ? (value as Metadata) : {};
}

/** Where an invoice keeps its subscription's metadata differs across Stripe API versions. */
function invoiceMetadata(invoice: Readonly<Record<string, unknown>>): Metadata {
  const parent = metadataOf(invoice.parent) as unknown as { subscription_details?: { metadata?: unknown } };
  const details = invoice.subscription_details as { metadata?: unknown } | undefined;
  return metadataOf(parent.subscription_details?.metadata ?? details?.metadata);
}

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const { pricing, gateway, users, credits, now } = deps;
  const find = (id: string): { entry: PriceEntry; kind: 'plan' | 'pack' } | undefined => {
    const plan = pricing.plans.find((p) => p.id === id);
    if (plan) return { entry: plan, kind: 'plan' };
    const pack = pricing.packs.find((p) => p.id === id);
    return pack ? { entry: pack, kind: 'pack' } : undefined;
  };

  const grant = async (meta: Metadata, ref: string, source: 'subscription' | 'payg'): Promise<boolean> => {
    const credits_ = Number(meta.credits);
    if (!meta.userId || !Number.isInteger(credits_) || credits_ <= 0) return false;
    if (source === 'subscription') await users.setTier(meta.userId, 'PAID');
    return credits.grant({
      userId: meta.userId,
      source,
      amount: credits_,
      kind: 'purchase',
      ref,
      now: now(),
    });
  };

  const apply = async (event: PaymentEvent): Promise<boolean> => {
    const o = event.object;
    switch (event.type) {
      case 'checkout.session.completed': {
        if (o.payment_status !== 'paid' && o.payment_status !== 'no_payment_required') return false;
        const meta = metadataOf(o.metadata);
        return grant(meta, `stripe:${String(o.id)}`, meta.kind === 'plan' ? 'subscription' : 'payg');
      }
      case 'invoice.paid':
        // The first period is granted by checkout.session.completed; renewals come as invoices.
        if (o.billing_reason !== 'subscription_cycle') return false;
        return grant(invoiceMetadata(o), `stripe:${String(o.id)}`, 'subscription');
      case 'customer.subscription.deleted': {
        const meta = metadataOf(o.metadata);
        return meta.userId ? users.setTier(meta.userId, 'FREE') : false;
      }
      default:
        return false;
    }
  };

  return {
    pricing: () => ({ ...pricing, checkout: gateway !== undefined }),

    async checkout(owner, email, priceId, origin) {
      if (!gateway) throw new AppError(ERROR_CODES.SERVICE_UNAVAILABLE, 'Payments are not configured');
      const found = find(priceId);
      if (!found) throw new AppError(ERROR_CODES.NOT_FOUND, 'Unknown plan or pack', { priceId });
      const { entry, kind } = found;
      return gateway.createCheckout({
        mode: kind === 'plan' ? 'subscription' : 'payment',
        name: entry.name,
        amount: entry.amount,
        currency: entry.currency,
        stripePriceId: entry.stripePriceId,
        userId: owner.userId,
        email,
        metadata: { userId: owner.userId, priceId: entry.id, kind, credits: String(entry.credits) },
        successUrl: `${origin}/pricing?checkout=success`,
        cancelUrl: `${origin}/pricing?checkout=cancelled`,
      });
    },

    async handleWebhook(rawBody, signature) {
      if (!gateway) throw new AppError(ERROR_CODES.SERVICE_UNAVAILABLE, 'Payments are not configured');
      let event: PaymentEvent;
      try {
        event = gateway.parseEvent(rawBody, signature);
      } catch {
        throw new AppError(ERROR_CODES.VALIDATION_FAILED, 'Invalid webhook signature');
      }
      // Stripe delivers at least once. Grants are idempotent by their ledger reference, so a redelivery
      // (or a retry after a failure half-way) changes nothing; the event log is for the operator.
      const applied = await apply(event);
      await users.recordPaymentEvent(event.id, event.type, now());
      return { applied };
    },
  };
}

import { describe, expect, it } from 'vitest';
import { ApiError, readData } from '../../lib/api-client';
import { pricingAnswer } from './api/get-pricing';
import { buyMode, checkoutOutcome, formatPrice } from './pricing-view';

const signedIn = {
  status: 'signedIn',
  user: { id: 'u', name: 'Ann', email: 'a@b.c', tier: 'FREE' },
} as const;

describe('pricing page logic', () => {
  it('Buy opens checkout only with Stripe and an account; otherwise sign in first, or nothing', () => {
    expect(buyMode(true, signedIn)).toBe('checkout');
    expect(buyMode(true, { status: 'signedOut' })).toBe('signIn');
    expect(buyMode(true, { status: 'unknown' })).toBe('signIn');
    expect(buyMode(false, signedIn)).toBe('none');
  });

  it('writes prices from the smallest currency unit in the page’s language', () => {
    expect(formatPrice(500, 'usd', 'en')).toBe('$5.00');
    expect(formatPrice(1500, 'eur', 'fr')).toMatch(/^15,00\s€$/);
    expect(formatPrice(500, 'jpy', 'en')).toBe('¥500');
  });

  it('reads how Stripe brought the visitor back', () => {
    expect(checkoutOutcome('?checkout=success')).toBe('success');
    expect(checkoutOutcome('?checkout=cancelled')).toBe('cancelled');
    expect(checkoutOutcome('?checkout=other')).toBeUndefined();
  });

  it('keeps well-formed plans and packs of GET /api/pricing and drops the rest', () => {
    const parsePricing = (body: unknown) => readData(200, JSON.stringify(body), pricingAnswer);
    const pricing = parsePricing({
      success: true,
      data: {
        freeDailyCredits: 10,
        plans: [{ id: 'pro', name: 'Pro', credits: 1500, amount: 1500, currency: 'usd' }, { id: 'bad' }],
        packs: 'nope',
        checkout: false,
      },
    });
    expect(pricing).toEqual({
      freeDailyCredits: 10,
      plans: [{ id: 'pro', name: 'Pro', credits: 1500, amount: 1500, currency: 'usd' }],
      packs: [],
      checkout: false,
    });
    expect(() => parsePricing({ success: false })).toThrow(ApiError);
  });
});

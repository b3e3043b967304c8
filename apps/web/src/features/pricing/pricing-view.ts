import type { AuthState } from '../../lib/auth-session';

/**
 * What a Buy button does (D47): open Stripe Checkout when the server has it and the visitor is signed
 * in; send the visitor to sign in first (and back to /pricing) when not signed in; nothing without
 * Stripe, where the page says how to get credits instead.
 */
export type BuyMode = 'checkout' | 'signIn' | 'none';

export function buyMode(checkout: boolean, auth: AuthState): BuyMode {
  if (!checkout) return 'none';
  return auth.status === 'signedIn' ? 'checkout' : 'signIn';
}

/** Digits of the currency's minor unit (2 for usd, 0 for jpy), as Intl knows them. */
function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** An amount in the smallest currency unit (pricing.ts), written for the page's locale. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const value = amount / 10 ** minorDigits(code);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(value);
  } catch {
    return `${value.toFixed(2)} ${code}`;
  }
}

/** Stripe brings the visitor back to /pricing?checkout=success|cancelled (apps/server payments.service.ts). */
export function checkoutOutcome(search: string): 'success' | 'cancelled' | undefined {
  const value = new URLSearchParams(search).get('checkout');
  return value === 'success' || value === 'cancelled' ? value : undefined;
}

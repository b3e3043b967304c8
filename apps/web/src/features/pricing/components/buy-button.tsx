import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { startCheckout } from '../api/start-checkout';
import type { BuyMode } from '../pricing-view';

interface BuyButtonProps {
  readonly mode: BuyMode;
  readonly priceId: string;
  /** "Subscribe to Pro", "Buy 50 credits". */
  readonly label: string;
  /** The sign-in page, coming back to /pricing. */
  readonly signInHref: string;
  readonly onFailed: () => void;
}

const wide = 'inline-flex h-10 w-full items-center justify-center rounded-lg px-4 text-sm font-semibold';

/** Buy: to Stripe Checkout when signed in, to sign-in first otherwise (D47). */
export function BuyButton({ mode, priceId, label, signInHref, onFailed }: BuyButtonProps) {
  const { t } = useTranslation('pricing');
  const [busy, setBusy] = useState(false);
  if (mode === 'none') return null;
  if (mode === 'signIn') {
    return (
      <Link
        to={signInHref}
        className={`${wide} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50`}
      >
        {t('signInToBuy')}
        <span className="sr-only">: {label}</span>
      </Link>
    );
  }
  const buy = () => {
    setBusy(true);
    startCheckout(priceId).then(
      (url) => window.location.assign(url),
      () => {
        setBusy(false);
        onFailed();
      },
    );
  };
  return (
    <Button variant="primary" className="w-full" disabled={busy} onClick={buy}>
      {busy ? t('redirecting') : label}
    </Button>
  );
}

import type { Locale, PriceEntry } from '@mediaforge/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthSession } from '../../../lib/auth-session';
import { usePricing } from '../hooks/use-pricing';
import { buyMode, checkoutOutcome, formatPrice } from '../pricing-view';
import { BuyButton } from './buy-button';
import { PriceCard } from './price-card';

interface PricingPlansProps {
  readonly locale: Locale;
  readonly signUpHref: string;
  /** Sign-in, coming back to /pricing. */
  readonly signInHref: string;
}

const sectionTitle = 'text-xl font-semibold text-slate-900';

/**
 * /pricing's offers from GET /api/pricing (D47): the free daily credits, monthly plans and pay-as-you-go
 * packs. Without Stripe there is nothing to buy here and the page says how to get credits instead.
 */
export function PricingPlans({ locale, signUpHref, signInHref }: PricingPlansProps) {
  const { t } = useTranslation('pricing');
  const state = usePricing();
  const auth = useAuthSession();
  const { search } = useLocation();
  const [checkoutFailed, setCheckoutFailed] = useState(false);
  const ids = { free: useId(), plans: useId(), packs: useId(), none: useId() };

  if (state.status === 'loading') return <p className="mt-10 text-slate-600">{t('loading')}</p>;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="mt-10 text-red-700">
        {t('loadFailed')}
      </p>
    );
  }
  const { pricing } = state;
  const mode = buyMode(pricing.checkout, auth);
  const outcome = checkoutOutcome(search);
  const card = (entry: PriceEntry, kind: 'plans' | 'packs') => {
    const price = formatPrice(entry.amount, entry.currency, locale);
    return (
      <PriceCard
        key={entry.id}
        name={entry.name}
        price={kind === 'plans' ? t('plans.perMonth', { price }) : t('packs.once', { price })}
        credits={t(`${kind}.credits`, { credits: entry.credits.toLocaleString(locale) })}
        highlight={kind === 'plans'}
        action={
          mode !== 'none' && (
            <BuyButton
              mode={mode}
              priceId={entry.id}
              label={t(`${kind}.buy`, { name: entry.name })}
              signInHref={signInHref}
              onFailed={() => setCheckoutFailed(true)}
            />
          )
        }
      />
    );
  };

  return (
    <div className="mt-10 space-y-12">
      {outcome !== undefined && (
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
          {t(`checkout.${outcome}`)}
        </p>
      )}
      <div role="alert">
        {checkoutFailed && (
          <p className="rounded-lg bg-red-50 p-4 text-sm text-red-800">{t('checkout.failed')}</p>
        )}
      </div>
      <section
        aria-labelledby={ids.free}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id={ids.free} className={sectionTitle}>
          {t('free.title')}
        </h2>
        <p className="mt-2 text-slate-800">
          {t('free.credits', { credits: pricing.freeDailyCredits.toLocaleString(locale) })}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('free.anonymous')}</p>
        {auth.status === 'signedIn' ? (
          auth.user.tier === 'FREE' && (
            <p className="mt-4 text-sm font-semibold text-emerald-800">{t('free.current')}</p>
          )
        ) : (
          <Link
            to={signUpHref}
            className="mt-4 inline-flex h-10 items-center rounded-lg bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700"
          >
            {t('free.cta')}
          </Link>
        )}
      </section>
      {pricing.plans.length > 0 && (
        <section aria-labelledby={ids.plans}>
          <h2 id={ids.plans} className={sectionTitle}>
            {t('plans.title')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {pricing.plans.map((entry) => card(entry, 'plans'))}
          </ul>
        </section>
      )}
      {pricing.packs.length > 0 && (
        <section aria-labelledby={ids.packs}>
          <h2 id={ids.packs} className={sectionTitle}>
            {t('packs.title')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {pricing.packs.map((entry) => card(entry, 'packs'))}
          </ul>
        </section>
      )}
      <p className="text-sm text-slate-600">{t('creditNote')}</p>
      {!pricing.checkout && (
        <section
          aria-labelledby={ids.none}
          className="rounded-2xl bg-indigo-50 p-6"
          data-testid="no-checkout"
        >
          <h2 id={ids.none} className={sectionTitle}>
            {t('noCheckout.title')}
          </h2>
          <p className="mt-2 text-slate-800">{t('noCheckout.text')}</p>
        </section>
      )}
    </div>
  );
}

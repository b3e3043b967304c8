import { LIMIT_TOAST_MS } from '@mediaforge/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import type { CreditPromptWording } from '../../features/credits/components/credit-prompt';
import { onCreditRefusal, type CreditRefusal } from '../../lib/credit-events';

const CreditPrompt = lazy(async () => {
  const [module, { addAccountResources }] = await Promise.all([
    import('../../features/credits/components/credit-prompt'),
    import('../../lib/i18n-accounts'),
  ]);
  addAccountResources(getI18n());
  return { default: module.CreditPrompt };
});

interface Shown {
  readonly refusal: CreditRefusal;
  readonly sequence: number;
}

/**
 * The downloader's credit prompts (DL §8 "Limits", DL-8.10–8.12): the credits feature's prompt and
 * toast with the downloader's words, "Download Failed" for every tier, shown 10 s (DL §9), with Sign Up
 * Free and Sign In, Upgrade Plan or Buy credits. Raised by the credit check before an analysis or a
 * download and by the server's own refusals.
 */
export function DownloaderCreditSlot() {
  const { t } = useTranslation('downloader');
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  useEffect(
    () =>
      onCreditRefusal((refusal) => {
        setShown((previous) => ({ refusal, sequence: (previous?.sequence ?? 0) + 1 }));
      }),
    [],
  );
  const wording = useMemo<CreditPromptWording>(
    () => ({
      title: () => t('credits.title'),
      text: (kind) => t(`credits.${kind}`),
      toast: () => ({ variant: 'error', durationMs: LIMIT_TOAST_MS }),
    }),
    [t],
  );
  if (shown === undefined) return null;
  return (
    <Suspense fallback={null}>
      <CreditPrompt
        refusal={shown.refusal}
        sequence={shown.sequence}
        wording={wording}
        onDismiss={() => setShown(undefined)}
      />
    </Suspense>
  );
}

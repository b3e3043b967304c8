import { lazy, Suspense, useEffect, useState } from 'react';
import { getI18n } from 'react-i18next';
import { onCreditRefusal, type CreditRefusal } from '../../lib/credit-events';

/**
 * The credit prompt and its texts load when a call is first refused, not with the converter (bench/web
 * first-paint budget); until then this slot only listens (lib/credit-events.ts).
 */
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

/** Where the converter/compressor page shows 'Daily Limit Reached' and the other credit prompts. */
export function CreditPromptSlot() {
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  useEffect(
    () =>
      onCreditRefusal((refusal) => {
        setShown((previous) => ({ refusal, sequence: (previous?.sequence ?? 0) + 1 }));
      }),
    [],
  );
  if (shown === undefined) return null;
  return (
    <Suspense fallback={null}>
      <CreditPrompt refusal={shown.refusal} sequence={shown.sequence} onDismiss={() => setShown(undefined)} />
    </Suspense>
  );
}

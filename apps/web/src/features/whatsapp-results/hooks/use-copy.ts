import { COPY_FEEDBACK_MS } from '@mediaforge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';

/**
 * Copies a value with the spec's toasts (DL §8 "{label} copied!" / "Successfully copied to clipboard";
 * DR §8 "Copy Failed" / "Failed to copy to clipboard") and a copied state for COPY_FEEDBACK_MS (DR §4).
 */
export function useCopy(): {
  readonly copiedKey: string | undefined;
  readonly copy: (key: string, label: string, value: string) => Promise<void>;
} {
  const { t } = useTranslation('platform-results');
  const [copiedKey, setCopiedKey] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (key: string, label: string, value: string) => {
      try {
        // Rejected without permission, and absent outside a secure context.
        await navigator.clipboard.writeText(value);
      } catch {
        showToast('error', t('common.copyFailedTitle'), {
          id: 'whatsapp-copy',
          description: t('common.copyFailedText'),
        });
        return;
      }
      clearTimeout(timer.current);
      setCopiedKey(key);
      timer.current = setTimeout(() => setCopiedKey(undefined), COPY_FEEDBACK_MS);
      showToast('success', t('common.copiedTitle', { label }), {
        id: 'whatsapp-copy',
        description: t('common.copiedText'),
      });
    },
    [t],
  );
  return { copiedKey, copy };
}

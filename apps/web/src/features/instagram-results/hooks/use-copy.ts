import { COPY_FEEDBACK_MS } from '@mediaforge/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';

/**
 * A copy button's state (downloader-results.md §4 "Copy button: idle, then copied for 2000 ms, then
 * idle") and its toasts (§8: "Copied!" with "{label} copied to clipboard"; a failure is "Copy Failed",
 * "Failed to copy to clipboard").
 */
export function useCopy(label: string): {
  readonly copied: boolean;
  readonly copy: (text: string) => Promise<void>;
} {
  const { t } = useTranslation('media-results');
  const [copied, setCopied] = useState(0);
  useEffect(() => {
    if (copied === 0) return;
    const timer = setTimeout(() => setCopied(0), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      if (navigator.clipboard === undefined) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied((n) => n + 1);
      showToast('success', t('copy.copiedTitle'), { description: t('copy.copiedText', { label }) });
    } catch {
      showToast('error', t('copy.failedTitle'), { description: t('copy.failedText') });
    }
  };
  return { copied: copied > 0, copy };
}

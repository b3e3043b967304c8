import { COPY_FEEDBACK_MS } from '@mediaforge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A copied state for COPY_FEEDBACK_MS after each copy, then idle again: the link generator's "Link Copied"
 * (DL §2, §9: 2 seconds) and the Suno header's "Copied" (DL §4 "Copy feedback resets after 2 s").
 */
export function useCopyFeedback(): readonly [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const markCopied = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }, []);
  return [copied, markCopied];
}

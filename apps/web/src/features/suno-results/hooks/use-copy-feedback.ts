import { COPY_FEEDBACK_MS } from '@mediaforge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** "Copied" for COPY_FEEDBACK_MS after each copy (DL §4 "Copy feedback resets after 2 s"), then idle. */
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

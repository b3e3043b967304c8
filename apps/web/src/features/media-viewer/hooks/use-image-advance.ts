import { IMAGE_AUTO_ADVANCE_MS } from '@mediaforge/shared';
import { useEffect } from 'react';

/**
 * §2.1 "Still images auto-advance after 3000 ms": the time runs once the picture has settled (loaded,
 * or failed and cleared), while the viewer is not paused, never in single-media mode and not past the
 * last item.
 */
export function useImageAdvance(options: {
  readonly running: boolean;
  readonly itemKey: string;
  readonly onAdvance: () => void;
}): void {
  const { running, itemKey, onAdvance } = options;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(onAdvance, IMAGE_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [running, itemKey, onAdvance]);
}

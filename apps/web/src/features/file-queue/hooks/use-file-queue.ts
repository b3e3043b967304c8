import { useCallback, useState, useSyncExternalStore } from 'react';
import type { CompressionSettingsBuilder } from '../convert-request';
import type { QueueController } from '../queue-controller';
// eslint-disable-next-line mediaforge/import-boundaries -- pure move; the wiring moves to app/ next
import { queueFor } from '../../../app/queue-registry';
import type { QueueState } from '../queue-reducer';
import type { ScreenContext } from '../queued-file';

/**
 * The list of the screen `screenKey` (kept across visits, queue-registry.ts) and its state. The key
 * and context are read once: the page remounts the section when its screen changes.
 */
export function useFileQueue(
  screenKey: string,
  context: ScreenContext,
  buildCompression?: CompressionSettingsBuilder,
): { readonly controller: QueueController; readonly state: QueueState } {
  const [controller] = useState(() => queueFor(screenKey, context, buildCompression));
  const subscribe = useCallback((listener: () => void) => controller.store.subscribe(listener), [controller]);
  const state = useSyncExternalStore(
    subscribe,
    () => controller.store.state,
    () => controller.store.state,
  );
  return { controller, state };
}

import { useCallback, useSyncExternalStore } from 'react';
import type { QueueController } from '../queue-controller';
import type { QueueState } from '../queue-reducer';

/** The list's state, kept current as its rows change. */
export function useQueueState(controller: QueueController): QueueState {
  const subscribe = useCallback((listener: () => void) => controller.store.subscribe(listener), [controller]);
  return useSyncExternalStore(
    subscribe,
    () => controller.store.state,
    () => controller.store.state,
  );
}

import type { CompressionSettingsBuilder } from '../features/file-queue/convert-request';
import type { QueueController } from '../features/file-queue/queue-controller';
import type { ScreenContext } from '../features/file-queue/queued-file';

export type QueueFactory = (
  key: string,
  context: ScreenContext,
  buildCompression?: CompressionSettingsBuilder,
) => QueueController;

/**
 * The lists of the converter/compressor screens, keyed by processing mode plus path (CC-2.15,
 * lib/screen-key.ts): created on a screen's first visit, then the same one on every visit. The pages
 * read a screen's file count here (the sub-bar collapses, CC-2.17) and the tab bar clears the active
 * screen through it (CC-2.16).
 */
export interface ScreenQueues {
  /** The screen's list; `context` and `buildCompression` are read when it is first made. */
  readonly queueFor: QueueFactory;
  readonly fileCount: (key: string | undefined) => number;
  /** `listener` is called whenever a screen's file count changes. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Drops the screen's files; false when it had none (then there was nothing to clear). */
  readonly clear: (key: string) => boolean;
}

export function createScreenQueues(create: QueueFactory): ScreenQueues {
  const controllers = new Map<string, QueueController>();
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  const count = (key: string | undefined) =>
    key === undefined ? 0 : (controllers.get(key)?.store.state.files.length ?? 0);

  function publish(key: string): void {
    const now = count(key);
    if ((counts.get(key) ?? 0) === now) return;
    counts.set(key, now);
    for (const listener of listeners) listener();
  }

  return {
    queueFor: (key, context, buildCompression) => {
      let controller = controllers.get(key);
      if (controller === undefined) {
        controller = create(key, context, buildCompression);
        controllers.set(key, controller);
        controller.store.subscribe(() => publish(key));
        // Made while a page renders: telling the pages (the sub-bar collapses) must wait until that
        // render is over, or React would update one component while rendering another.
        queueMicrotask(() => publish(key));
      }
      return controller;
    },
    fileCount: (key) => counts.get(key ?? '') ?? 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: (key) => {
      const controller = controllers.get(key);
      if (controller === undefined || count(key) === 0) return false;
      controller.clear();
      return true;
    },
  };
}

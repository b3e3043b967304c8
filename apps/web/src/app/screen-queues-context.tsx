import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { browserQueue } from './browser-queue';
import { createScreenQueues, type ScreenQueues } from './screen-queues';

const ScreenQueuesContext = createContext<ScreenQueues | undefined>(undefined);

/** Holds the screens' lists for as long as the app runs, so a page visited again finds its files. */
export function ScreenQueuesProvider({ children }: { readonly children: ReactNode }) {
  const [queues] = useState(() => createScreenQueues(browserQueue));
  return <ScreenQueuesContext.Provider value={queues}>{children}</ScreenQueuesContext.Provider>;
}

export function useScreenQueues(): ScreenQueues {
  const queues = useContext(ScreenQueuesContext);
  if (queues === undefined) throw new Error('useScreenQueues outside ScreenQueuesProvider');
  return queues;
}

/** The number of files on a screen, kept current. */
export function useScreenFileCount(key: string | undefined): number {
  const queues = useScreenQueues();
  return useSyncExternalStore(
    queues.subscribe,
    () => queues.fileCount(key),
    () => 0,
  );
}

import { useSyncExternalStore } from 'react';
import type { DownloaderFormState } from '../form-state';
import type { FormSession } from '../form-session';

/** The tab's form state, kept current. */
export function useFormSession(session: FormSession): DownloaderFormState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

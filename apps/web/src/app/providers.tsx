import type { Locale } from '@mediaforge/shared';
import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { loadDataLayer, loadedQueryClient, onDataLayerLoaded } from '../lib/data-layer';
import { createI18n } from '../lib/i18n';

interface AppProvidersProps {
  /** The locale of the URL the app was opened on, so the first render is already translated. */
  readonly initialLocale: Locale;
  readonly children: ReactNode;
}

/**
 * Translations, and TanStack Query's client for every component below. The client is loaded right
 * after the first paint (lib/data-layer.ts); the components that query are in chunks loaded later,
 * which import it themselves, so it is always there by the time they render.
 */
export function AppProviders({ initialLocale, children }: AppProvidersProps) {
  const [i18n] = useState(() => createI18n(initialLocale));
  const queryClient = useSyncExternalStore(onDataLayerLoaded, loadedQueryClient, loadedQueryClient);
  useEffect(() => {
    void loadDataLayer();
  }, []);
  return (
    <QueryClientContext.Provider value={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientContext.Provider>
  );
}

import type { Locale } from '@mediaforge/shared';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n';

interface AppProvidersProps {
  /** The locale of the URL the app was opened on, so the first render is already translated. */
  readonly initialLocale: Locale;
  readonly children: ReactNode;
}

export function AppProviders({ initialLocale, children }: AppProvidersProps) {
  const [i18n] = useState(() => createI18n(initialLocale));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

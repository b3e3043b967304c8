import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { splitLocale } from '../lib/locale-path';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders initialLocale={splitLocale(window.location.pathname).locale}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

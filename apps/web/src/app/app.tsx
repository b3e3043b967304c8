import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { splitLocale } from '../lib/locale-path';
import { AppProviders } from './providers';
import { ScreenQueuesProvider } from './screen-queues-context';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders initialLocale={splitLocale(window.location.pathname).locale}>
      <ScreenQueuesProvider>
        <RouterProvider router={router} />
      </ScreenQueuesProvider>
    </AppProviders>
  );
}

import { SUPPORTED_LOCALES } from '@mediaforge/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { AuthPage } from './pages/auth-page';
import { CompressorPage } from './pages/compressor-page';
import { ConverterPage } from './pages/converter-page';
import { DownloaderPage } from './pages/downloader-page';
import { HomeRedirect } from './pages/home-redirect';
import { NotFoundPage } from './pages/not-found-page';
import { PricingPage } from './pages/pricing-page';
import { RouteErrorPage } from './pages/route-error-page';

/** The pages, relative to an optional locale prefix. Pages validate their own parameters. */
function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomeRedirect /> },
    { path: 'converter/:slug?', element: <ConverterPage /> },
    { path: 'compressor/:option?', element: <CompressorPage /> },
    { path: 'downloader/:platform?/:tool?', element: <DownloaderPage /> },
    { path: 'auth/signup', element: <AuthPage mode="signUp" /> },
    { path: 'auth/signin', element: <AuthPage mode="signIn" /> },
    { path: 'pricing', element: <PricingPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * Every page is reachable unprefixed (English) and under /en, /fa and /fr (spec: CC §2, DL §2).
 * Static prefixes rather than an optional ":lang" segment, so "/de/converter" is simply not found.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...pageRoutes(),
        ...SUPPORTED_LOCALES.map((locale) => ({ path: locale, children: pageRoutes() })),
      ],
    },
  ]);
}

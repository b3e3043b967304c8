import { SUPPORTED_LOCALES } from '@mediaforge/shared';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { getI18n } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { ConverterPage } from './pages/converter-page';
import { HomeRedirect } from './pages/home-redirect';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/**
 * The converter is the start page ("/" opens it), so it is in the entry bundle; the other pages are
 * split off and loaded when first visited, which keeps the converter's first paint small (bench/web).
 */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** Pages of accounts and pricing bring their texts along (lib/i18n-accounts.ts). */
async function withAccountTexts<T>(load: Promise<T>): Promise<T> {
  const [module, { addAccountResources }] = await Promise.all([load, import('../lib/i18n-accounts')]);
  addAccountResources(getI18n());
  return module;
}

/**
 * The downloader's texts come with its page (lib/i18n-downloader.ts), and the account texts too: its
 * captcha step and credit prompts use them.
 */
async function withDownloaderTexts<T>(load: Promise<T>): Promise<T> {
  const [module, { addDownloaderResources }] = await Promise.all([
    withAccountTexts(load),
    import('../lib/i18n-downloader'),
  ]);
  addDownloaderResources(getI18n());
  return module;
}

const CompressorPage = page(async () => (await import('./pages/compressor-page')).CompressorPage);
const DownloaderPage = page(
  async () => (await withDownloaderTexts(import('./pages/downloader-page'))).DownloaderPage,
);
const AuthPage = page(async () => (await withAccountTexts(import('./pages/auth-page'))).AuthPage);
const PricingPage = page(async () => (await withAccountTexts(import('./pages/pricing-page'))).PricingPage);

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

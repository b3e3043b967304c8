/** Locales and the smoke routes every locale must render (spec: CC §2, DL §2). */
export const LOCALES = ['en', 'fa', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export type Tab = 'converter' | 'compressor' | 'downloader';

export interface SmokeRoute {
  readonly path: string;
  /** The English <h1>; other locales must show a translated one. */
  readonly heading: string;
  /** The tab marked aria-current, if any. */
  readonly tab?: Tab;
}

export const SMOKE_ROUTES: readonly SmokeRoute[] = [
  { path: '/converter', heading: 'Video and audio converter', tab: 'converter' },
  { path: '/converter/mp4-to-webm', heading: 'Convert MP4 to WebM', tab: 'converter' },
  { path: '/converter/avi', heading: 'Convert to AVI', tab: 'converter' },
  { path: '/compressor', heading: 'Video compressor', tab: 'compressor' },
  { path: '/compressor/whatsapp', heading: 'Compress video for WhatsApp', tab: 'compressor' },
  { path: '/downloader', heading: 'Video downloader', tab: 'downloader' },
  { path: '/downloader/youtube', heading: 'YouTube Video Downloader', tab: 'downloader' },
  { path: '/downloader/instagram/story', heading: 'Instagram Story Downloader', tab: 'downloader' },
  { path: '/downloader/whatsapp/link-generator', heading: 'WhatsApp Link Generator', tab: 'downloader' },
  { path: '/downloader/whatsapp/profile-details', heading: 'WhatsApp Profile Details', tab: 'downloader' },
  { path: '/downloader/suno/hook', heading: 'Suno AI Hook Downloader', tab: 'downloader' },
  {
    path: '/downloader/snapchat/profile-picture',
    heading: 'Snapchat Profile Picture Downloader',
    tab: 'downloader',
  },
  { path: '/auth/signup', heading: 'Sign up' },
  { path: '/auth/signin', heading: 'Sign in' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/no-such-page', heading: 'Page not found' },
];

/** English pages are unprefixed; the others carry their locale prefix. */
export function localized(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

/** Accessible name of the tab bar per locale. */
export const TOOLS_NAV_LABEL: Readonly<Record<Locale, string>> = { en: 'Tools', fa: 'ابزارها', fr: 'Outils' };

import type { DownloaderInfo, DownloaderQuality, DownloadType, PlatformId } from '@mediaforge/shared';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { getI18n } from 'react-i18next';
import { ResultList, type QualityDownloadView } from '../features/downloader-jobs/components/result-list';
import type { Notice } from '../lib/downloader-notice';

/**
 * Which view shows an analysis (downloader-results.md §2): one entry per platform that has a view of its
 * own, the plain list (D172) for the rest. Each entry is a lazily loaded component, so a platform's view
 * and its texts load with its first result, not with the downloader page.
 */
export interface ResultViewProps {
  readonly info: DownloaderInfo;
  /** The tab's tool type (the form's shape), e.g. `playlist-downloader`, `profile-details`. */
  readonly toolType: string | undefined;
  readonly downloadType: DownloadType;
  readonly download: QualityDownloadView | undefined;
  readonly isDownloading: boolean;
  readonly onDownload: (quality: DownloaderQuality) => void;
  /** Back to an empty form (the "try another one" of DL §2; Snapchat's "Download Another"). */
  readonly onStartOver: () => void;
}

export type ResultView = ComponentType<ResultViewProps>;

/** The Suno, Snapchat and WhatsApp views bring their texts (lib/i18n-platform-results.ts). */
async function withPlatformResultTexts<T>(load: Promise<T>): Promise<T> {
  const [module, { addPlatformResultsResources }] = await Promise.all([
    load,
    import('../lib/i18n-platform-results'),
  ]);
  addPlatformResultsResources(getI18n());
  return module;
}

/** The Instagram view brings the viewer's, grid's and its own texts (lib/i18n-media-results.ts). */
async function withMediaResultTexts<T>(load: Promise<T>): Promise<T> {
  const [module, { addMediaResultsResources }] = await Promise.all([
    load,
    import('../lib/i18n-media-results'),
  ]);
  addMediaResultsResources(getI18n());
  return module;
}

function lazyView(load: () => Promise<ResultView>): ResultView {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyResultView(props: ResultViewProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** Platform → its view. Platforms without an entry get the plain list. */
const RESULT_VIEWS: Partial<Record<PlatformId, ResultView>> = {
  instagram: lazyView(
    async () => (await withMediaResultTexts(import('./pages/instagram-result-view'))).InstagramResultView,
  ),
  // Suno's and Snapchat's "Download all" (D197) speaks the result-archive texts of the media results.
  suno: lazyView(
    async () =>
      (await withMediaResultTexts(withPlatformResultTexts(import('./pages/suno-result-view'))))
        .SunoResultView,
  ),
  snapchat: lazyView(
    async () =>
      (await withMediaResultTexts(withPlatformResultTexts(import('./pages/snapchat-result-view'))))
        .SnapchatResultView,
  ),
  whatsapp: lazyView(
    async () => (await withPlatformResultTexts(import('./pages/whatsapp-result-view'))).WhatsappResultView,
  ),
};

export function renderResultView(props: ResultViewProps): ReactNode {
  const View = RESULT_VIEWS[props.info.platform as PlatformId];
  if (View !== undefined) return <View {...props} />;
  return (
    <ResultList
      info={props.info}
      downloadType={props.downloadType}
      download={props.download}
      isDownloading={props.isDownloading}
      onDownload={props.onDownload}
    />
  );
}

/**
 * Platform → what a failed analysis shows under the form, besides the form's own error line (DR §2.7
 * Instagram's failure card, DR §2.9 Suno's).
 */
const FAILURE_VIEWS: Partial<Record<PlatformId, ComponentType<FailureViewProps>>> = {
  instagram: lazyFailure(
    async () => (await withMediaResultTexts(import('./pages/instagram-result-view'))).InstagramFailureView,
  ),
  suno: lazyFailure(
    async () => (await withPlatformResultTexts(import('./pages/suno-failure-view'))).SunoFailureView,
  ),
};

/** What a failure view is told: the analysis's failure, as the form shows it (DR §2.7 "the error text"). */
export interface FailureViewProps {
  readonly error?: Notice | undefined;
}

function lazyFailure(load: () => Promise<ComponentType<FailureViewProps>>): ComponentType<FailureViewProps> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyFailureView(props: FailureViewProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export function renderFailureView(platform: PlatformId, error?: Notice): ReactNode {
  const View = FAILURE_VIEWS[platform];
  return View === undefined ? null : <View error={error} />;
}

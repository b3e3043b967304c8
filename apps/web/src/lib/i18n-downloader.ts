/**
 * The downloader's translations. They come with the downloader page, not with the app: the converter's
 * first paint has no room for them (bench/web), and nothing else shows them. The texts the spec states
 * and packages/shared holds are not repeated in locales/en/downloader.json: the English resource takes
 * them from the shared constants and fa and fr translate the same keys (D95). Parity of keys:
 * i18n-downloader.test.ts.
 */
import {
  CAPTCHA_MESSAGES,
  CREDIT_MESSAGES,
  DEFAULT_EMPTY_INPUT_KIND,
  DOWNLOADER_FORM_MESSAGES as FORM,
  DOWNLOADER_INPUT_MESSAGES,
  DOWNLOADER_MESSAGES,
  EMPTY_INPUT_KINDS,
  fallbackKind,
  JOB_ERROR_BRIEF_LABELS,
  JOB_ERROR_MESSAGES,
  JOB_STATUS_LABELS,
  type Locale,
} from '@mediaforge/shared';
import type { i18n as I18n } from 'i18next';
import enDownloader from '../locales/en/downloader.json';
import faDownloader from '../locales/fa/downloader.json';
import frDownloader from '../locales/fr/downloader.json';
import type { ResourceTree } from './i18n-resources';

export const DOWNLOADER_NAMESPACES = ['downloader'] as const;

/**
 * Server messages shown in the visitor's language when the server's words are exactly these (other
 * messages are shown as the server wrote them).
 */
export const TRANSLATED_SERVER_MESSAGES = {
  contentUnavailable: DOWNLOADER_MESSAGES.contentUnavailable,
  platformDisabled: DOWNLOADER_MESSAGES.platformDisabled,
  unsupportedTool: DOWNLOADER_MESSAGES.unsupportedTool,
  extractorChanged: DOWNLOADER_MESSAGES.extractorChanged,
  extractorUnavailable: DOWNLOADER_MESSAGES.extractorUnavailable,
  extractorTimeout: DOWNLOADER_MESSAGES.extractorTimeout,
  analysisExpired: DOWNLOADER_MESSAGES.analysisExpired,
  qualityNotFound: DOWNLOADER_MESSAGES.qualityNotFound,
  streamTokenInvalid: DOWNLOADER_MESSAGES.streamTokenInvalid,
  tooLarge: DOWNLOADER_MESSAGES.tooLarge,
  captchaFailed: CAPTCHA_MESSAGES.failed,
  unsupportedPlatform: DOWNLOADER_INPUT_MESSAGES.unsupportedPlatform,
  invalidUrl: DOWNLOADER_INPUT_MESSAGES.invalidUrl,
} as const;

/** Kinds whose §8 fallback word differs from the §5 one ("profile information" → "profile"). */
const fallbackKinds = Object.fromEntries(
  Object.entries(EMPTY_INPUT_KINDS).filter(([, kind]) => fallbackKind(kind) !== kind),
) as Record<string, string>;

const enWithSpecTexts: ResourceTree = {
  ...enDownloader,
  kinds: { ...EMPTY_INPUT_KINDS, default: DEFAULT_EMPTY_INPUT_KIND },
  fallbackKinds: Object.fromEntries(
    Object.entries(fallbackKinds).map(([tool, kind]) => [tool, fallbackKind(kind)]),
  ),
  validation: { ...enDownloader.validation, ...DOWNLOADER_INPUT_MESSAGES },
  analysis: {
    ...enDownloader.analysis,
    whatsappFailed: FORM.whatsappFailed,
    storiesFailed: FORM.storiesFailed,
  },
  serverMessages: TRANSLATED_SERVER_MESSAGES,
  download: {
    missingInfo: FORM.missingInfo,
    invalidDownloadUrl: FORM.invalidDownloadUrl,
    downloadFailed: FORM.downloadFailed,
    profilePictureFailed: FORM.profilePictureFailed,
    failedToStart: FORM.failedToStart,
  },
  tracker: {
    invalidResponse: FORM.invalidResponse,
    statusFetchFailed: FORM.statusFetchFailed,
    connectionFailed: FORM.connectionFailed,
    connectionError: FORM.connectionError,
    realtimeUnavailable: FORM.realtimeUnavailable,
  },
  jobStatus: JOB_STATUS_LABELS,
  jobErrors: JOB_ERROR_MESSAGES,
  jobErrorLabels: JOB_ERROR_BRIEF_LABELS,
  credits: {
    title: FORM.limitTitle,
    dailyLimit: CREDIT_MESSAGES.anonymousDailyLimit,
    freePlan: CREDIT_MESSAGES.freePlanLimit,
    insufficient: CREDIT_MESSAGES.insufficientCreditsDownload,
    checkFailedTitle: FORM.creditCheckTitle,
    checkFailed: CREDIT_MESSAGES.creditCheckFailed,
  },
};

export const downloaderResources: Readonly<Record<Locale, Readonly<Record<'downloader', ResourceTree>>>> = {
  en: { downloader: enWithSpecTexts },
  fa: { downloader: faDownloader },
  fr: { downloader: frDownloader },
};

/** Adds the namespace in every language (a language switch needs no further load); idempotent. */
export function addDownloaderResources(i18n: I18n): void {
  for (const [locale, bundles] of Object.entries(downloaderResources)) {
    for (const [ns, tree] of Object.entries(bundles)) {
      if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, tree);
    }
  }
}

import type { TFunction } from 'i18next';
import { noticeText, type Notice } from '../downloader-notice';
import { createI18n } from '../i18n';
import { addDownloaderResources } from '../i18n-downloader';

const i18n = createI18n('en');
addDownloaderResources(i18n);
const t: TFunction = i18n.getFixedT('en', 'downloader');

/** A notice as the English page shows it. */
export function english(notice: Notice | undefined): string | undefined {
  return notice === undefined ? undefined : noticeText(t, notice);
}

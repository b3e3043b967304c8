import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client';
import { noticeText } from '../../lib/downloader-notice';

/**
 * Why a link could not be made, in the page's language: the server's words (translated when they are
 * ones the downloader knows, such as a switched-off platform or a failed bot check), or, with no answer
 * at all, that the site could not be reached.
 */
export function generateFailureText(error: unknown, t: TFunction, tDownloader: TFunction): string {
  if (isApiError(error) && error.serverMessage !== undefined) {
    return noticeText(tDownloader, { text: error.serverMessage });
  }
  return t('toasts.generateFailedText');
}

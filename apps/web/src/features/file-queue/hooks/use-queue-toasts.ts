import {
  CREDIT_MESSAGES,
  DOWNLOAD_MESSAGES,
  ERROR_TOAST_WITH_ACTIONS_MS,
  type ProcessingMode,
} from '@mediaforge/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toast';
import { splitLocale, withLocale } from '../../../lib/locale-path';
import { redirectQuery } from '../../../lib/redirect-target';
import type { QueueStore, QueueNotice } from '../queue-store';
import { rejectionTexts } from '../rejection-texts';
import { failureOffersSignIn, failureText } from '../../../lib/upload-failure';

/** The sign-in page (CC §2 "Linked from prompts"). */
const SIGN_IN_PATH = '/auth/signin';

/** CC-8.46's texts, per pre-flight read. */
const UNVERIFIED = {
  dailyStatus: CREDIT_MESSAGES.dailyStatusUnverified,
  balance: CREDIT_MESSAGES.balanceUnverified,
} as const;

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Error toasts stay 10 s: the spec's time for an error toast with actions (CC §8), kept for all of
 * them so a longer text can be read (WCAG 2.2.1); each has a close button.
 */
const ERROR_MS = ERROR_TOAST_WITH_ACTIONS_MS;

function show(
  notice: QueueNotice,
  mode: ProcessingMode,
  t: Translate,
  list: (n: readonly string[]) => string,
  signIn: () => void,
) {
  switch (notice.kind) {
    case 'rejected': {
      const { title, text, values } = rejectionTexts(notice.rejection, mode, list);
      showToast('error', t(`upload:${title}`), {
        description: t(`upload:${text}`, values),
        durationMs: ERROR_MS,
      });
      return;
    }
    case 'uploadFailed': {
      const reason =
        notice.failure === undefined
          ? t('queue:messages.backgroundUploadFailed')
          : failureText(notice.failure, (key, values) => t(`upload:${key}`, values));
      showToast('error', t('upload:errors.fileUploadFailed'), {
        description: t('queue:toasts.aboutFile', { name: notice.name, text: reason }),
        durationMs: ERROR_MS,
        // The anonymous-session limit is no limit for an account (D78).
        ...(failureOffersSignIn(notice.failure)
          ? { actions: [{ label: t('queue:toasts.signIn'), onClick: signIn }] as const }
          : {}),
      });
      return;
    }
    case 'noFilesReady':
      showToast('warning', t('queue:toasts.noFilesReadyTitle'), {
        description: t('queue:toasts.noFilesReadyText'),
      });
      return;
    case 'creditCheckFailed':
      showToast(
        'error',
        t(`queue:toasts.${notice.check}Unverified`, { defaultValue: UNVERIFIED[notice.check] }),
        {
          description: t('queue:toasts.creditCheckFailedText'),
          durationMs: ERROR_MS,
        },
      );
      return;
    case 'cancelled':
      showToast('info', t('queue:toasts.cancelledTitle'), {
        description: t('queue:toasts.aboutFile', {
          name: notice.name,
          text: t('queue:jobErrors.modeCancelled', { context: mode }),
        }),
      });
      return;
    case 'cancelFailed':
      showToast('error', t('queue:toasts.cancelFailedTitle'), {
        description: t('queue:toasts.cancelFailedText', { name: notice.name }),
        durationMs: ERROR_MS,
      });
      return;
    case 'downloadFailed':
      showToast('error', t('queue:toasts.downloadFailedTitle'), {
        description: notice.message ?? t('queue:toasts.downloadFailedText'),
        durationMs: ERROR_MS,
      });
      return;
    case 'downloadNotAvailable':
      showToast('error', t('queue:toasts.downloadNotAvailableTitle'), {
        description: t('queue:toasts.downloadNotAvailableText', {
          defaultValue: DOWNLOAD_MESSAGES.notAvailable,
        }),
        durationMs: ERROR_MS,
      });
      return;
    case 'downloadError':
      showToast('error', t('queue:toasts.downloadErrorTitle'), {
        description: t('queue:toasts.downloadErrorText', { defaultValue: DOWNLOAD_MESSAGES.linkError }),
        durationMs: ERROR_MS,
      });
      return;
  }
}

/** Turns the list's notices into translated toasts while the screen is shown (CC §8 "Toasts"). */
export function useQueueToasts(store: QueueStore, mode: ProcessingMode): void {
  const { t, i18n } = useTranslation(['queue', 'upload']);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Sign in, then back to this screen (its list is kept).
  const signInPath =
    withLocale(splitLocale(pathname).prefix, SIGN_IN_PATH) + redirectQuery(pathname + search);
  useEffect(() => {
    const format = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
    const signIn = () => void navigate(signInPath);
    return store.onNotice((notice) => {
      show(notice, mode, t, (names) => format.format(names), signIn);
    });
  }, [store, mode, t, i18n.language, navigate, signInPath]);
}

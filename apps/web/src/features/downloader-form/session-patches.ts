import { clampProgress } from '@mediaforge/shared';
import type { DownloadEvent } from './form-ports';
import type { CaptchaSignal, DownloaderFormState } from './form-state';

/**
 * How a tab's form state changes, as data (form-session.ts does the calls and the timers): each
 * function answers the fields to change.
 */
type Patch = Partial<DownloaderFormState>;

/** DL §4: "Prior results are cleared on a new submission but the input is kept." */
export const RESULT_CLEARED: Patch = {
  videoInfo: undefined,
  currentJobId: undefined,
  error: undefined,
  download: undefined,
  isDownloading: false,
  downloadProgress: 0,
};

/** The analysis starts: the captcha step and its solution go (each solution is accepted once, D46). */
export const ANALYSIS_STARTED: Patch = {
  isAnalyzing: true,
  isVerifying: false,
  showCaptcha: false,
  captcha: { kind: 'idle' },
  captchaToken: undefined,
};

/** Anonymous visitors: a fresh captcha step (a new widget that starts by itself). */
export const captchaStep = (state: DownloaderFormState): Patch => ({
  isAnalyzing: false,
  isVerifying: true,
  showCaptcha: true,
  captcha: { kind: 'idle' },
  captchaAttempt: state.captchaAttempt + 1,
});

/**
 * The widget's reports (DL-4.08–4.10): solved, failed (the visitor may try again or submit again) or
 * expired (back to the start without a word). A solution without a token counts as a failure.
 */
export function captchaPatch(signal: CaptchaSignal): Patch {
  switch (signal.type) {
    case 'verifying':
      return { captcha: { kind: 'verifying' }, isVerifying: true };
    case 'verified':
      return signal.token === ''
        ? { captcha: { kind: 'failed' }, isVerifying: false }
        : { captcha: { kind: 'verified', token: signal.token }, captchaToken: signal.token };
    case 'error':
      return { captcha: { kind: 'failed' }, captchaToken: undefined, isVerifying: false };
    case 'expired':
    case 'reset':
      return { captcha: { kind: 'idle' }, captchaToken: undefined };
  }
}

/** A running download's report on the quality `formatId` (progress clamped to 0–100, DL §4). */
export function downloadPatch(state: DownloaderFormState, formatId: string, event: DownloadEvent): Patch {
  switch (event.type) {
    case 'started':
      return event.jobId === undefined ? {} : { currentJobId: event.jobId };
    case 'progress': {
      const progress = clampProgress(event.progress);
      return { downloadProgress: progress, download: { formatId, status: event.status, progress } };
    }
    case 'completed':
      return {
        isDownloading: false,
        downloadProgress: 100,
        download: { formatId, status: 'completed', progress: 100 },
      };
    case 'failed':
      return {
        isDownloading: false,
        download: {
          formatId,
          status: 'failed',
          progress: state.download?.progress ?? 0,
          failure: event.failure,
        },
      };
  }
}

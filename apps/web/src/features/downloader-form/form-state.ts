import {
  DEFAULT_COUNTRY,
  DEFAULT_DOWNLOAD_TYPE,
  type DownloaderInfo,
  type DownloaderQuality,
  type DownloadType,
  type JobErrorColour,
  type JobErrorType,
  type JobStatus,
} from '@mediaforge/shared';
import type { Notice } from '../../lib/downloader-notice';

/** The bot check as the form sees it; the same shape as features/captcha's CaptchaStatus. */
export type CaptchaState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'verifying' }
  | { readonly kind: 'verified'; readonly token: string }
  | { readonly kind: 'failed' };

/** What the widget reports (features/captcha's CaptchaEvent). */
export type CaptchaSignal =
  | { readonly type: 'verifying' }
  | { readonly type: 'verified'; readonly token: string }
  | { readonly type: 'error' }
  | { readonly type: 'expired' }
  | { readonly type: 'reset' };

/** Why a download stopped: a text, and for a failed job the friendly mapping's type and colour (DL §8). */
export interface DownloadFailure {
  readonly notice: Notice;
  readonly jobError?: { readonly type: JobErrorType; readonly colour: JobErrorColour };
}

/** The quality being downloaded, or the last one that was. */
export interface QualityDownload {
  readonly formatId: string;
  /** 'starting' until the server has the job (or the link answered); then the job's own status. */
  readonly status: 'starting' | JobStatus;
  readonly progress: number;
  readonly failure?: DownloadFailure;
}

/**
 * One tab's form (downloader.md §3 "Saved per-tab form state"), with the spec's field names. The spec's
 * showAdvanced, removeWatermark and platforms have no control here (D172).
 */
export interface DownloaderFormState {
  /** The link or name; on WhatsApp tools the phone field's number (national digits, or "+" and digits). */
  readonly url: string;
  /** WhatsApp tools: the chosen country and its dial code (DL §2: US, +1 until changed or reset). */
  readonly countryCode: string;
  readonly dialCode: string;
  readonly downloadType: DownloadType;
  readonly videoInfo: DownloaderInfo | undefined;
  readonly isAnalyzing: boolean;
  readonly downloadProgress: number;
  readonly isDownloading: boolean;
  /** The job the tab-switch rule asks about: the running or last download job, else the analysis. */
  readonly currentJobId: string | undefined;
  /** Validation and analysis failures; a download's own failure is in `download`. */
  readonly error: Notice | undefined;
  readonly captchaToken: string | undefined;
  readonly showCaptcha: boolean;
  readonly isVerifying: boolean;
  readonly captcha: CaptchaState;
  /** Counts the captcha steps, so each one gets a fresh widget that starts by itself. */
  readonly captchaAttempt: number;
  readonly download: QualityDownload | undefined;
}

export const INITIAL_FORM_STATE: DownloaderFormState = {
  url: '',
  countryCode: DEFAULT_COUNTRY.code,
  dialCode: DEFAULT_COUNTRY.dialCode,
  downloadType: DEFAULT_DOWNLOAD_TYPE,
  videoInfo: undefined,
  isAnalyzing: false,
  downloadProgress: 0,
  isDownloading: false,
  currentJobId: undefined,
  error: undefined,
  captchaToken: undefined,
  showCaptcha: false,
  isVerifying: false,
  captcha: { kind: 'idle' },
  captchaAttempt: 0,
  download: undefined,
};

/** Whether a submission would be ignored now (DL §4 "Submission is ignored if already analysing or verifying"). */
export const isBusy = (state: DownloaderFormState): boolean => state.isAnalyzing || state.isVerifying;

/** DL §4: "If audio mode was selected but no audio-only file exists, the form switches to video mode." */
export function downloadTypeAfter(type: DownloadType, qualities: readonly DownloaderQuality[]): DownloadType {
  return type === 'audio' && !qualities.some((quality) => quality.isAudioOnly) ? 'video' : type;
}

import {
  CAPTCHA_TO_ANALYSIS_DELAY_MS,
  normaliseJobStatus,
  type DownloaderQuality,
  type DownloadType,
} from '@mediaforge/shared';
import { analysisFailure } from './analysis-failure';
import type { FormDeps } from './form-ports';
import {
  INITIAL_FORM_STATE,
  downloadTypeAfter,
  isBusy,
  type CaptchaSignal,
  type DownloaderFormState,
} from './form-state';
import { validateInput, type ValidInput } from './input-rules';
import {
  ANALYSIS_STARTED,
  captchaPatch,
  captchaStep,
  downloadPatch,
  RESULT_CLEARED,
} from './session-patches';
import type { ToolShape } from './tool-shape';

/**
 * One tab's form (a platform plus tool type, DL §3) and its flow (DL §4 "Form flow"): validation, the
 * credit check, the captcha step for anonymous visitors, the analysis, and the downloads of its result.
 * It lives outside React, so a tab visited again finds its state and a download keeps running meanwhile.
 */
export class FormSession {
  private state: DownloaderFormState = INITIAL_FORM_STATE;
  private readonly listeners = new Set<() => void>();
  /** Bumped by every submission and reset: answers that arrive for an older one are dropped. */
  private generation = 0;
  /** The checked input waiting for the captcha. */
  private pending: ValidInput | undefined;
  private captchaTimer: unknown;
  private stopDownload: (() => void) | undefined;

  constructor(
    readonly shape: ToolShape,
    private readonly deps: FormDeps,
  ) {}

  readonly getState = (): DownloaderFormState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(patch: Partial<DownloaderFormState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The error described the old value; typing starts afresh. */
  setUrl(url: string): void {
    this.set({ url, error: undefined });
  }

  /** WhatsApp tools: the country of the phone field and its dial code. */
  setCountry(countryCode: string, dialCode: string): void {
    this.set({ countryCode, dialCode, error: undefined });
  }

  setDownloadType(downloadType: DownloadType): void {
    this.set({ downloadType });
  }

  /** DL §4: ignored while busy; prior results go, the input stays; then validation, credits, captcha. */
  async submit(): Promise<void> {
    if (isBusy(this.state)) return;
    const generation = this.restart();
    this.set(RESULT_CLEARED);
    const verdict = validateInput(this.shape, this.state.url, this.deps.input, this.state.dialCode);
    if (!verdict.ok) {
      this.set({ error: verdict.error });
      return;
    }
    this.set({ isAnalyzing: true, showCaptcha: false, captchaToken: undefined });
    const tier = await this.deps.visitorTier();
    const credit = await this.deps.creditCheck(tier);
    if (generation !== this.generation) return;
    if (credit !== 'allowed') {
      // DL §6: a failed check stops the analysis with its toast; a refusal was shown by the check.
      if (credit === 'unverified') this.deps.creditCheckFailed();
      this.set({ isAnalyzing: false });
      return;
    }
    if (tier !== 'ANONYMOUS') {
      await this.analyse(verdict, undefined, generation);
      return;
    }
    this.pending = verdict;
    this.set(captchaStep(this.state));
  }

  /** The widget's reports (DL §4, DL-4.08–4.10); a solution starts the analysis a moment later. */
  captchaEvent(signal: CaptchaSignal): void {
    if (!this.state.showCaptcha) return;
    this.clearCaptchaTimer();
    const { pending, generation } = this;
    // A solution with nothing waiting for it (a stale widget) counts for nothing.
    const orphan = signal.type === 'verified' && pending === undefined;
    this.set(orphan ? captchaPatch({ type: 'error' }) : captchaPatch(signal));
    const { captcha } = this.state;
    if (captcha.kind !== 'verified' || pending === undefined) return;
    // "Verification Successful!" stays for a moment, then the analysis starts (DL §9: 1000 ms).
    this.captchaTimer = this.deps.timers.setTimeout(() => {
      this.captchaTimer = undefined;
      if (generation === this.generation) void this.analyse(pending, captcha.token, generation);
    }, CAPTCHA_TO_ANALYSIS_DELAY_MS);
  }

  private async analyse(input: ValidInput, captchaToken: string | undefined, generation: number) {
    this.pending = undefined;
    this.set(ANALYSIS_STARTED);
    try {
      const info = await this.deps.analyse({
        call: this.shape.call,
        value: input.value,
        username: input.username,
        toolType: this.shape.toolType,
        captchaToken,
      });
      if (generation !== this.generation) return;
      this.set({
        isAnalyzing: false,
        videoInfo: info,
        currentJobId: info.jobId,
        downloadType: downloadTypeAfter(this.state.downloadType, info.qualities),
      });
    } catch (error) {
      if (generation === this.generation) {
        this.set({ isAnalyzing: false, error: analysisFailure(error, this.shape) });
      }
    }
  }

  /** One quality of the result: the credit check (DL §6), then the download itself. */
  async download(quality: DownloaderQuality): Promise<void> {
    const { videoInfo, isDownloading } = this.state;
    if (isDownloading) return;
    const { formatId } = quality;
    if (videoInfo === undefined || videoInfo.jobId === '') {
      const failure = { notice: { key: 'download.missingInfo' } };
      this.set({ download: { formatId, status: 'failed', progress: 0, failure } });
      return;
    }
    const generation = this.generation;
    this.set({
      isDownloading: true,
      downloadProgress: 0,
      download: { formatId, status: 'starting', progress: 0 },
    });
    const credit = await this.deps.creditCheck(await this.deps.visitorTier());
    if (generation !== this.generation) return;
    // A refusal was shown by the check; a check that failed lets the download go ahead (DL §6).
    if (credit === 'refused') {
      this.set({ isDownloading: false, download: undefined });
      return;
    }
    const request = {
      analysisJobId: videoInfo.jobId,
      quality,
      toolType: this.shape.toolType,
      platform: videoInfo.platform,
    };
    this.stopDownload = this.deps.downloads.start(request, (event) => {
      if (generation !== this.generation) return;
      if (event.type === 'completed' || event.type === 'failed') this.stopDownload = undefined;
      this.set(downloadPatch(this.state, formatId, event));
    });
  }

  /** DL §4 "Reset" and "try another one": back to an empty form. */
  reset(): void {
    this.restart();
    this.state = INITIAL_FORM_STATE;
    for (const listener of this.listeners) listener();
  }

  /**
   * DL §4 "Switching tab": no result → cleared; a job → cleared once the server says it is COMPLETED,
   * kept on any other answer or none. A download still being followed here is left to finish (its file
   * would be lost otherwise).
   */
  async applyTabSwitchRule(): Promise<void> {
    const { videoInfo, currentJobId, isDownloading } = this.state;
    if (videoInfo === undefined) {
      this.reset();
      return;
    }
    if (currentJobId === undefined || isDownloading) return;
    const generation = this.generation;
    try {
      const status = normaliseJobStatus(await this.deps.jobStatus(currentJobId));
      if (status === 'completed' && generation === this.generation && !this.state.isDownloading) this.reset();
    } catch {
      // DL §4: "On a fetch error the state is kept."
    }
  }

  private restart(): number {
    this.clearCaptchaTimer();
    this.stopDownload?.();
    this.stopDownload = undefined;
    this.pending = undefined;
    this.generation += 1;
    return this.generation;
  }

  private clearCaptchaTimer(): void {
    if (this.captchaTimer !== undefined) this.deps.timers.clearTimeout(this.captchaTimer);
    this.captchaTimer = undefined;
  }
}

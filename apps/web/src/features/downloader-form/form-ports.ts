import type { DownloaderInfo, DownloaderQuality, JobStatus, Tier } from '@mediaforge/shared';
import type { DownloadFailure } from './form-state';
import type { InputContext } from './input-rules';
import type { AnalysisCall } from './tool-shape';

/** One analysis as the form asks for it (downloader.md §7: /downloader/info, /whatsapp, /instagram/story). */
export interface AnalysisRequest {
  readonly call: AnalysisCall;
  /** The checked link, profile link or the number's digits. */
  readonly value: string;
  readonly username?: string | undefined;
  readonly toolType?: string | undefined;
  readonly captchaToken?: string | undefined;
}

/** The credit check's answer (DL §6); a refusal has been shown to the visitor by whoever checked. */
export type CreditVerdict = 'allowed' | 'refused' | 'unverified';

/** What a running download reports (features/downloader-jobs runs it; app/ wires the two). */
export type DownloadEvent =
  | { readonly type: 'started'; readonly jobId?: string }
  | { readonly type: 'progress'; readonly status: JobStatus; readonly progress: number }
  | { readonly type: 'completed' }
  | { readonly type: 'failed'; readonly failure: DownloadFailure };

export interface DownloadRequest {
  /** The analysis the quality belongs to (its jobId). */
  readonly analysisJobId: string;
  readonly quality: DownloaderQuality;
  readonly toolType: string | undefined;
  /** The analysis's platform (its backend name). */
  readonly platform: string;
}

export interface DownloadPort {
  /** Starts the download; the returned function stops following it. */
  start(request: DownloadRequest, onEvent: (event: DownloadEvent) => void): () => void;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Everything a tab's form needs from outside its feature; app/ builds it, tests fake it. */
export interface FormDeps {
  readonly analyse: (request: AnalysisRequest) => Promise<DownloaderInfo>;
  readonly visitorTier: () => Promise<Tier>;
  readonly creditCheck: (tier: Tier) => Promise<CreditVerdict>;
  /** DL §6: the check itself failed before an analysis ("Error" toast). */
  readonly creditCheckFailed: () => void;
  readonly input: InputContext;
  /** GET /tools/jobs/{id}'s status, any casing (the tab-switch rule). */
  readonly jobStatus: (jobId: string) => Promise<string>;
  readonly downloads: DownloadPort;
  readonly timers: Timers;
}

/**
 * What the yt-dlp family needs from the yt-dlp binary; `repositories/ytdlp/ytdlp.repository.ts` is the
 * implementation (every run through the process runner and the egress proxy).
 */
import type { YtDlpPolicy } from './allow-list.js';

/** Where the family logs (a pino logger fits). */
export interface YtDlpLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface YtDlpInfoRun {
  /** The info document as yt-dlp printed it. */
  readonly json: string;
  /** Its warnings (the tail of stderr). */
  readonly stderr: string;
}

export interface YtDlpInfoOptions {
  readonly signal?: AbortSignal;
  /** Adds `generic` to the policy's extractors: only for DOWNLOADER_TEST_ORIGINS links (D101). */
  readonly allowGeneric?: boolean;
}

/** One format of a stored info into the job's directory (a `ytdlp` part of a quality). */
export interface YtDlpDownloadRequest {
  /** The analysis's `engineInfo`. */
  readonly infoJson: string;
  /** yt-dlp's own format id (the part's `formatId`). */
  readonly formatId: string;
  /**
   * The playlist entry the format belongs to (the part's `entry`, 0-based). Required when the info is
   * a playlist: without it the download is refused (yt-dlp would fetch that format id from every entry).
   */
  readonly entry?: number;
  /** Extension of the file written (the part's `ext`); else the format's own extension. */
  readonly ext?: string;
  /** The job's directory: the info JSON and the file are written there, nothing elsewhere. */
  readonly dir: string;
  readonly maxBytes: number;
  readonly signal?: AbortSignal;
  /** Called whenever yt-dlp knows how far it is (0..1) and how many bytes it has. */
  readonly onProgress?: (fraction: number, bytes: number) => void;
}

export interface YtDlpEngine {
  /** `yt-dlp -J` of a link with the platform's extractors; failures are mapped (ytdlp-errors.ts). */
  info(url: string, policy: YtDlpPolicy, options?: YtDlpInfoOptions): Promise<YtDlpInfoRun>;
  /** One format into `dir`; resolves to the file's absolute path. */
  download(request: YtDlpDownloadRequest): Promise<string>;
  /** `yt-dlp --version`, remembered once known; null when the binary is missing or broken. */
  version(): Promise<string | null>;
  /** The binary as configured (YTDLP_PATH), for the health answer. */
  readonly path: string;
}

/**
 * What an extractor is (downloader.md §3, §7; downloader-results.md §3): a link (or a username turned
 * into one) and a tool type in, the spec's lookup result out, with, for each quality, where its bytes
 * come from. The public answer never carries those sources: the analysis service stores them and the
 * stream and download paths read them back by the quality's formatId.
 *
 * Fetching is separated from parsing: an extractor's pure module turns a platform's document (a page,
 * an API answer, yt-dlp's JSON) into an `Extraction`, and its fetching module gets that document through
 * the egress client or yt-dlp (through the egress proxy). Every failure is an `ExtractorError` with a
 * stable code, never a crash and never a wrong file.
 */
import {
  DOWNLOADER_MESSAGES,
  ERROR_CODES,
  type ErrorCode,
  type ExtractorFamily,
  type PlatformId,
} from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** What an extractor needs besides the network (downloader issue: "declares what it needs"). */
export type ExtractorNeed = 'nothing' | 'operator-cookies' | 'linked-device';

export interface ExtractRequest {
  /** The link as the visitor gave it, https prepended, checked against the platform's hosts. */
  readonly url: URL;
  readonly platform: PlatformId;
  /** The resolved tool type ('' on platforms with one generic tool). */
  readonly toolType: string;
  readonly signal: AbortSignal;
  readonly log: FastifyBaseLogger;
}

/**
 * Where the bytes of one part of a quality come from:
 * - `http`: one GET through the egress client (progressive files, images, audio);
 * - `ytdlp`: yt-dlp fetches this format of the stored engine info (fragmented protocols: DASH, HLS).
 */
export type PartSource =
  | {
      readonly kind: 'http';
      readonly url: string;
      /** Request headers the platform wants (Referer, an API's own); never Cookie or Authorization. */
      readonly headers?: Readonly<Record<string, string>>;
      /** What the part is, for the remux: its container extension (mp4, m4a, webm…). */
      readonly ext: string;
    }
  | {
      readonly kind: 'ytdlp';
      readonly formatId: string;
      readonly ext: string;
      /** The entry of a playlist's engine info (0-based in its `entries`) this format belongs to. */
      readonly entry?: number;
    };

/**
 * What becomes of the parts: `none` delivers the one part as it is; `remux` joins a video and an audio
 * part into `format` by stream copy (faststart for MP4); `audio` turns the one part's sound into `format`.
 */
export type QualityProcessing = 'none' | 'remux' | 'audio';

/** One choice of the analysis, with its sources (stored, never sent). */
export interface ExtractedQuality {
  /** Unique within its extraction; safe in a URL (letters, digits, `._+-`). */
  readonly formatId: string;
  readonly type: 'video' | 'audio' | 'image';
  /** The delivered file's extension. */
  readonly format: string;
  /** Label: 1080p, 720p, 128kbps, Original… */
  readonly quality: string;
  readonly width: number | null;
  readonly height: number | null;
  /** kbit/s of what is delivered (video plus audio for a remux). */
  readonly bitrate: number | null;
  readonly duration: number | null;
  /** Bytes of the delivered file, when known or estimated (`sizeEstimated`). */
  readonly filesize: number | null;
  readonly sizeEstimated: boolean;
  readonly hasAudio: boolean;
  readonly isAudioOnly: boolean;
  readonly preview?: string | null;
  readonly title?: string;
  /** Tool-specific fields of the spec's quality entry (storyId, takenAt, musicInfo…), sent as they are. */
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly parts: readonly PartSource[];
  readonly processing: QualityProcessing;
}

export interface Extraction {
  readonly title: string;
  readonly duration: number | null;
  readonly thumbnail: string | null;
  /** Who answered (`yt-dlp`, `instagram`…): the spec's `provider` ("Via {provider} API"). */
  readonly provider: string;
  /** downloader.md §3 "Metadata". */
  readonly metadata: Readonly<Record<string, unknown>>;
  /** Top-level fields some tools add (totalActiveStories, timeAgo, musicInfo, mentions…). */
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly qualities: readonly ExtractedQuality[];
  /** yt-dlp's info JSON, kept so a download of a `ytdlp` part does not extract again. */
  readonly engineInfo?: string;
}

export interface Extractor {
  readonly family: ExtractorFamily;
  readonly needs: ExtractorNeed;
  /** Throws the ExtractorError that explains why this extractor cannot run here (a missing login…). */
  assertReady(): void;
  extract(request: ExtractRequest): Promise<Extraction>;
}

const EXTRACTOR_CODES = [
  ERROR_CODES.CONTENT_UNAVAILABLE,
  ERROR_CODES.EXTRACTOR_CHANGED,
  ERROR_CODES.EXTRACTOR_NEEDS_LOGIN,
  ERROR_CODES.EXTRACTOR_NEEDS_DEVICE,
  ERROR_CODES.EXTRACTOR_UNAVAILABLE,
  ERROR_CODES.EXTRACTOR_TIMEOUT,
  ERROR_CODES.UNSUPPORTED_TOOL,
] as const;
export type ExtractorErrorCode = (typeof EXTRACTOR_CODES)[number];

const DEFAULT_MESSAGES: Readonly<Record<ExtractorErrorCode, string>> = {
  CONTENT_UNAVAILABLE: DOWNLOADER_MESSAGES.contentUnavailable,
  EXTRACTOR_CHANGED: DOWNLOADER_MESSAGES.extractorChanged,
  EXTRACTOR_NEEDS_LOGIN: DOWNLOADER_MESSAGES.needsOperatorLogin,
  EXTRACTOR_NEEDS_DEVICE: DOWNLOADER_MESSAGES.needsLinkedDevice,
  EXTRACTOR_UNAVAILABLE: DOWNLOADER_MESSAGES.extractorUnavailable,
  EXTRACTOR_TIMEOUT: DOWNLOADER_MESSAGES.extractorTimeout,
  UNSUPPORTED_TOOL: DOWNLOADER_MESSAGES.unsupportedTool,
};

/** A stable, visitor-facing failure of an extractor; `detail` goes to the log only. */
export class ExtractorError extends AppError {
  constructor(
    code: ExtractorErrorCode,
    readonly detail?: string,
    message?: string,
    context?: Record<string, unknown>,
  ) {
    super(code, message ?? DEFAULT_MESSAGES[code], context);
    this.name = 'ExtractorError';
  }
}

export function isExtractorErrorCode(code: ErrorCode): code is ExtractorErrorCode {
  return (EXTRACTOR_CODES as readonly string[]).includes(code);
}

/** The extractors by family; a family without one answers EXTRACTOR_UNAVAILABLE for its tools. */
export type ExtractorTable = Partial<Record<ExtractorFamily, Extractor>>;

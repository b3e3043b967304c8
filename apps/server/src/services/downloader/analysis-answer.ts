/**
 * The public answer of an analysis (downloader.md §3 "Analysis result", "Quality entry";
 * downloader-results.md §3) from an extractor's `Extraction`: every quality with its signed link, its
 * size in words, and how it is delivered; never where its bytes come from.
 */
import {
  formatResultSize,
  type DownloaderInfo,
  type DownloaderQuality,
  type PlatformId,
  type QualityDelivery,
} from '@mediaforge/shared';
import type { ExtractedQuality, Extraction } from '../../extractors/extractor.js';

/** A single file relayed as it is streams; anything to fetch with yt-dlp, join or encode is a job. */
export function deliveryOf(quality: ExtractedQuality): QualityDelivery {
  const [first, ...rest] = quality.parts;
  return quality.processing === 'none' && rest.length === 0 && first?.kind === 'http' ? 'stream' : 'job';
}

function sizeText(quality: ExtractedQuality): string | null {
  if (quality.filesize === null) return null;
  const text = formatResultSize(quality.filesize);
  return quality.sizeEstimated ? `~${text}` : text;
}

export function publicQuality(
  quality: ExtractedQuality,
  index: number,
  url: string,
  thumbnail: string | null,
): DownloaderQuality {
  const { width, height } = quality;
  return {
    ...quality.extra,
    index,
    formatId: quality.formatId,
    url,
    type: quality.type,
    format: quality.format,
    quality: quality.quality,
    size: sizeText(quality),
    filesize: quality.filesize,
    sizeEstimated: quality.sizeEstimated,
    width,
    height,
    resolution: width !== null && height !== null ? `${width}x${height}` : null,
    bitrate: quality.bitrate,
    duration: quality.duration,
    hasAudio: quality.hasAudio,
    isAudioOnly: quality.isAudioOnly,
    delivery: deliveryOf(quality),
    preview: quality.preview ?? thumbnail,
    ...(quality.title !== undefined ? { title: quality.title } : {}),
  };
}

export interface AnswerInput {
  readonly id: string;
  readonly extraction: Extraction;
  readonly platform: PlatformId;
  readonly toolType: string;
  readonly url: string;
  readonly expiresAt: number;
  readonly extractedAt: number;
  /** The signed stream link of a quality. */
  readonly linkOf: (formatId: string) => string;
}

export function infoAnswer(input: AnswerInput): DownloaderInfo {
  const { extraction } = input;
  return {
    ...extraction.extra,
    success: true,
    title: extraction.title,
    duration: extraction.duration,
    platform: input.platform,
    thumbnail: extraction.thumbnail,
    url: input.url,
    qualities: extraction.qualities.map((q, i) =>
      publicQuality(q, i, input.linkOf(q.formatId), extraction.thumbnail),
    ),
    jobId: input.id,
    toolType: input.toolType,
    provider: extraction.provider,
    metadata: {
      ...extraction.metadata,
      provider: extraction.provider,
      toolType: input.toolType,
      originalUrl: input.url,
      extractedAt: new Date(input.extractedAt).toISOString(),
    },
    expiresAt: input.expiresAt,
  };
}

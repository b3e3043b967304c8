import type { DownloaderInfo, DownloaderQuality } from '@mediaforge/shared';
import type { ReactNode, Ref } from 'react';
import { fieldsOf } from './instagram-answer';

/**
 * What the Instagram views ask of the page (app/ composes them with the grid, the viewer and "Download
 * all", which are features of their own): plain data in, nodes out. The shapes match those features'
 * props, so app/ passes them through as they are.
 */
export interface ResultCard {
  readonly id: string;
  readonly kind: 'story' | 'highlight' | 'reel';
  readonly thumbnailUrl: string | null | undefined;
  readonly fallbackUrl?: string | null | undefined;
  readonly title: string;
  readonly timestamp?: number | null | undefined;
  readonly isVideo: boolean;
  readonly duration?: number | null | undefined;
  readonly width?: number | null | undefined;
  readonly height?: number | null | undefined;
  readonly count?: number | null | undefined;
  readonly loading?: boolean;
  readonly disabled?: boolean;
}

export interface ResultTab {
  readonly id: string;
  readonly label: string;
  readonly items: readonly ResultCard[];
  readonly custom?: boolean;
  readonly content?: ReactNode;
  readonly customCount?: number;
}

export interface GridSlotProps {
  readonly tabs: readonly ResultTab[];
  readonly activeTab: string;
  readonly onTabChange: (tab: string) => void;
  readonly pageSize: number;
  readonly platform: string;
  readonly onOpen: (tab: string, index: number) => void;
  readonly label: string;
  readonly gridRef: Ref<HTMLDivElement>;
}

export interface ViewerEntry {
  readonly id: string;
  readonly mediaUrl: string;
  readonly thumbnailUrl?: string | null | undefined;
  readonly type: 'image' | 'video' | 'audio';
  readonly format?: string | null | undefined;
  readonly quality?: string | null | undefined;
  readonly timestamp?: number | null | undefined;
  readonly title?: string | null | undefined;
  readonly duration?: number | null | undefined;
  readonly storyNumber?: number | null | undefined;
}

/** Open the viewer on these qualities of an analysis (the main one, or a highlight's lookup). */
export interface ViewerRequest {
  readonly title: string;
  readonly analysisJobId: string;
  readonly qualities: readonly DownloaderQuality[];
  readonly startIndex: number;
  readonly single: boolean;
}

export interface DownloadAllRequest {
  readonly analysisJobId: string;
  readonly qualities: readonly DownloaderQuality[];
  readonly title: string;
}

/** A highlight card's lookup (DR §4, §7): under way, or done with the highlight's stories. */
export type HighlightLookup =
  { readonly status: 'loading' } | { readonly status: 'loaded'; readonly info: DownloaderInfo };

export interface InstagramSlots {
  readonly renderGrid: (props: GridSlotProps) => ReactNode;
  readonly openViewer: (request: ViewerRequest) => void;
  readonly renderDownloadAll: (request: DownloadAllRequest) => ReactNode;
  /** Highlight lookups by the highlight card's formatId. */
  readonly highlights: ReadonlyMap<string, HighlightLookup>;
  readonly onHighlight: (quality: DownloaderQuality) => void;
}

/** Downloads of the main analysis, from the page's form (features/downloader-form). */
export interface InstagramDownloads {
  readonly isDownloading: boolean;
  readonly busyFormatId: string | undefined;
  readonly onDownload: (quality: DownloaderQuality) => void;
  readonly renderDownloadStatus: (formatId: string) => ReactNode;
}

/** The picture of a quality (its largest), and what the viewer plays for it (a video's own file). */
export function viewerEntryOf(quality: DownloaderQuality, title?: string): ViewerEntry {
  const f = fieldsOf(quality);
  const videoUrl = (quality as { videoUrl?: unknown }).videoUrl;
  const playable =
    quality.type === 'video' || quality.type === 'mp4'
      ? typeof videoUrl === 'string'
        ? videoUrl
        : undefined
      : undefined;
  const preview = quality.preview ?? f.fallbackPreview ?? '';
  return {
    id: quality.formatId,
    mediaUrl: playable ?? preview,
    thumbnailUrl: quality.preview ?? f.fallbackPreview,
    type: playable !== undefined ? 'video' : quality.type === 'audio' ? 'audio' : 'image',
    format: quality.format,
    quality: quality.quality,
    timestamp: f.takenAt === undefined ? undefined : f.takenAt * 1000,
    title: title ?? quality.title,
    duration: quality.duration,
    storyNumber: f.storyIndex,
  };
}

/** A grid card of a quality. */
export function cardOf(quality: DownloaderQuality, kind: ResultCard['kind'], title: string): ResultCard {
  const f = fieldsOf(quality);
  return {
    id: quality.formatId,
    kind,
    thumbnailUrl: quality.preview,
    fallbackUrl: f.fallbackPreview,
    title,
    timestamp: f.takenAt === undefined ? undefined : f.takenAt * 1000,
    isVideo: quality.type === 'video' || quality.type === 'mp4',
    duration: quality.duration,
    width: quality.width,
    height: quality.height,
  };
}

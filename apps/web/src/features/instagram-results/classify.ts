import type { DownloaderQuality } from '@mediaforge/shared';
import { fieldsOf } from './instagram-answer';

export interface ProfileTabs {
  readonly stories: DownloaderQuality[];
  readonly highlights: DownloaderQuality[];
  readonly reels: DownloaderQuality[];
}

/**
 * DR §5: "Highlight items are entries with highlight data or format highlight; stories are entries with
 * a story index or story id (all entries for story tools); reels are entries without them."
 */
export function splitProfileTabs(qualities: readonly DownloaderQuality[], tool: string): ProfileTabs {
  const tabs: ProfileTabs = { stories: [], highlights: [], reels: [] };
  for (const quality of qualities) {
    const f = fieldsOf(quality);
    if (f.highlightData !== undefined || quality.format === 'highlight' || quality.type === 'highlight') {
      tabs.highlights.push(quality);
    } else if (tool === 'story-downloader' || f.storyIndex !== undefined || f.storyId !== undefined) {
      tabs.stories.push(quality);
    } else {
      tabs.reels.push(quality);
    }
  }
  return tabs;
}

/** DR §5 "Audio pick order: the audio-only entry, then M4A, then the first entry". */
export function pickAudio(qualities: readonly DownloaderQuality[]): DownloaderQuality | undefined {
  return (
    qualities.find((q) => q.isAudioOnly) ??
    qualities.find((q) => q.format.toLowerCase() === 'm4a') ??
    qualities[0]
  );
}

/** §2.6 "size (shown when it contains an x)": a size given as dimensions ("1080x1920"). */
export function dimensionsText(quality: Pick<DownloaderQuality, 'size' | 'resolution'>): string | undefined {
  for (const candidate of [quality.size, quality.resolution]) {
    if (typeof candidate === 'string' && candidate.includes('x')) return candidate;
  }
  return undefined;
}

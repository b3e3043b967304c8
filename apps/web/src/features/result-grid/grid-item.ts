import type { ReactNode } from 'react';

/** One card of the tabbed grid (downloader-results.md §2.2 "Cards by type: story, highlight, reel"). */
export interface GridItem {
  readonly id: string;
  readonly kind: 'story' | 'highlight' | 'reel';
  /** The platform's picture address (shown through the media proxy). */
  readonly thumbnailUrl: string | null | undefined;
  readonly fallbackUrl?: string | null | undefined;
  /** The card's name: a highlight's title, "Story 3"… */
  readonly title: string;
  /** Epoch ms (a story's age). */
  readonly timestamp?: number | null | undefined;
  readonly isVideo: boolean;
  /** Seconds. */
  readonly duration?: number | null | undefined;
  readonly width?: number | null | undefined;
  readonly height?: number | null | undefined;
  /** How many stories a highlight holds. */
  readonly count?: number | null | undefined;
  /** §4 "Highlight card: while a highlight is being fetched that card is loading". */
  readonly loading?: boolean;
  /** "…and the other highlight cards are disabled". */
  readonly disabled?: boolean;
}

/** One tab of the grid. A custom tab has content of its own and stays enabled when empty. */
export interface GridTab {
  readonly id: string;
  readonly label: string;
  readonly items: readonly GridItem[];
  readonly custom?: boolean;
  /** A custom tab's content (shown when it has any; else noItemsToDisplay). */
  readonly content?: ReactNode;
  /** How many items a custom tab holds (its badge). */
  readonly customCount?: number;
}

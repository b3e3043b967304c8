/**
 * One item of the full-screen viewer (downloader-results.md §3 "Media item (viewer)"): addresses as the
 * platform gave them (the viewer shows them through the media proxy), what kind of media it is, and
 * what the viewer says about it.
 */
export interface ViewerItem {
  readonly id: string;
  readonly mediaUrl: string;
  /** A smaller picture: the poster of a video, the cover of a sound. */
  readonly thumbnailUrl?: string | null | undefined;
  readonly type: 'image' | 'video' | 'audio';
  /** File extension (mp4, jpg, m4a…): the download button's words. */
  readonly format?: string | null | undefined;
  readonly quality?: string | null | undefined;
  /** When it was posted, epoch ms (the relative time). */
  readonly timestamp?: number | null | undefined;
  readonly title?: string | null | undefined;
  /** Seconds. */
  readonly duration?: number | null | undefined;
  readonly storyNumber?: number | null | undefined;
}

/** The viewer's collection (§3 "Collection"). */
export interface ViewerCollection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly ViewerItem[];
}

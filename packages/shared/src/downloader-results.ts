/**
 * Display constants of the downloader result views (downloader-results.md §2, §4, §5, §7, §9).
 */

/** §2.6 / §9 "Quality cards 6 per page; max 5 visible page buttons; page-change debounce 150 ms". */
export const QUALITY_CARDS_PER_PAGE = 6;
export const MAX_VISIBLE_PAGE_BUTTONS = 5;
export const PAGE_CHANGE_DEBOUNCE_MS = 150;
/** §2.6 "scrolls up 80px"; §2.3 the avatar click scrolls to the tabs "with an 80px offset". */
export const SCROLL_OFFSET_PX = 80;

/** §9 "Grid page size 10 (12 for the audio tool); skeleton count 6". */
export const GRID_PAGE_SIZE = 10;
export const AUDIO_GRID_PAGE_SIZE = 12;
export const SKELETON_COUNT = 6;
/** §2.2 / §9 infinite scroll "threshold 0.1 with 100px margin". */
export const INFINITE_SCROLL_THRESHOLD = 0.1;
export const INFINITE_SCROLL_ROOT_MARGIN = '100px';
/** §2.2 "Count badges show 99+ beyond 99". */
export const COUNT_BADGE_CAP = 99;

/** §2.1 "Still images auto-advance after 3000 ms". */
export const IMAGE_AUTO_ADVANCE_MS = 3000;
/** §2.1 prefetch of next, previous and next-plus-one "staggered at 300, 1300 and 2300 ms". */
export const VIEWER_PREFETCH_DELAYS_MS = [300, 1300, 2300] as const;
/** §9 "prefetch link delay 1000 ms". */
export const PREFETCH_LINK_DELAY_MS = 1000;
/** §2.6 / §4 lightboxes: "visible 10 ms after opening and hide over 300 ms when closing". */
export const LIGHTBOX_OPEN_DELAY_MS = 10;
export const LIGHTBOX_CLOSE_MS = 300;
/** §2.1 "Viewer height 80vh, max 700px, min 400px". */
export const VIEWER_HEIGHT = { height: '80vh', maxHeight: '700px', minHeight: '400px' } as const;

/** §4 "Avatar click: tab reset after 150 ms, scroll after 100 ms". */
export const AVATAR_TAB_RESET_MS = 150;
export const AVATAR_SCROLL_DELAY_MS = 100;
/** §2.11 country selector "Search and focus delay 150 ms"; bottom sheet "under 640px". */
export const COUNTRY_SEARCH_FOCUS_DELAY_MS = 150;
export const COUNTRY_SELECTOR_MOBILE_BREAKPOINT_PX = 640;

/** §4 lazy images: "observer threshold 0.1, margin 50px; cache max 50 entries". */
export const LAZY_IMAGE_THRESHOLD = 0.1;
export const LAZY_IMAGE_ROOT_MARGIN = '50px';
export const LAZY_IMAGE_CACHE_MAX = 50;

/** §2.6 / §9 "Story badge 24h; mentions shown up to 3". */
export const STORY_BADGE = '24h';
export const MAX_MENTIONS_SHOWN = 3;

/** §9 default labels and names. */
export const RESULT_DEFAULTS = {
  audioFormatLabel: 'MP3',
  mediaFormatLabel: 'AUDIO',
  trackTitle: 'Unknown Track',
  artistName: 'Unknown Artist',
  instagramUser: 'instagram_user',
} as const;

/** §9 "Canvas aspect presets" (width x height in px). */
export const CANVAS_ASPECT_PRESETS = {
  story: { width: 1080, height: 1920 },
  post: { width: 1080, height: 1350 },
  reel: { width: 1080, height: 1920 },
  profile: { width: 320, height: 320 },
  cover: { width: 161, height: 161 },
  landscape: { width: 1080, height: 566 },
} as const;

/** §7 "Supported platforms" of POST /media/generate-token; others get the original URL back. */
export const MEDIA_PROXY_PLATFORMS = [
  'instagram',
  'tiktok',
  'youtube',
  'facebook',
  'twitter',
  'pinterest',
  'vimeo',
  'linkedin',
  'whatsapp',
] as const;
/** §7 generate-token "type (default thumbnail)". */
export const DEFAULT_MEDIA_PROXY_TYPE = 'thumbnail';
/** §7 highlight lookup tool type. */
export const SINGLE_HIGHLIGHT_TOOL_TYPE = 'single-highlight';

export function isMediaProxyPlatform(platform: string): boolean {
  return (MEDIA_PROXY_PLATFORMS as readonly string[]).includes(platform.toLowerCase());
}

/** 120 → '99+', 99 → '99'. */
export function formatCountBadge(count: number): string {
  return count > COUNT_BADGE_CAP ? `${COUNT_BADGE_CAP}+` : String(count);
}

/** §5 "Byte sizes are shown as B, KB, MB, GB with one decimal" (1536 → '1.5 KB'; bytes stay whole). */
export const RESULT_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatResultSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Number.isFinite(bytes) ? Math.max(0, bytes) : 0} B`;
  const i = Math.min(RESULT_SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${(bytes / 1024 ** i).toFixed(1)} ${RESULT_SIZE_UNITS[i] ?? 'B'}`;
}

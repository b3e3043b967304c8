import { describe, expect, it } from 'vitest';
import {
  AUDIO_GRID_PAGE_SIZE,
  AVATAR_SCROLL_DELAY_MS,
  AVATAR_TAB_RESET_MS,
  CANVAS_ASPECT_PRESETS,
  COUNTRY_SEARCH_FOCUS_DELAY_MS,
  COUNTRY_SELECTOR_MOBILE_BREAKPOINT_PX,
  DEFAULT_MEDIA_PROXY_TYPE,
  GRID_PAGE_SIZE,
  IMAGE_AUTO_ADVANCE_MS,
  INFINITE_SCROLL_ROOT_MARGIN,
  INFINITE_SCROLL_THRESHOLD,
  LAZY_IMAGE_CACHE_MAX,
  LAZY_IMAGE_ROOT_MARGIN,
  LAZY_IMAGE_THRESHOLD,
  LIGHTBOX_CLOSE_MS,
  LIGHTBOX_OPEN_DELAY_MS,
  MAX_MENTIONS_SHOWN,
  MAX_VISIBLE_PAGE_BUTTONS,
  MEDIA_PROXY_PLATFORMS,
  PAGE_CHANGE_DEBOUNCE_MS,
  PREFETCH_LINK_DELAY_MS,
  QUALITY_CARDS_PER_PAGE,
  RESULT_DEFAULTS,
  RESULT_SIZE_UNITS,
  SCROLL_OFFSET_PX,
  SINGLE_HIGHLIGHT_TOOL_TYPE,
  SKELETON_COUNT,
  STORY_BADGE,
  VIEWER_HEIGHT,
  VIEWER_PREFETCH_DELAYS_MS,
  formatCountBadge,
  formatResultSize,
  isMediaProxyPlatform,
} from './downloader-results.js';

describe('result view constants (DR §2, §4, §9)', () => {
  it('DR-2.6.05 quality cards 6 per page, up to 5 page buttons', () => {
    expect(QUALITY_CARDS_PER_PAGE).toBe(6);
    expect(MAX_VISIBLE_PAGE_BUTTONS).toBe(5);
  });

  it('DR-2.6.06 page change debounced 150 ms, scrolls up 80px', () => {
    expect(PAGE_CHANGE_DEBOUNCE_MS).toBe(150);
    expect(SCROLL_OFFSET_PX).toBe(80);
  });

  it('DR-2.3.03 avatar click scrolls to the tabs with an 80px offset', () => {
    expect(SCROLL_OFFSET_PX).toBe(80);
  });

  it('DR-4.06 avatar click: tab reset after 150 ms, scroll after 100 ms', () => {
    expect([AVATAR_TAB_RESET_MS, AVATAR_SCROLL_DELAY_MS]).toEqual([150, 100]);
  });

  it('DR-4.04 grid page size 10, 12 for the audio tool', () => {
    expect([GRID_PAGE_SIZE, AUDIO_GRID_PAGE_SIZE]).toEqual([10, 12]);
  });

  it('DR-2.2.04 infinite scroll threshold 0.1 with a 100px margin', () => {
    expect(INFINITE_SCROLL_THRESHOLD).toBe(0.1);
    expect(INFINITE_SCROLL_ROOT_MARGIN).toBe('100px');
  });

  it('DR-2.2.05 6 skeletons by default', () => {
    expect(SKELETON_COUNT).toBe(6);
  });

  it('DR-2.2.02 count badges show 99+ beyond 99', () => {
    expect(formatCountBadge(99)).toBe('99');
    expect(formatCountBadge(100)).toBe('99+');
    expect(formatCountBadge(120)).toBe('99+');
  });

  it('DR-2.1.11 still images auto-advance after 3000 ms', () => {
    expect(IMAGE_AUTO_ADVANCE_MS).toBe(3000);
  });

  it('DR-2.1.14 prefetch staggered at 300, 1300 and 2300 ms', () => {
    expect(VIEWER_PREFETCH_DELAYS_MS).toEqual([300, 1300, 2300]);
  });

  it('DR-9.01 prefetch link delay 1000 ms', () => {
    expect(PREFETCH_LINK_DELAY_MS).toBe(1000);
  });

  it('DR-2.6.13 lightboxes visible after 10 ms, hidden over 300 ms', () => {
    expect([LIGHTBOX_OPEN_DELAY_MS, LIGHTBOX_CLOSE_MS]).toEqual([10, 300]);
  });

  it('DR-2.1.15 viewer height 80vh, max 700px, min 400px', () => {
    expect(VIEWER_HEIGHT).toEqual({ height: '80vh', maxHeight: '700px', minHeight: '400px' });
  });

  it('DR-2.11.01 the country selector is a bottom sheet under 640px', () => {
    expect(COUNTRY_SELECTOR_MOBILE_BREAKPOINT_PX).toBe(640);
  });

  it('DR-2.11.03 search and focus delay 150 ms', () => {
    expect(COUNTRY_SEARCH_FOCUS_DELAY_MS).toBe(150);
  });

  it('DR-4.10 lazy images: threshold 0.1, margin 50px', () => {
    expect(LAZY_IMAGE_THRESHOLD).toBe(0.1);
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe('50px');
  });

  it('DR-4.11 the lazy-image cache keeps at most 50 entries', () => {
    expect(LAZY_IMAGE_CACHE_MAX).toBe(50);
  });

  it('DR-2.6.07 story badge 24h, first 3 mentions', () => {
    expect(STORY_BADGE).toBe('24h');
    expect(MAX_MENTIONS_SHOWN).toBe(3);
  });

  it('DR-9.02 default labels MP3, AUDIO; Unknown Track, Unknown Artist; instagram_user', () => {
    expect(RESULT_DEFAULTS).toEqual({
      audioFormatLabel: 'MP3',
      mediaFormatLabel: 'AUDIO',
      trackTitle: 'Unknown Track',
      artistName: 'Unknown Artist',
      instagramUser: 'instagram_user',
    });
  });

  it('DR-9.03 canvas aspect presets', () => {
    const sizes = Object.fromEntries(
      Object.entries(CANVAS_ASPECT_PRESETS).map(([k, v]) => [k, `${v.width}x${v.height}`]),
    );
    expect(sizes).toEqual({
      story: '1080x1920',
      post: '1080x1350',
      reel: '1080x1920',
      profile: '320x320',
      cover: '161x161',
      landscape: '1080x566',
    });
  });
});

describe('media proxy and lookups (DR §7)', () => {
  it('DR-7.05 supported proxy platforms', () => {
    expect(MEDIA_PROXY_PLATFORMS).toEqual([
      'instagram',
      'tiktok',
      'youtube',
      'facebook',
      'twitter',
      'pinterest',
      'vimeo',
      'linkedin',
      'whatsapp',
    ]);
    expect(isMediaProxyPlatform('Instagram')).toBe(true);
    expect(isMediaProxyPlatform('vk')).toBe(false);
  });

  it('DR-7.04 generate-token type defaults to thumbnail', () => {
    expect(DEFAULT_MEDIA_PROXY_TYPE).toBe('thumbnail');
  });

  it('DR-7.01 the highlight lookup sends toolType single-highlight', () => {
    expect(SINGLE_HIGHLIGHT_TOOL_TYPE).toBe('single-highlight');
  });
});

describe('byte sizes in result views', () => {
  it('DR-5.10 B, KB, MB, GB with one decimal', () => {
    expect(RESULT_SIZE_UNITS).toEqual(['B', 'KB', 'MB', 'GB']);
    expect(formatResultSize(1536)).toBe('1.5 KB');
    expect(formatResultSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatResultSize(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatResultSize(2048 * 1024 ** 3)).toBe('2048.0 GB');
    expect(formatResultSize(512)).toBe('512 B');
    expect(formatResultSize(Number.NaN)).toBe('0 B');
  });
});

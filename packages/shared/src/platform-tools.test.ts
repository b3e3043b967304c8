import { describe, expect, it } from 'vitest';
import { PLATFORM_TOOLS, resolvePlatformTool } from './platform-tools.js';
import { PLATFORM_IDS, subToolsOf } from './platforms.js';

describe('platform tools and extractor families', () => {
  it('every platform has a tool, and every sub-tool route of downloader.md §2 has an extractor family', () => {
    for (const id of PLATFORM_IDS) {
      expect(PLATFORM_TOOLS[id].length, id).toBeGreaterThan(0);
      for (const sub of subToolsOf(id)) {
        expect(resolvePlatformTool(id, sub.toolType)?.toolType, `${id}/${sub.slug}`).toBe(sub.toolType);
      }
    }
  });

  it('the platforms yt-dlp knows are served by it; the tools it lacks by our own extractors', () => {
    const family = (p: (typeof PLATFORM_IDS)[number], tool?: string) => resolvePlatformTool(p, tool)?.family;
    for (const p of ['youtube', 'tiktok', 'facebook', 'twitter', 'vimeo', 'okru', 'ninegag'] as const) {
      expect(family(p)).toBe('yt-dlp');
    }
    expect(family('instagram', 'reels-downloader')).toBe('yt-dlp');
    expect(family('instagram', 'story-downloader')).toBe('instagram');
    expect(family('snapchat', 'profile-picture')).toBe('snapchat');
    expect(family('suno', 'playlist-downloader')).toBe('suno');
    expect(family('whatsapp', 'link-generator')).toBe('link-generator');
    expect(family('febspot')).toBe('febspot');
    expect(family('ifunny')).toBe('ifunny');
  });

  it('no tool type means the platform route default; NOTES.md 5 aliases; unknown tools are refused', () => {
    expect(resolvePlatformTool('instagram')?.toolType).toBe('video-downloader');
    expect(resolvePlatformTool('instagram', 'profile-picture')?.toolType).toBe('profile-picture-downloader');
    expect(resolvePlatformTool('snapchat', 'profile-picture')?.toolType).toBe('profile-picture');
    expect(resolvePlatformTool('suno')?.toolType).toBe('music-downloader');
    expect(resolvePlatformTool('youtube', 'video')?.toolType).toBe('');
    expect(resolvePlatformTool('youtube', 'story-downloader')).toBeUndefined();
    expect(resolvePlatformTool('instagram', 'playlist-downloader')).toBeUndefined();
  });
});

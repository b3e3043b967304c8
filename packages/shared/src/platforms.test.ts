import { describe, expect, it } from 'vitest';
import {
  PLATFORMS,
  PLATFORM_IDS,
  PLATFORM_SUB_TOOLS,
  isPlatformId,
  normaliseToolType,
  platformById,
  platformIdFromBackendName,
  subToolsOf,
} from './platforms.js';

const toolTypes = (p: keyof typeof PLATFORM_SUB_TOOLS) =>
  Object.fromEntries(PLATFORM_SUB_TOOLS[p].map((t) => [t.slug, t.toolType]));

describe('platforms (DL §1, §2, §4)', () => {
  it('DL-1.02 the 24 platforms with their display names', () => {
    expect(PLATFORMS.map((p) => p.name).sort()).toEqual(
      [
        'YouTube',
        'Instagram',
        'TikTok',
        'WhatsApp',
        'Pinterest',
        'Facebook',
        'X',
        'LinkedIn',
        'Telegram',
        'Febspot',
        'Rumble',
        'TED',
        'IMDB',
        'Bilibili',
        'VK',
        'Tumblr',
        'Bitchute',
        'Twitch',
        'iFunny',
        '9gag',
        'Vimeo',
        'OK.ru',
        'Suno AI',
        'Snapchat',
      ].sort(),
    );
  });

  it('DL-1.03 popular: YouTube, Instagram, TikTok, WhatsApp, Pinterest, Facebook, X, LinkedIn, Suno AI, Snapchat', () => {
    expect(
      PLATFORMS.filter((p) => p.popular)
        .map((p) => p.name)
        .sort(),
    ).toEqual(
      [
        'YouTube',
        'Instagram',
        'TikTok',
        'WhatsApp',
        'Pinterest',
        'Facebook',
        'X',
        'LinkedIn',
        'Suno AI',
        'Snapchat',
      ].sort(),
    );
  });

  it('DL-2.06 bar order', () => {
    expect(PLATFORM_IDS).toEqual([
      'youtube',
      'tiktok',
      'instagram',
      'snapchat',
      'whatsapp',
      'facebook',
      'twitter',
      'pinterest',
      'linkedin',
      'telegram',
      'vimeo',
      'twitch',
      'bilibili',
      'ted',
      'imdb',
      'rumble',
      'okru',
      'vk',
      'tumblr',
      'bitchute',
      'febspot',
      'ifunny',
      'ninegag',
      'suno',
    ]);
    expect(isPlatformId('okru')).toBe(true);
    expect(isPlatformId('ok.ru')).toBe(false);
    expect(platformById('twitter').name).toBe('X');
  });

  it('DL-4.19 backend names: twitter → x, okru → ok.ru, ninegag → 9gag, suno → suno ai', () => {
    expect(platformById('twitter').mappedName).toBe('x');
    expect(platformById('okru').mappedName).toBe('ok.ru');
    expect(platformById('ninegag').mappedName).toBe('9gag');
    expect(platformById('suno').mappedName).toBe('suno ai');
    expect(['x', 'OK.ru', '9gag', 'Suno AI', 'youtube', 'twitter'].map(platformIdFromBackendName)).toEqual([
      'twitter',
      'okru',
      'ninegag',
      'suno',
      'youtube',
      'twitter',
    ]);
    expect(platformIdFromBackendName('myspace')).toBeUndefined();
  });

  it('DL-5.18 every platform lists its hosts (NOTES.md 2)', () => {
    for (const p of PLATFORMS) expect(p.hosts.length).toBeGreaterThan(0);
  });
});

describe('sub-tool routes (DL §2)', () => {
  it('DL-2.08 … DL-2.20 Instagram routes and tool types', () => {
    expect(toolTypes('instagram')).toEqual({
      '': 'video-downloader',
      photo: 'photo-downloader',
      reels: 'reels-downloader',
      audio: 'audio-extractor',
      story: 'story-downloader',
      highlights: 'highlights-downloader',
      live: 'live-downloader',
      carousel: 'carousel-downloader',
      'highlight-cover': 'highlight-cover-downloader',
      'profile-picture': 'profile-picture-downloader',
      'private-account': 'private-account-downloader',
      'caption-copier': 'caption-copier',
      'bio-copier': 'bio-copier',
    });
  });

  it('DL-2.21 … DL-2.23 WhatsApp: dp-downloader, link-generator, profile-details', () => {
    expect(toolTypes('whatsapp')).toEqual({
      '': 'dp-downloader',
      'link-generator': 'link-generator',
      'profile-details': 'profile-details',
    });
  });

  it('DL-2.25 … DL-2.28 Suno: music, playlist, video and hook routes', () => {
    expect(Object.keys(toolTypes('suno'))).toEqual(['', 'playlist', 'video', 'hook']);
    expect(toolTypes('suno')).toMatchObject({
      '': 'music-downloader',
      playlist: 'playlist-downloader',
      video: 'video-downloader',
    });
  });

  it('DL-2.30 / DL-2.31 Snapchat: video and profile-picture', () => {
    expect(toolTypes('snapchat')).toEqual({ '': 'video', 'profile-picture': 'profile-picture' });
  });

  it('DL-2.07 other platforms have only their own route', () => {
    expect(subToolsOf('youtube')).toEqual([]);
    expect(subToolsOf('whatsapp')).toHaveLength(3);
  });

  it('DR-1.05 profile-picture and profile-picture-downloader are the same tool (NOTES.md 5)', () => {
    expect(normaliseToolType('profile-picture')).toBe('profile-picture-downloader');
    expect(normaliseToolType('bio-copier')).toBe('bio-copier');
  });
});

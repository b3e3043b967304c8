import type { DownloaderInfo, DownloaderQuality } from '@mediaforge/shared';
import { describe, expect, it, vi } from 'vitest';
import { infoWith, quality } from '../../lib/testing/downloader-infos';
import { pickAudio, splitProfileTabs, dimensionsText } from './classify';
import { readHighlightAnswer } from './highlight-answer';
import { shownStat } from './instagram-answer';
import { chooseLayout } from './layout-choice';
import { downloadMedia, downloadProfilePicture, mediaFileName } from './media-downloads';
import { clampPage, pageButtons, pageCount, pageItems } from './pagination';

const story = (n: number): DownloaderQuality => ({
  ...quality(`s${String(n)}`, false),
  storyIndex: n,
  storyId: `9${String(n)}`,
});
const highlight = (id: string): DownloaderQuality => ({
  ...quality(id, false),
  highlightData: { id, title: id, mediaCount: 2 },
});
const ig = (
  toolType: string,
  qualities: DownloaderQuality[],
  extra: Partial<DownloaderInfo> = {},
): DownloaderInfo => ({
  ...infoWith(qualities),
  platform: 'instagram',
  toolType,
  ...extra,
});
const profileData = { username: 'nasa', followerCount: 5 };

describe('Instagram layout choice (DR §2.6, §5)', () => {
  it('DR-2.6.01 profile with tabs needs profile data, more than one quality and the story or highlights tool', () => {
    expect(
      chooseLayout(ig('story-downloader', [story(1), story(2), story(3)], { profileData }), undefined),
    ).toBe('profile-tabs');
    expect(
      chooseLayout(ig('highlights-downloader', [highlight('a'), highlight('b')], { profileData }), undefined),
    ).toBe('profile-tabs');
    // One story, or no profile data: a story context, so the legacy cards.
    expect(chooseLayout(ig('story-downloader', [story(1)], { profileData }), undefined)).toBe('legacy');
    expect(chooseLayout(ig('story-downloader', [story(1), story(2)]), undefined)).toBe('legacy');
  });

  it('DR-2.6.02 DR-2.6.03 DR-2.6.04 profile picture and bio, single media for posts, legacy for the rest', () => {
    expect(chooseLayout(ig('profile-picture', [quality('HD', false)], { profileData }), undefined)).toBe(
      'profile-picture',
    );
    expect(chooseLayout(ig('bio-copier', [quality('HD', false)], { profileData }), undefined)).toBe('bio');
    const post = { metadata: { contentType: 'carousel' } };
    expect(
      chooseLayout(ig('carousel-downloader', [quality('a', false), quality('b', false)], post), undefined),
    ).toBe('single-media');
    expect(chooseLayout(ig('', [quality('720p', false)]), 'reels-downloader')).toBe('single-media');
    expect(chooseLayout(ig('single-highlight', [story(1), story(2)]), undefined)).toBe('legacy');
    const covers = { profileData, metadata: { contentType: 'profile' } };
    expect(
      chooseLayout(ig('highlight-cover-downloader', [highlight('a'), highlight('b')], covers), undefined),
    ).toBe('legacy');
  });
});

describe('Instagram display rules (DR §5)', () => {
  it('DR-5.01 puts highlight data in highlights, story index or id (any entry of the story tool) in stories, the rest in reels', () => {
    const plain = quality('reel', false);
    const byFormat: DownloaderQuality = { ...quality('h2', false), format: 'highlight' };
    const tabs = splitProfileTabs([story(1), highlight('h1'), plain, byFormat], 'highlights-downloader');
    expect(tabs.stories.map((q) => q.formatId)).toEqual(['s1']);
    expect(tabs.highlights.map((q) => q.formatId)).toEqual(['h1', 'h2']);
    expect(tabs.reels.map((q) => q.formatId)).toEqual(['reel']);
    expect(splitProfileTabs([plain], 'story-downloader').stories).toHaveLength(1);
  });

  it('DR-5.03 picks the audio-only entry, then M4A, then the first', () => {
    const mp4 = quality('v', false);
    const m4a: DownloaderQuality = { ...quality('m', false), format: 'm4a' };
    const mp3 = quality('a', true);
    expect(pickAudio([mp4, m4a, mp3])?.formatId).toBe('a');
    expect(pickAudio([mp4, m4a])?.formatId).toBe('m');
    expect(pickAudio([mp4])?.formatId).toBe('v');
    expect(pickAudio([])).toBeUndefined();
  });

  it('DR-2.6.11 shows a size only when it contains an x', () => {
    expect(dimensionsText({ size: '3 MB', resolution: null })).toBeUndefined();
    expect(dimensionsText({ size: '1080x1920', resolution: null })).toBe('1080x1920');
    expect(dimensionsText({ size: null, resolution: '360x640' })).toBe('360x640');
  });

  it('DR-2.3.04 hides stats that are null, negative or an empty string, and shows 0', () => {
    expect(shownStat(null)).toBeUndefined();
    expect(shownStat(-1)).toBeUndefined();
    expect(shownStat('')).toBeUndefined();
    expect(shownStat(0)).toBe(0);
    expect(shownStat('1.2M')).toBe('1.2M');
  });

  it('DR-5.04 cleans download names to letters, digits, dot, underscore and hyphen', () => {
    expect(mediaFileName('a/b:c?', 'HD', 'jpg')).toBe('a_b_c__HD.jpg');
    expect(mediaFileName('Story 1', '1080p', 'mp4')).toBe('Story_1_1080p.mp4');
  });
});

describe('Instagram pagination (DR §2.6, §4)', () => {
  it('DR-2.6.05 6 cards per page and at most 5 page buttons around the current page', () => {
    expect(pageCount(40)).toBe(7);
    expect(pageItems([...Array(40).keys()], 2)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(pageButtons(1, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(4, 7)).toEqual([2, 3, 4, 5, 6]);
    expect(pageButtons(7, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(1, 2)).toEqual([1, 2]);
  });

  it('DR-4.05 a page above the total resets to 1', () => {
    expect(clampPage(5, 2)).toBe(1);
    expect(clampPage(2, 2)).toBe(2);
  });
});

describe('Instagram calls (DR §7)', () => {
  it('DR-7.02 reads the highlight answer as data.data or data', () => {
    const info = ig('single-highlight', [story(1), story(2)]);
    expect(readHighlightAnswer({ success: true, data: info })?.qualities).toHaveLength(2);
    expect(readHighlightAnswer({ data: { success: true, data: info } })?.qualities).toHaveLength(2);
    expect(readHighlightAnswer({ success: true, data: { success: false } })).toBeUndefined();
    expect(readHighlightAnswer(null)).toBeUndefined();
  });

  it('DR-7.11 calls the parent handler with url, name, quality, format, type and index, else opens a tab', () => {
    const request = {
      url: '/api/x?token=1',
      fileName: 'a.mp4',
      quality: '720p',
      format: 'mp4',
      type: 'video',
      index: 2,
    };
    const handler = vi.fn();
    const open = vi.fn();
    expect(downloadMedia(request, handler, open)).toBe('handler');
    expect(handler).toHaveBeenCalledWith(request);
    expect(open).not.toHaveBeenCalled();
    expect(downloadMedia(request, undefined, open)).toBe('tab');
    expect(open).toHaveBeenCalledWith('/api/x?token=1');
    expect(downloadMedia({ ...request, url: 'undefined' }, handler, open)).toBe('refused');
  });

  it('DR-7.10 navigates to a tokenised link; without one, the legacy handler gets the profile call', () => {
    const navigate = vi.fn();
    const legacy = vi.fn();
    const profile = { url: 'https://www.instagram.com/nasa/', username: 'nasa' };
    downloadProfilePicture(quality('HD', false), profile, { navigate, legacy });
    expect(navigate).toHaveBeenCalledTimes(1);
    downloadProfilePicture({ ...quality('HD', false), url: '' }, profile, { navigate, legacy });
    expect(legacy).toHaveBeenCalledWith({
      url: 'https://www.instagram.com/nasa/',
      fileName: 'nasa_profile_picture.jpg',
      quality: 'HD',
      format: 'jpg',
      type: 'image',
      index: 0,
      tool: 'profile-picture-downloader',
    });
  });
});

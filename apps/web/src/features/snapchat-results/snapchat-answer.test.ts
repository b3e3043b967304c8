import type { DownloaderInfo, DownloaderQuality } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { readSnapchatAnswer, withFileName } from './snapchat-answer';

const TOKEN_LINK = '/api/downloader/stream?token=abc.def';

function quality(formatId: string, fields: Partial<DownloaderQuality> = {}): DownloaderQuality {
  return {
    index: 0,
    formatId,
    url: TOKEN_LINK,
    type: 'video',
    format: 'mp4',
    quality: formatId,
    size: null,
    filesize: null,
    sizeEstimated: false,
    width: null,
    height: null,
    resolution: null,
    bitrate: null,
    duration: null,
    hasAudio: true,
    isAudioOnly: false,
    delivery: 'stream',
    ...fields,
  };
}

function answer(contentType: string, qualities: DownloaderQuality[]): DownloaderInfo {
  return {
    success: true,
    title: 'Team Snapchat',
    duration: null,
    platform: 'snapchat',
    thumbnail: null,
    url: 'https://www.snapchat.com/add/team.snap',
    qualities,
    jobId: 'job-1',
    toolType: 'video',
    provider: 'snapchat',
    metadata: {
      contentType,
      profileData: { username: 'team.snap', displayName: 'Team Snapchat', followerCount: -1 },
    },
    expiresAt: 0,
  };
}

describe('reading a Snapchat answer', () => {
  it('DR-2.10.01 a profile has only the tabs with content, in the spec’s order; hidden counts are absent', () => {
    const view = readSnapchatAnswer(
      answer('user', [
        quality('highlights-1', { tab: 'highlights', title: 'Summer (1/1)' }),
        quality('stories-1', { tab: 'stories', title: 'Story 1', takenAt: 1_722_720_291 }),
        quality('stories-2', { tab: 'stories', title: 'Story 2', type: 'image', format: 'jpg' }),
      ]),
    );
    expect(view.layout).toBe('profile');
    expect(view.tabs.map((t) => [t.tab, t.items.length])).toEqual([
      ['stories', 2],
      ['highlights', 1],
    ]);
    expect(view.profile).toMatchObject({ username: 'team.snap', followerCount: null });
    expect(view.tabs[0]?.items[0]?.takenAt).toBe(1_722_720_291);
  });

  it('DR-5.05 names files snapchat_{tab}_{n}.format in a tabbed result and title_quality.format otherwise', () => {
    const tabbed = readSnapchatAnswer(
      answer('user', [
        quality('stories-1', { tab: 'stories' }),
        quality('stories-2', { tab: 'stories', format: 'jpg', type: 'image' }),
        quality('highlights-1', { tab: 'highlights', format: '' }),
      ]),
    );
    expect(tabbed.items.map((i) => i.fileName)).toEqual([
      'snapchat_stories_1.mp4',
      'snapchat_stories_2.jpg',
      'snapchat_highlights_1.mp4',
    ]);
    const single = readSnapchatAnswer(
      answer('story', [
        quality('stories-1', { tab: 'stories', title: 'Team Snapchat story', quality: 'Story 1' }),
      ]),
    );
    expect(single.layout).toBe('list');
    expect(single.items[0]?.fileName).toBe('Team_Snapchat_story_Story_1.mp4');
    // The server's own name wins when it gives one.
    const named = readSnapchatAnswer(
      answer('user', [quality('x', { tab: 'stories', fileName: 'given.mp4' })]),
    );
    expect(named.items[0]?.fileName).toBe('given.mp4');
  });

  it('DR-2.10.02 one highlight or Spotlight is one tab, and a Spotlight carries its details', () => {
    const info = answer('spotlight', [quality('spotlights-1', { tab: 'spotlights' })]);
    const view = readSnapchatAnswer({
      ...info,
      metadata: { ...info.metadata, reelDetails: { description: 'Sunset', viewCount: 5600, boostCount: -1 } },
    });
    expect(view.layout).toBe('single');
    expect(view.tabs.map((t) => t.tab)).toEqual(['spotlights']);
    expect(view.reel).toMatchObject({ description: 'Sunset', viewCount: 5600, boostCount: null });
  });

  it('asks the stream for the spec’s file name; a link without a token is left for the download to report', () => {
    const [item] = readSnapchatAnswer(answer('user', [quality('stories-1', { tab: 'stories' })])).items;
    if (item === undefined) throw new Error('no item');
    expect(withFileName(item).url).toBe(`${TOKEN_LINK}&filename=snapchat_stories_1`);
    const bare = { ...item, quality: { ...item.quality, url: 'https://cf-st.sc-cdn.net/d/x.mp4' } };
    expect(withFileName(bare).url).toBe('https://cf-st.sc-cdn.net/d/x.mp4');
  });
});

import { describe, expect, it } from 'vitest';
import { highlightIdFromShareCode, instagramTarget, mediaIdFromShortcode } from './instagram-links.js';

const target = (link: string) => instagramTarget(new URL(link));

describe('what an Instagram link names', () => {
  it('profiles, stories, a story by id, highlights, posts and live pages', () => {
    expect(target('https://www.instagram.com/NASA/')).toEqual({ kind: 'profile', username: 'nasa' });
    expect(target('https://instagram.com/nasa/reels/')).toEqual({ kind: 'profile', username: 'nasa' });
    expect(target('https://www.instagram.com/stories/nasa/')).toEqual({ kind: 'stories', username: 'nasa' });
    expect(target('https://www.instagram.com/stories/nasa/3300000000000000003/')).toEqual({
      kind: 'stories',
      username: 'nasa',
      storyId: '3300000000000000003',
    });
    expect(target('https://www.instagram.com/stories/highlights/17890000000000001/')).toEqual({
      kind: 'highlight',
      highlightId: '17890000000000001',
    });
    expect(target('https://www.instagram.com/p/B_KwCN-nfmS/?img_index=2')).toEqual({
      kind: 'post',
      shortcode: 'B_KwCN-nfmS',
    });
    expect(target('https://www.instagram.com/reel/CDUMkliABpa/')).toEqual({
      kind: 'post',
      shortcode: 'CDUMkliABpa',
    });
    expect(target('https://www.instagram.com/nasa/p/CDUMkliABpa/')).toEqual({
      kind: 'post',
      shortcode: 'CDUMkliABpa',
    });
    expect(target('https://www.instagram.com/nasa/live/17999/')).toEqual({ kind: 'live', username: 'nasa' });
  });

  it("Instagram's own pages and malformed paths name nothing", () => {
    for (const link of [
      'https://www.instagram.com/',
      'https://www.instagram.com/explore/tags/space/',
      'https://www.instagram.com/accounts/login/',
      'https://www.instagram.com/stories/highlights/',
      'https://www.instagram.com/stories/highlights/abc/',
      'https://www.instagram.com/p/%00/',
      'https://www.instagram.com/s/bm90IGEgaGlnaGxpZ2h0/',
    ]) {
      expect(target(link), link).toBeUndefined();
    }
  });

  it('the /s/ share link is base64 of "highlight:<id>", URL-safe or not', () => {
    const code = Buffer.from('highlight:17890000000000002').toString('base64');
    expect(highlightIdFromShareCode(code)).toBe('17890000000000002');
    expect(highlightIdFromShareCode(code.replace(/=+$/, ''))).toBe('17890000000000002');
    expect(target(`https://www.instagram.com/s/${code}?story_media_id=1`)).toEqual({
      kind: 'highlight',
      highlightId: '17890000000000002',
    });
    expect(highlightIdFromShareCode('!!!')).toBeUndefined();
  });

  it('a shortcode is its media id in base 64 (pairs shown by public posts); private links drop 28 characters', () => {
    expect(mediaIdFromShortcode('B_KwCN-nfmS')).toBe('2290854619151989138');
    expect(mediaIdFromShortcode('ChRt1KDAVXP')).toBe('2905304799643784655');
    expect(mediaIdFromShortcode('DFp17y5MymE')).toBe('3560614185974049156');
    expect(mediaIdFromShortcode(`B_KwCN-nfmS${'x'.repeat(28)}`)).toBe('2290854619151989138');
  });
});

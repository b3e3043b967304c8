import { MEDIA_PROXY_PLATFORMS } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { createMediaHostPolicy, MEDIA_HOST_SUFFIXES, parseMediaTestHosts } from './media-hosts.js';

const policy = createMediaHostPolicy();
const allows = (platform: Parameters<typeof policy.allows>[0], url: string): boolean =>
  policy.allows(platform, new URL(url));

describe('media host policy (not an open proxy)', () => {
  it('has CDN hosts for each of the nine proxy platforms', () => {
    for (const platform of MEDIA_PROXY_PLATFORMS)
      expect(MEDIA_HOST_SUFFIXES[platform].length).toBeGreaterThan(0);
  });

  it('admits the platforms’ own media addresses', () => {
    expect(allows('instagram', 'https://scontent-ams2-1.cdninstagram.com/v/t51/a.jpg?oe=1')).toBe(true);
    expect(allows('instagram', 'https://instagram.fams2-1.fna.fbcdn.net/v/a.mp4')).toBe(true);
    expect(allows('tiktok', 'https://p16-sign-va.tiktokcdn.com/obj/a.jpeg')).toBe(true);
    expect(allows('tiktok', 'https://v16-webapp-prime.tiktok.com/video/tos/a/')).toBe(true);
    expect(allows('youtube', 'https://i.ytimg.com/vi/abc/hqdefault.jpg')).toBe(true);
    expect(allows('youtube', 'https://yt3.googleusercontent.com/a=s88')).toBe(true);
    expect(allows('twitter', 'https://pbs.twimg.com/media/a.jpg')).toBe(true);
    expect(allows('pinterest', 'https://i.pinimg.com/736x/a.jpg')).toBe(true);
    expect(allows('vimeo', 'https://i.vimeocdn.com/video/1.jpg')).toBe(true);
    expect(allows('linkedin', 'https://media.licdn.com/dms/image/a')).toBe(true);
    expect(allows('whatsapp', 'https://pps.whatsapp.net/v/t61/a.jpg')).toBe(true);
    expect(allows('suno', 'https://cdn1.suno.ai/0c2f.mp3')).toBe(true);
    // http is the scheme's default port too.
    expect(allows('twitter', 'http://pbs.twimg.com/media/a.jpg')).toBe(true);
  });

  it('refuses look-alikes, other platforms’ hosts, other ports, credentials and other schemes', () => {
    expect(allows('instagram', 'https://evilcdninstagram.com/a.jpg')).toBe(false);
    expect(allows('instagram', 'https://cdninstagram.com.evil.test/a.jpg')).toBe(false);
    expect(allows('instagram', 'https://scontent.cdninstagram.com.:443/a.jpg')).toBe(false);
    expect(allows('instagram', 'https://scontent.cdninstagram.com:8443/a.jpg')).toBe(false);
    expect(allows('instagram', 'https://user:pw@scontent.cdninstagram.com/a.jpg')).toBe(false);
    expect(allows('instagram', 'ftp://scontent.cdninstagram.com/a.jpg')).toBe(false);
    expect(allows('instagram', 'https://pbs.twimg.com/media/a.jpg')).toBe(false);
    expect(allows('youtube', 'https://lh3.googleusercontent.com/drive-file')).toBe(false);
    expect(allows('vimeo', 'https://someone-else.akamaized.net/a.mp4')).toBe(false);
    expect(allows('instagram', 'http://127.0.0.1/a.jpg')).toBe(false);
  });

  it('admits a test host only for its platform and on its port', () => {
    const { entries, invalid } = parseMediaTestHosts(
      'instagram=127.0.0.1:4567, vimeo=[::1]:80 ,suno=cdn.test',
    );
    expect(invalid).toEqual([]);
    const testing = createMediaHostPolicy(entries);
    expect(testing.allows('instagram', new URL('http://127.0.0.1:4567/a.jpg'))).toBe(true);
    // The URL parser's spelling is what is compared: other notations of the address are the same host.
    expect(testing.allows('instagram', new URL('http://2130706433:4567/a.jpg'))).toBe(true);
    expect(testing.allows('instagram', new URL('http://127.0.0.1:4568/a.jpg'))).toBe(false);
    expect(testing.allows('tiktok', new URL('http://127.0.0.1:4567/a.jpg'))).toBe(false);
    expect(testing.allows('vimeo', new URL('http://[::1]/a.mp4'))).toBe(true);
    expect(testing.allows('suno', new URL('https://cdn.test/a.mp3'))).toBe(true);
    expect(testing.allows('suno', new URL('https://x.cdn.test/a.mp3'))).toBe(false);
  });

  it('reports malformed test host entries', () => {
    const { entries, invalid } = parseMediaTestHosts(
      'vk=127.0.0.1:1,instagram,instagram=,instagram=a/b,instagram=u@h,instagram=h:99999,instagram=a=b',
    );
    expect(entries).toEqual([]);
    expect(invalid).toHaveLength(7);
  });
});

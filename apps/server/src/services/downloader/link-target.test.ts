import { ERROR_CODES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { linkTarget } from './link-target.js';

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : 'other';
  }
  return undefined;
};

describe('the link of an analysis, checked on the server (downloader.md §5)', () => {
  it('DL-5.14 DL-5.17 https is prepended and short links name their platform', () => {
    expect(linkTarget('youtu.be/abc', undefined)).toMatchObject({ platform: 'youtube' });
    expect(linkTarget('youtu.be/abc', undefined).url.href).toBe('https://youtu.be/abc');
    expect(linkTarget('https://vm.tiktok.com/ZM1/', undefined).platform).toBe('tiktok');
    expect(linkTarget('x.com/a/status/1', undefined).platform).toBe('twitter');
    expect(linkTarget('ok.ru/video/1', undefined).platform).toBe('okru');
    expect(linkTarget('b23.tv/xyz', undefined).platform).toBe('bilibili');
  });

  it('DL-5.15 DL-5.16 a value that is not a link, or a host of no platform, is refused in the spec words', () => {
    expect(codeOf(() => linkTarget('ht!tp:/x', undefined))).toBe(
      `${ERROR_CODES.VALIDATION_FAILED}: Please enter a valid URL`,
    );
    expect(codeOf(() => linkTarget('https://example.com/v.mp4', undefined))).toBe(
      `${ERROR_CODES.UNSUPPORTED_PLATFORM}: URL is not from a supported platform`,
    );
    expect(codeOf(() => linkTarget('ftp://youtube.com/x', undefined))).toBe(
      `${ERROR_CODES.VALIDATION_FAILED}: Please enter a valid URL`,
    );
  });

  it('loopback in any notation is no platform: refused before anything is fetched', () => {
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      '127.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
    ]) {
      expect(
        codeOf(() => linkTarget(`http://${host}/watch?v=1`, undefined)),
        host,
      ).toMatch(/^UNSUPPORTED_PLATFORM/);
    }
    // A platform's name used as a user name or path of another host does not count.
    expect(codeOf(() => linkTarget('https://youtube.com@127.0.0.1/x', undefined))).toMatch(
      /^UNSUPPORTED_PLATFORM/,
    );
    expect(codeOf(() => linkTarget('https://evil.example/youtube.com', undefined))).toMatch(
      /^UNSUPPORTED_PLATFORM/,
    );
  });

  it('DL-5.11 Instagram profile tools take a bare name as its profile link (stories link for the story tool)', () => {
    expect(linkTarget('NASA', 'profile-picture-downloader').url.href).toBe('https://www.instagram.com/nasa/');
    expect(linkTarget('@nasa', 'story-downloader').url.href).toBe('https://www.instagram.com/stories/nasa/');
  });

  it('a test origin stands for the platform it is configured as', () => {
    const test = (url: URL) => (url.origin === 'http://127.0.0.1:4567' ? ('vimeo' as const) : undefined);
    expect(linkTarget('http://127.0.0.1:4567/clip.mpd', undefined, test).platform).toBe('vimeo');
    expect(codeOf(() => linkTarget('http://127.0.0.1:4568/clip.mpd', undefined, test))).toMatch(
      /^UNSUPPORTED_PLATFORM/,
    );
  });
});

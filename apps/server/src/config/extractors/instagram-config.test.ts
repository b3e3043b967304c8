import { describe, expect, it } from 'vitest';
import { instagramSchema, toInstagramConfig } from './instagram-config.js';

describe('the Instagram settings', () => {
  it("default to Instagram's own origins and no login", () => {
    expect(toInstagramConfig(instagramSchema.parse({}))).toEqual({
      baseUrl: 'https://www.instagram.com',
      apiBaseUrl: 'https://www.instagram.com',
      cookiesFile: undefined,
    });
  });

  it('take origins (a trailing slash is fine) and refuse paths, queries, credentials and other schemes', () => {
    const parsed = instagramSchema.parse({
      INSTAGRAM_BASE_URL: 'http://127.0.0.1:4567/',
      INSTAGRAM_API_BASE_URL: 'http://[::1]:4568',
      INSTAGRAM_COOKIES_FILE: '/etc/mediaforge/instagram-cookies.txt',
    });
    expect(toInstagramConfig(parsed)).toEqual({
      baseUrl: 'http://127.0.0.1:4567',
      apiBaseUrl: 'http://[::1]:4568',
      cookiesFile: '/etc/mediaforge/instagram-cookies.txt',
    });
    for (const bad of [
      'https://www.instagram.com/api',
      'https://x.test/?a=1',
      'https://u:p@x.test',
      'ftp://x.test',
      'nope',
    ]) {
      expect(instagramSchema.safeParse({ INSTAGRAM_BASE_URL: bad }).success, bad).toBe(false);
    }
  });
});

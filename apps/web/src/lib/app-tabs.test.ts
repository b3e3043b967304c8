import { describe, expect, it } from 'vitest';
import { APP_TABS, tabFromPath } from './app-tabs';

describe('active tab', () => {
  it('DL-1.04 there are exactly three tabs', () => {
    expect(APP_TABS).toEqual(['converter', 'compressor', 'downloader']);
  });

  it('DL-2.01 converter routes activate the converters tab', () => {
    for (const path of ['/converter', '/converter/mp4-to-webm', '/converter/avi', '/converter/MP4-to-WEBM']) {
      expect(tabFromPath(path), path).toBe('converter');
    }
  });

  it('DL-2.02 compressor routes activate the compressor tab', () => {
    for (const path of ['/compressor', '/compressor/whatsapp', '/compressor/slow-motion']) {
      expect(tabFromPath(path), path).toBe('compressor');
    }
  });

  it('DL-2.03 downloader routes and sub-tools activate the downloaders tab', () => {
    for (const path of ['/downloader', '/downloader/tiktok', '/downloader/instagram/story']) {
      expect(tabFromPath(path), path).toBe('downloader');
    }
  });

  it('DL-2.04 active tab derives from path after locale prefix', () => {
    expect(tabFromPath('/fa/downloader/snapchat/profile-picture')).toBe('downloader');
    expect(tabFromPath('/fr/converter/mov-to-mp4')).toBe('converter');
    expect(tabFromPath('/en/compressor')).toBe('compressor');
    expect(tabFromPath('/fa')).toBeUndefined();
  });

  it('DL-2.04 pages outside the three tools have no active tab', () => {
    for (const path of [
      '/auth/signup',
      '/fa/auth/signin',
      '/pricing',
      '/nowhere',
      '/converters',
      '/de/converter',
    ]) {
      expect(tabFromPath(path), path).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { febspotVideoPath } from './febspot-links.js';

const path = (link: string) => febspotVideoPath(new URL(link));

describe('Febspot links', () => {
  it('names the video page of /video/<id> links, with or without a slug, without query or fragment', () => {
    expect(path('https://www.febspot.com/video/2895079')).toBe('/video/2895079');
    expect(path('https://febspot.com/video/2895079/sunset-timelapse/?utm=x#t=3')).toBe(
      '/video/2895079/sunset-timelapse',
    );
  });

  it('names nothing for channels, other pages and other hosts', () => {
    for (const link of [
      'https://www.febspot.com/',
      'https://www.febspot.com/heru01221996',
      'https://www.febspot.com/video/',
      'https://www.febspot.com/video/1/a/b',
      'https://www.febspot.com/video/a%20b',
      'https://st25.febspot.com/video/1',
      'https://evil.example/video/1',
    ]) {
      expect(path(link), link).toBeUndefined();
    }
  });
});
